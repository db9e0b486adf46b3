// A module named `SwiftUI` for Linux, holding only the declarations
// TallySwiftUI uses, so that `swift build` there type-checks the views.
// It is not a product and never runs: bodies are trivial or `fatalError()`.
//
// Each declaration mirrors Apple's published interface (names, generic
// parameters, argument labels, `@MainActor` / `nonisolated` / `Sendable`,
// result-builder attributes); the comment above it quotes the declaration and
// names the page it was checked against (developer.apple.com/documentation/
// swiftui/...). No SwiftUI .swiftinterface was found in the search index, so
// the pages were read through the search tool as: Apple's own markdown pages
// (developer.apple.com/.../*.md), the sosumi.ai mirror stored in
// pianostringquartet/DAGFromCode (swiftui_documentation/, crawled 2025-10-29,
// whose "Conforms To" lists give conformances, conditional ones flattened),
// onestack.dev's iOS API reference, and OpenSwiftUI sources where a comment
// says so. Where no source was found, the comment says NOT VERIFIED.
//
// Deliberate simplifications, each of which can only make the stand-in accept
// less than the real framework, never more:
// - protocols carry only the requirements the views implement or call;
// - conformances the views do not rely on are left out (`Color: View`,
//   `_UniformScaleEffect: GeometryEffect`, `Text: Equatable` is kept);
// - `State` is `Sendable` only when its value is (the condition Apple uses
//   was not found; see State.swift);
// - Apple's documentation for SDKs after iOS 26 spells some builder
//   parameters `@ContentBuilder`; the stand-in keeps `@ViewBuilder`, the
//   spelling of the iOS 18 and iOS 26 SDKs this package builds with.
//
// Primitive views conform to `View` in an extension, as in Apple's interface,
// so they are not main-actor isolated and their initializers can be called
// from anywhere; their `body` is `Never`.

import Foundation

/// Builds the value a stand-in modifier returns; never rendered.
struct _StandInModifier: ViewModifier {
    typealias Body = Never
}
