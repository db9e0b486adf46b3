import Dispatch
import Foundation
import Synchronization
import TallyCore

/// The deadlines an app's cooldown buttons keep in their stores, in memory
/// for the life of the process, written to disk off the caller's thread.
///
/// A button asks for its deadline when it is made, before its first frame:
/// the first ask of a store reads its file (without its lock: the store is
/// replaced by a rename, so a read never sees half a write and never waits
/// for another process), and every later ask, by any button, is answered
/// from memory. A press changes memory at once and queues the write, which
/// takes the store's lock, flushes and renames on a queue of its own; a
/// lock held by another process delays the write, never the caller.
///
/// ```swift
/// let deadline = try StoredDeadlines.shared.deadline(for: "sms", in: store)
/// StoredDeadlines.shared.save(deadline, for: "sms", in: store) { error in print(error) }
/// ```
final class StoredDeadlines: Sendable {
    /// The one memory of the process, shared by every button.
    static let shared = StoredDeadlines()

    /// What is known of each store, by file path: its deadlines by key.
    private let known = Mutex<[String: [String: CooldownDeadline]]>([:])
    /// Writes, one at a time, in the order they were asked for.
    private let writes = DispatchQueue(label: "Tally.StoredDeadlines", qos: .utility)

    /// The deadline under `key` in `store`: from memory, or read from its
    /// file the first time the store is asked.
    ///
    /// - Throws: What ``CooldownStore/load()`` throws for a file that cannot
    ///   be used; memory then knows nothing of the store.
    func deadline(for key: String, in store: CooldownStore) throws(CooldownStoreError) -> CooldownDeadline? {
        let path = store.file.path
        if let deadlines = known.withLock({ $0[path] }) { return deadlines[key] }
        let loaded = try store.load()
        // Another button may have read or pressed meanwhile: what memory has wins.
        return known.withLock { known in
            if known[path] == nil { known[path] = loaded }
            return known[path]?[key]
        }
    }

    /// Keeps `deadline` under `key` (nil removes it): in memory now, on
    /// disk once the queued write runs; `failed` hears a write that failed.
    func save(
        _ deadline: CooldownDeadline?, for key: String, in store: CooldownStore,
        failed: @escaping @Sendable (CooldownStoreError) -> Void
    ) {
        known.withLock { $0[store.file.path, default: [:]][key] = deadline }
        writes.async {
            do throws(CooldownStoreError) {
                try store.save(deadline, for: key)
            } catch {
                failed(error)
            }
        }
    }

    /// Returns once every write asked for so far has run.
    func waitUntilWritten() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            writes.async { done.resume() }
        }
    }
}
