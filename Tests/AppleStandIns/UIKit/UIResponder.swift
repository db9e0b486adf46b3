// # UIKit stand-in (Linux only)
//
// Package.swift builds this folder as a module named `UIKit` on Linux, so that
// `Sources/TallyUIKit` type-checks there. It holds only the declarations those
// views use. Each one copies the Swift signature of the iOS 18.0 SDK (labels,
// types, optionality, `open`, `@MainActor`, `Sendable`) and is never looser.
// The bodies are as small as possible: a stored property where a value is
// simply held, `fatalError()` where only a device could answer. Nothing here
// runs on a device. On Apple platforms this module does not exist and the real
// UIKit is used.
//
// Every public declaration cites what it was checked against, in one of the
// two forms scripts/check-stand-ins requires:
//
//   /// SDK: <file under iPhoneOS18.0.sdk/System/Library/Frameworks/> — <declaration as found there>
//   /// NOT IN THE SDK FILES (searched: <files>); checked against <documentation page>
//
// The SDK files are those of repository xybp888/iOS-SDKs at commit
// 88fdca9de873f60303011685188c9415d4ebff0a, read through the search tool:
// UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface
// (UIKit's Swift overlay), UIKit.framework/Headers/UIKit.apinotes (the Swift
// names of Objective-C declarations), the UIKit headers stored there
// (UIAccessibility.h, UIAccessibilityConstants.h, UIColor.h, UIInterface.h,
// UIFontDescriptor.h, UIResponder.h, UIContentSizeCategory.h, …) and
// CoreGraphics' CGAffineTransform.h and Swift interface. That copy of the SDK
// does NOT hold UIView.h, UILabel.h, UIButton.h, UIControl.h, UIFont.h,
// UIUpdateLink.h, UIAction.h, NSAttributedString.h, NSStringDrawing.h,
// NSParagraphStyle.h, NSText.h or QuartzCore's CAFrameRateRange.h (UIKitCore.h
// shows they exist in the real SDK). Declarations from those headers say NOT
// IN THE SDK FILES and cite Apple's documentation page instead; where the
// apinotes still confirm the Swift name, the comment says so. How the
// Objective-C import reads those headers (`NS_SWIFT_UI_ACTOR` → `@MainActor`,
// `NS_SWIFT_SENDABLE` → `@unchecked Sendable`, `NS_TYPED_ENUM` → a
// RawRepresentable struct) is the importer's rule, not text in the files.
//
// Known differences from the SDK's declarations, kept on purpose; each makes
// the stand-in accept less, never more:
// - Protocol conformances the views never use are left out: `NSCoding`,
//   `UIAppearance`, `NSCopying`, `NSSecureCoding`. Without `NSCoding`,
//   `UIView.init?(coder:)` is spelled `required` here. Apple's is required
//   because of the protocol.
// - `@NSCopying` is left off `backgroundColor` and `attributedText`, because it
//   needs `NSCopying`.
// - Apple declares the accessibility properties on `NSObject` as `open` members
//   of an Objective-C category. Here they are `public` members of a Swift
//   extension. Linux has no Objective-C runtime, and an extension cannot
//   declare overridable members without one. The views only set them.
// - `UIAccessibility` is a struct, as in the SDK (a C struct used as a
//   namespace), but without the C struct's `init()` and `_reserved` field.
// - `UIAction` derives from `NSObject` here, not from `UIMenuElement`, and its
//   convenience initializer keeps only the `title` and `handler` parameters. Every other
//   parameter of Apple's initializer has a default value, so calls that leave
//   them out read the same.
// - Members Apple declares in extensions of UIView (geometry, hierarchy,
//   rendering) sit in the class body here; callers cannot tell the difference.
//   `UIView()`, Swift's import of Objective-C's `-init`, is left out: the
//   views call `init(frame:)`.
// - Raw values: the autoresizing masks were checked against copies of the
//   header's NS_OPTIONS text. UIControl event and state bits are from memory,
//   NOT VERIFIED. Font weights, attribute-key strings, noIntrinsicMetric and the
//   announcement notification are `extern` constants in the SDK, so no header
//   publishes their values; the ones here are placeholders. Nothing in the views
//   reads any of them.
// - `CGAffineTransform` belongs to CoreGraphics, which `import UIKit` brings in
//   on Apple platforms. Linux Foundation does not have it, so it is declared
//   here.
// - `NSAttributedString.Key.font`, `.foregroundColor` and `.backgroundColor`,
//   and `NSString.size(withAttributes:)`, come from UIKit's additions to
//   Foundation on Apple platforms. Linux Foundation does not have them, so they
//   are declared here.
// - `@available` attributes are left out: on Linux they change nothing, and the
//   package's minimum is iOS 18.

@_exported import Foundation

/// Mirrors `@MainActor open class UIResponder : NSObject` (`UIResponderStandardEditActions` is left out).
/// SDK: UIKit.framework/Headers/UIResponder.h:67 — UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
/// SDK: UIKit.framework/Headers/UIResponder.h:68 — @interface UIResponder : NSObject <UIResponderStandardEditActions>
@MainActor
open class UIResponder: NSObject {
    /// Mirrors `public override init()`, inherited from NSObject by every UIKit class. Main-actor isolated
    /// here; if the SDK's import is nonisolated, the stand-in is the stricter.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers/UIResponder.h, which declares no -init, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiresponder
    public override init() {
        super.init()
    }
}
