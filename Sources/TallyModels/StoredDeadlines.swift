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
/// from memory, so buttons of one key agree. A press changes memory at once
/// and queues the write, which
/// takes the store's lock, flushes and renames on a queue of its own; a
/// lock held by another process delays the write, never the caller.
///
/// ```swift
/// let deadline = StoredDeadlines.shared.deadline(for: "sms", in: store) { error in print(error) }
/// StoredDeadlines.shared.save(newDeadline, for: "sms", in: store) { error in print(error) }
/// ```
final class StoredDeadlines: Sendable {
    /// The one memory of the process, shared by every button.
    static let shared = StoredDeadlines()

    /// What is known of each store, by file path: its deadlines by key.
    private let known = Mutex<[String: [String: CooldownDeadline]]>([:])
    /// Writes, one at a time, in the order they were asked for.
    private let writes = DispatchQueue(label: "Tally.StoredDeadlines", qos: .utility)

    /// The deadline under `key` in `store`: from memory, or read from its
    /// file the first time the store is asked. A damaged file is told to
    /// `damage` and the entries that can still be read are used; a file
    /// that cannot be read at all is told, and memory then knows nothing of
    /// the store, so the next ask reads it again.
    func deadline(
        for key: String, in store: CooldownStore, damage: (CooldownStoreError) -> Void
    ) -> CooldownDeadline? {
        let path = store.file.path
        if let deadlines = known.withLock({ $0[path] }) { return deadlines[key] }
        let loaded: [String: CooldownDeadline]
        do {
            loaded = try store.load()
        } catch {
            damage(error)
            guard case .corrupt = error else { return nil }
            loaded = store.salvage()
        }
        // Another button may have read or pressed meanwhile: what memory has wins.
        return known.withLock { known in
            if known[path] == nil { known[path] = loaded }
            return known[path]?[key]
        }
    }

    /// The deadline memory holds under `key` (another button's press of the
    /// same key included), or `own` when memory knows nothing of the store.
    func latest(for key: String, in store: CooldownStore, otherwise own: CooldownDeadline?) -> CooldownDeadline? {
        known.withLock { known in known[store.file.path].map { $0[key] } ?? own }
    }

    /// Keeps `deadline` under `key`: in memory now (when memory knows the
    /// store), on disk once the queued write runs; `failed` hears a write
    /// that failed.
    func save(
        _ deadline: CooldownDeadline, for key: String, in store: CooldownStore,
        failed: @escaping @Sendable (CooldownStoreError) -> Void
    ) {
        known.withLock { known in
            if known[store.file.path] != nil { known[store.file.path]?[key] = deadline }
        }
        write(to: store, failed: failed) { () throws(CooldownStoreError) in try store.save(deadline, for: key) }
    }

    /// Lets go of the `spent` deadline under `key`, in memory and on disk,
    /// unless another has taken its place (another button of the same key,
    /// another process): a settling button never erases a newer press.
    func clear(
        _ spent: CooldownDeadline, for key: String, in store: CooldownStore,
        failed: @escaping @Sendable (CooldownStoreError) -> Void
    ) {
        known.withLock { known in
            if known[store.file.path]?[key] == spent { known[store.file.path]?[key] = nil }
        }
        write(to: store, failed: failed) { () throws(CooldownStoreError) in
            try store.update(key) { deadline in
                if deadline == spent { deadline = nil }
            }
        }
    }

    /// Runs `body` on the writes' queue, telling `failed` what it throws.
    private func write(
        to store: CooldownStore, failed: @escaping @Sendable (CooldownStoreError) -> Void,
        _ body: @escaping @Sendable () throws(CooldownStoreError) -> Void
    ) {
        writes.async {
            do throws(CooldownStoreError) {
                try body()
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
