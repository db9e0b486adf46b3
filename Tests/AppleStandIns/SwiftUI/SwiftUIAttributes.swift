import Foundation

extension AttributeScopes {
    /// SwiftUI: var swiftUI: AttributeScopes.SwiftUIAttributes.Type { get }
    /// — developer.apple.com/documentation/foundation/attributescopes/swiftui
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// SwiftUI: struct SwiftUIAttributes : AttributeScope   (iOS 15+; the color members only)
    ///   let foregroundColor: AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute
    ///   let backgroundColor: AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute
    ///   let foundation: AttributeScopes.FoundationAttributes
    /// — developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes,
    ///   .../swiftuiattributes/foregroundcolor, .../swiftuiattributes/backgroundcolor
    public struct SwiftUIAttributes: AttributeScope {
        /// As in the declaration quoted above.
        public let foregroundColor: ForegroundColorAttribute
        /// As in the declaration quoted above.
        public let backgroundColor: BackgroundColorAttribute
        /// As in the declaration quoted above.
        public let foundation: AttributeScopes.FoundationAttributes

        /// SwiftUI: @frozen enum ForegroundColorAttribute : AttributedStringKey   (Value = Color)
        /// — developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/foregroundcolorattribute
        @frozen
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// As in the declaration quoted above.
            public typealias Value = Color
            /// As in the declaration quoted above.
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// SwiftUI: @frozen enum BackgroundColorAttribute : AttributedStringKey   (Value = Color)
        /// — developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/backgroundcolorattribute
        @frozen
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// As in the declaration quoted above.
            public typealias Value = Color
            /// As in the declaration quoted above.
            public static let name = "SwiftUI.BackgroundColor"
        }
    }
}

/// SwiftUI: extension AttributeDynamicLookup
///   subscript<T>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T
///   where T : AttributedStringKey
/// — how `string.swiftUI.foregroundColor` resolves; developer.apple.com/documentation/foundation/attributedynamiclookup
extension AttributeDynamicLookup {
    /// As in the declaration quoted above.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}
