// Trait change observation (iOS 17, tvOS 17): only what the Tally views use.
// UITraitDefinition, UITrait, UITraitPreferredContentSizeCategory, TraitChangeHandler and UIView's
// registerForTraitChanges are the UIKit .swiftinterface's (quoted with their lines); UITraitEnvironment and
// UITraitChangeRegistration are Objective-C (UITraitCollection.h, not stored): those follow Apple's
// documentation pages.

/// Mirrors `@MainActor protocol UITraitEnvironment : NSObjectProtocol` (UIView adopts it).
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UITraitCollection.h is not stored —, UIKit.apinotes); checked against https://developer.apple.com/documentation/uikit/uitraitenvironment
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// Mirrors `var traitCollection: UITraitCollection { get }`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UITraitCollection.h is not stored —, UIKit.apinotes); checked against https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    var traitCollection: UITraitCollection { get }
}

/// Mirrors `protocol UITraitDefinition`; its requirements (a default value, a name) are left out:
/// the views only name system traits.
/// SDK: UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface:20 — public protocol UITraitDefinition {
public protocol UITraitDefinition {}

/// Mirrors `typealias UITrait = any UITraitDefinition.Type`.
/// SDK: UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface:30 — public typealias UITrait = any UIKit.UITraitDefinition.Type
public typealias UITrait = any UITraitDefinition.Type

/// Mirrors the system trait `UITraitPreferredContentSizeCategory` (the person's text size, as
/// capped by a view's `maximumContentSizeCategory`), a `UITraitDefinition`.
/// SDK: UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface:442 — public struct UITraitPreferredContentSizeCategory : UIKit.UITraitDefinition {
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {}

/// Mirrors `protocol UITraitChangeRegistration` (the token a registration returns).
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UITraitCollection.h is not stored —, UIKit.apinotes); checked against https://developer.apple.com/documentation/uikit/uitraitchangeregistration
public protocol UITraitChangeRegistration {}

/// The stand-in's registration token.
private struct StandInRegistration: UITraitChangeRegistration {}

/// Mirrors UIView's adoption of `UITraitEnvironment`.
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes); checked against https://developer.apple.com/documentation/uikit/uiview (Conforms To: UITraitEnvironment)
extension UIView: UITraitEnvironment {}

extension UIView {
    /// Mirrors `typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void where TraitEnvironment : UITraitEnvironment`
    /// (UITraitChangeObservable's, which UIView adopts).
    /// SDK: UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface:250 — typealias TraitChangeHandler<TraitEnvironment> = (_ traitEnvironment: TraitEnvironment, _ previousTraitCollection: UITraitCollection) -> Swift.Void where TraitEnvironment : UITraitEnvironment
    public typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
    where TraitEnvironment: UITraitEnvironment

    /// Mirrors `@discardableResult @MainActor func registerForTraitChanges<TraitEnvironment>(_ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration where TraitEnvironment : UITraitEnvironment`.
    /// Here nothing changes a trait, so the handler is never called.
    /// SDK: UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface:262 — @_Concurrency.MainActor public func registerForTraitChanges<Self>(_ traits: [UIKit.UITrait], handler: @escaping UIView.TraitChangeHandler<Self>) -> any UITraitChangeRegistration where Self : UITraitEnvironment
    @discardableResult @MainActor
    public func registerForTraitChanges<TraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment {
        StandInRegistration()
    }
}
