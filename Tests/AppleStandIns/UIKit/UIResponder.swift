// # UIKit stand-in (Linux only)
//
// Package.swift builds this folder as a module named `UIKit` on Linux, so that
// `Sources/TallyUIKit` type-checks there. It holds only the declarations those
// views use. Each one copies the Swift signature Apple publishes (labels, types,
// `open`, `@MainActor`), and the comment above it cites that signature's
// source. The bodies are as small as possible: a stored property where a value
// is simply held, `fatalError()` where only a device could answer. Nothing here
// runs on a device. On Apple platforms this module does not exist and the real
// UIKit is used.
//
// Known differences from Apple's declarations, kept on purpose to keep the
// surface small:
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
//
// Sources checked (through the search tool; no UIKit .swiftinterface or Xcode
// generated interface was found in the index): Apple's own markdown pages
// (developer.apple.com/tutorials/data/documentation/...md), onestack.dev's iOS
// API reference (Swift declarations per type), the objc2-ui-kit bindings on
// docs.rs (to tell `extern` constants from header literals), and copies of
// header text. Each comment says which one, or says NOT VERIFIED.

@_exported import Foundation

/// Mirrors `@MainActor open class UIResponder : NSObject` (UIResponder.h, iOS SDK):
/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {
    /// Mirrors `public override init()`, inherited from NSObject by every
    /// UIKit class.
    public override init() {
        super.init()
    }
}
