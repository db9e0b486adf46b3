import TallyCore

/// The one-countdown-at-a-time rule across an app, on the main actor: the
/// core's `CountdownGate`, kept once for every `.countdown` modifier.
///
/// ```swift
/// let id = CountdownSlot.claim()   // an id: nothing else shows
/// CountdownSlot.claim()            // nil: refused
/// CountdownSlot.release(id!)
/// ```
@MainActor
enum CountdownSlot {
    private static var gate = CountdownGate()

    /// Takes the slot; the id that releases it, or nil when another countdown holds it.
    static func claim() -> Int? {
        guard case .start(let id) = gate.request(replacing: false) else { return nil }
        return id
    }

    /// Frees the slot if `id` holds it.
    static func release(_ id: Int) {
        gate.ended(id: id)
    }
}
