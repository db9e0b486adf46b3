#if canImport(UIKit)
    /// Runs asynchronous jobs one at a time, in the order they were sent, so
    /// that a view's calls into an actor (pause, then resume) arrive in the
    /// order the view made them, which separate `Task`s do not promise.
    @MainActor
    final class SerialJobs {
        typealias Job = @Sendable () async -> Void

        private let continuation: AsyncStream<Job>.Continuation
        private let worker: Task<Void, Never>

        init() {
            let (jobs, continuation) = AsyncStream.makeStream(of: Job.self)
            self.continuation = continuation
            worker = Task.detached {
                for await job in jobs {
                    await job()
                }
            }
        }

        /// Queues `job` after every job sent before it.
        func send(_ job: @escaping Job) {
            continuation.yield(job)
        }

        deinit {
            continuation.finish()
        }
    }
#endif
