import Foundation

/// Runs `body` on a thread of its own and waits for it without holding a
/// thread of Swift's cooperative pool: a long CPU-bound check (an oracle
/// comparing a hundred thousand values) then leaves the pool, which has as
/// many threads as the machine has cores, to the tests that wait on
/// processes and terminals.
///
/// ```swift
/// let checked = try await offThePool { try compareEveryLocale() }
/// ```
///
/// `body` must not record test issues (`#expect`): it runs outside the
/// test's task. Return what to check and check it after.
public func offThePool<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
