import Foundation

/// SwiftUI: struct LayoutSubview : Equatable (iOS 16+), not Sendable.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7174 — @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7179 — public struct LayoutSubview : Swift.Equatable {
public struct LayoutSubview: Equatable {
    private let id: Int

    /// Stand-in only (internal): what LayoutSubviews' subscript makes. The SDK's has no public initializer.
    init(id: Int) {
        self.id = id
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7187 — public func sizeThatFits(_ proposal: SwiftUICore.ProposedViewSize) -> CoreFoundation.CGSize
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError("stand-in") }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7192 — public func place(at position: CoreFoundation.CGPoint, anchor: SwiftUICore.UnitPoint = .topLeading, proposal: SwiftUICore.ProposedViewSize)
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
}

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7195 — @available(*, unavailable)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7196 — extension SwiftUICore.LayoutSubview : Swift.Sendable {
@available(*, unavailable)
extension LayoutSubview: Sendable {}
