// CoreGraphics' affine transform, which `import UIKit` brings on Apple
// platforms and Linux Foundation lacks.

/// Mirrors `@frozen public struct CGAffineTransform` with its six CGFloat fields
/// (CGAffineTransform.h): https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Equatable, Sendable {
    /// Mirrors `var a: CGFloat`, one entry of the matrix.
    public var a: CGFloat
    /// Mirrors `var b: CGFloat`, one entry of the matrix.
    public var b: CGFloat
    /// Mirrors `var c: CGFloat`, one entry of the matrix.
    public var c: CGFloat
    /// Mirrors `var d: CGFloat`, one entry of the matrix.
    public var d: CGFloat
    /// Mirrors `var tx: CGFloat`, one entry of the matrix.
    public var tx: CGFloat
    /// Mirrors `var ty: CGFloat`, one entry of the matrix.
    public var ty: CGFloat

    /// Mirrors `init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat)`:
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Mirrors `init(scaleX sx: CGFloat, y sy: CGFloat)`, checked on the .md page (read via the
    /// search tool):
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Mirrors `static var identity: CGAffineTransform { get }`, checked on the .md page (read via
    /// the search tool):
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    public static var identity: CGAffineTransform { CGAffineTransform(scaleX: 1, y: 1) }
}
