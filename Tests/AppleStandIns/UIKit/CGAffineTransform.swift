// CoreGraphics' affine transform, which `import UIKit` brings on Apple
// platforms and Linux Foundation lacks.

/// Mirrors the imported C struct with its six CGFloat fields (Equatable in CoreGraphics' overlay; the
/// overlay's Hashable, iOS 18, and Codable are left out). A C struct of CGFloats imports as Sendable.
/// SDK: CoreGraphics.framework/Headers/CGAffineTransform.h:15 — typedef struct CGAffineTransform CGAffineTransform;
/// SDK: CoreGraphics.framework/Headers/CGAffineTransform.h:17 — struct CGAffineTransform {
/// SDK: CoreGraphics.framework/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios.swiftinterface:12 — extension CoreFoundation.CGAffineTransform : Swift.Equatable {
public struct CGAffineTransform: Equatable, Sendable {
    /// SDK: CoreGraphics.framework/Headers/CGAffineTransform.h:18 — CGFloat a, b, c, d;
    public var a: CGFloat
    /// SDK: CoreGraphics.framework/Headers/CGAffineTransform.h:18 — CGFloat a, b, c, d;
    public var b: CGFloat
    /// SDK: CoreGraphics.framework/Headers/CGAffineTransform.h:18 — CGFloat a, b, c, d;
    public var c: CGFloat
    /// SDK: CoreGraphics.framework/Headers/CGAffineTransform.h:18 — CGFloat a, b, c, d;
    public var d: CGFloat
    /// SDK: CoreGraphics.framework/Headers/CGAffineTransform.h:19 — CGFloat tx, ty;
    public var tx: CGFloat
    /// SDK: CoreGraphics.framework/Headers/CGAffineTransform.h:19 — CGFloat tx, ty;
    public var ty: CGFloat

    /// The memberwise initializer Swift's importer gives the C struct (not written out in any SDK file; the
    /// overlay's `identity` calls it as `CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)`).
    /// SDK: CoreGraphics.framework/Headers/CGAffineTransform.h:17 — struct CGAffineTransform {
    /// SDK: CoreGraphics.framework/Headers/CGAffineTransform.h:18 — CGFloat a, b, c, d;
    /// SDK: CoreGraphics.framework/Headers/CGAffineTransform.h:19 — CGFloat tx, ty;
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Mirrors `init(scaleX sx: CGFloat, y sy: CGFloat)`, the importer's name for CGAffineTransformMakeScale
    /// (CGAffineTransform.h: `CG_EXTERN CGAffineTransform CG_PURE CGAffineTransformMakeScale(CGFloat sx, CGFloat
    /// sy) API_AVAILABLE(macos(10.0), ios(2.0));`; CoreGraphics.apinotes has no entry for it).
    /// NOT IN THE SDK FILES (searched: CoreGraphics.framework/Headers/CGAffineTransform.h, CoreGraphics.apinotes, the CoreGraphics .swiftinterface); checked against https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// SDK: CoreGraphics.framework/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios.swiftinterface:341 — extension CoreFoundation.CGAffineTransform {
    /// SDK: CoreGraphics.framework/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios.swiftinterface:342 — public static var identity: CoreFoundation.CGAffineTransform {
    /// SDK: CoreGraphics.framework/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios.swiftinterface:343 — @_transparent get { return CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public static var identity: CGAffineTransform { CGAffineTransform(scaleX: 1, y: 1) }
}
