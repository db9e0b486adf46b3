extension Driver {
    /// Plays from the cursor as ``run(onFrame:)`` does, on the calling
    /// thread, which it blocks until the run ends: between two frames it
    /// waits on its state's condition until the next is due or an event
    /// comes, with no task, continuation or executor in between. For a
    /// clock whose instants pass in real time (a sleep is a timed wait).
    /// `onFrame` runs on this thread without the lock held, so an event
    /// (``pause()``, ``stop()``, ``update(_:)``…) may come while a frame is
    /// out: the next step then looks at the present again. ``cancel(_:)``
    /// ends the run from anywhere.
    ///
    /// ```swift
    /// let run = BlockingRun()
    /// Thread { _ = driver.playBlocking(run) { frame, _ in show(frame) } }.start()
    /// ```
    @inlinable
    package nonisolated func playBlocking(_ run: BlockingRun, onFrame: (Content.Frame, Duration) -> Void)
        -> PlaybackEnding
    {
        let condition = shared.condition
        condition.lock()
        let ending = playLocked(run, onFrame: onFrame)
        condition.unlock()
        // Whoever waits for the run to end (``frames()``) waits on the actor.
        Task { await self.resumeLoopWaiters() }
        return ending
    }

    /// The run of ``playBlocking(_:onFrame:)``, the lock held except while
    /// a frame is out or the run sleeps. (Inlinable, as the run loop of
    /// ``run(onFrame:)`` is: specialized where it is played.)
    @inlinable
    nonisolated func playLocked(_ run: BlockingRun, onFrame: (Content.Frame, Duration) -> Void)
        -> PlaybackEnding
    {
        let condition = shared.condition
        let begin = clock.now
        if let ending = shared.state.beginRun(at: begin) { return ending }
        var cancelled = false
        defer { shared.state.endRun(at: clock.now, cancelled: cancelled) }
        // The first frame is the cursor's own (0 for a new run).
        var now = begin
        while true {
            if run.isCancelled {
                cancelled = true
                return .cancelled
            }
            let seen = shared.state.events
            switch shared.state.next(at: now) {
            case .deliver(let frame, let elapsed):
                condition.unlock()
                onFrame(frame, elapsed)
                condition.lock()
                // An event while the frame was out: look again at the
                // present. Else the same instant decides the sleep.
                if shared.state.events != seen { now = clock.now }
            case .sleep(let wake):
                var onTime = false
                while shared.state.events == seen, !run.isCancelled {
                    guard let wake else {
                        condition.wait()
                        continue
                    }
                    // The reading that finds the wake due is the frame's
                    // instant: one reading of the clock fewer a frame.
                    let present = clock.now
                    let left = present.duration(to: wake)
                    if left <= .zero {
                        onTime = true
                        now = present
                        break
                    }
                    condition.wait(for: left)
                }
                shared.state.woke(onTime: onTime)
                if !onTime { now = clock.now }
            case .end(let ending):
                return ending
            }
        }
    }

    /// Ends a run of ``playBlocking(_:onFrame:)`` at once (it returns
    /// `.cancelled`), from any thread; before it begins, it ends as it begins.
    ///
    /// ```swift
    /// await withTaskCancellationHandler { … } onCancel: { driver.cancel(run) }
    /// ```
    package nonisolated func cancel(_ run: BlockingRun) {
        shared.withLock { _ in run.isCancelled = true }
        shared.condition.signal()
    }
}
