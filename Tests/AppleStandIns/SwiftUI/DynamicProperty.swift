/// SwiftUI: protocol DynamicProperty { mutating func update() }   (with a default update())
/// — developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    /// As in the declaration quoted above.
    public mutating func update() {}
}
