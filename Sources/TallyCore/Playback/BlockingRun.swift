/// One run of a ``Driver`` that blocks a thread
/// (``Driver/playBlocking(_:onFrame:)``), so that it can be cancelled from
/// elsewhere: ``Driver/cancel(_:)`` marks it and wakes it, and it ends.
///
/// ```swift
/// let run = BlockingRun()
/// Thread { _ = driver.playBlocking(run) { frame, _ in show(frame) } }.start()
/// driver.cancel(run)  // the run ends with .cancelled
/// ```
///
/// Sendable unchecked: `isCancelled` is read and written only with the
/// lock of the driver's state held.
@usableFromInline
package final class BlockingRun: @unchecked Sendable {
    /// Whether the run was cancelled; guarded by the driver's lock.
    @usableFromInline package var isCancelled = false

    /// A run not cancelled.
    package init() {}
}
