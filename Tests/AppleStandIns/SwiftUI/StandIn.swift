// A module named `SwiftUI` for Linux, holding only the declarations
// TallySwiftUI uses, so that `swift build` there type-checks the views.
// It is not a product and never runs: bodies are trivial or `fatalError()`.
//
// Each public declaration mirrors the iOS 18.0 SDK (names, generic
// parameters, argument labels, `@MainActor` / `nonisolated` /
// `@preconcurrency`, `Sendable`, optionality, result-builder attributes) and
// is never looser than it. The comment above each one cites what it was
// checked against, in one of two forms that scripts/check-stand-ins requires:
//
//   /// SDK: <file under iPhoneOS18.0.sdk/System/Library/Frameworks/> — <declaration as found there>
//   /// NOT IN THE SDK FILES (searched: <files>); checked against <documentation page>
//
// The SDK files are those of repository xybp888/iOS-SDKs at commit
// 88fdca9de873f60303011685188c9415d4ebff0a, read through the search tool:
// - SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
//   (since iOS 18 most of SwiftUI's public API lives in SwiftUICore and is
//   re-exported by SwiftUI; `@_originallyDefinedIn(module: "SwiftUI", …)`
//   lines and most `@available` lines are left out of the quotes);
// - SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
//   (Button, TimelineView, AnimationTimelineSchedule, the accessibility API).
// The interfaces write `@_Concurrency.MainActor` and module-qualified type
// names (`Swift.Bool`, `SwiftUICore.View`); the quotes keep that spelling.
// Every public declaration is checked against those files, except the few
// the SDK does not declare publicly (a primitive view's `body`, `Never.Body`):
// those say NOT IN THE SDK FILES and cite the documentation page instead.
//
// What the SDK shows about isolation, and the stand-ins copy:
// - `View` and `ViewModifier` are `@preconcurrency @MainActor` protocols;
//   the modifiers the views call (`opacity`, `onChange`, …) are `nonisolated`.
// - Some views and modifiers are themselves `@MainActor @preconcurrency`
//   structs that conform to `View` (or `ViewModifier`) in their primary
//   declaration, with `nonisolated` initializers: `HStack`, `TupleView`,
//   `_ViewModifier_Content`, `Button`, `AccessibilityAttachmentModifier`.
// - Others are not isolated and conform to `View` in an extension: `Text`,
//   `ForEach`, `TimelineView`, `ModifiedContent`, `_ConditionalContent`,
//   `Optional`, `Never`.
// - Most non-Sendable types carry `@available(*, unavailable) extension X :
//   Swift.Sendable {}`; the stand-ins copy it wherever the SDK has it, which
//   also stops a `@frozen` stand-in from being inferred Sendable.
// - Where the SDK is Sendable only conditionally (`Binding`, `State`,
//   `Environment`: `where Value : Swift.Sendable`), so is the stand-in.
//
// Deliberate differences, each of which can only make the stand-in accept
// less than the real framework, never more:
// - protocols carry only the requirements the views implement or call, and
//   types only the members and conformances the views use (`Color: View`,
//   `Color: ShapeStyle`, `ModifiedContent: Equatable`, the other
//   `scaleEffect` overloads, … are left out);
// - stored properties the SDK does not make public are private or absent
//   here, so the stand-ins have no public memberwise initializers;
// - a primitive view's `body`: the SDK declares only `public typealias Body =
//   Swift.Never` and satisfies `View.body` with a witness the interface does
//   not show. A Swift module cannot do that, so each stand-in declares
//   `public var body: Never`; callers reach the same property through
//   `View.body` either way;
// - `@available` attributes are left out: on Linux they change nothing and
//   the package's minimum is iOS 18; the citations quote the SDK's
//   `@available` for the API that needs iOS 14, 15, 16 or 17.
//
// Apple's documentation for SDKs after iOS 26 spells some builder parameters
// `@ContentBuilder`; the stand-in keeps `@ViewBuilder`, the spelling of the
// iOS 18 SDK quoted here.

import Foundation

/// Builds the value a stand-in modifier returns; never rendered.
struct _StandInModifier: ViewModifier {
    typealias Body = Never
}
