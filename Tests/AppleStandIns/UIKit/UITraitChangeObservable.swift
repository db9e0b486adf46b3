// Trait change observation (iOS 17, tvOS 17): only what the Tally views use.
// NOT IN THE SDK FILES: UITraitCollection.h is not stored, and the UIKit .swiftinterface's lines were
// not read here; the declarations are those of Apple's documentation pages.

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
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UITraitCollection.h is not stored —, UIKit.apinotes); checked against https://developer.apple.com/documentation/uikit/uitraitdefinition
public protocol UITraitDefinition {}

/// Mirrors `typealias UITrait = any UITraitDefinition.Type`.
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UITraitCollection.h is not stored —, UIKit.apinotes); checked against https://developer.apple.com/documentation/uikit/uitrait-9423
public typealias UITrait = any UITraitDefinition.Type

/// Mirrors the system trait `UITraitPreferredContentSizeCategory` (the person's text size, as
/// capped by a view's `maximumContentSizeCategory`), a `UITraitDefinition`.
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UITraitCollection.h is not stored —, UIKit.apinotes); checked against https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}

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
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UITraitCollection.h is not stored —, UIKit.apinotes); checked against https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/traitchangehandler
    public typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
    where TraitEnvironment: UITraitEnvironment

    /// Mirrors `@discardableResult @MainActor func registerForTraitChanges<TraitEnvironment>(_ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration where TraitEnvironment : UITraitEnvironment`.
    /// Here nothing changes a trait, so the handler is never called.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UITraitCollection.h is not stored —, UIKit.apinotes); checked against https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment {
        StandInRegistration()
    }
}
