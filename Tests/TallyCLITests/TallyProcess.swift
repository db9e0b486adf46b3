import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs programs for the end-to-end tests: the built `tally` binary, tmux,
/// pkill, script.
///
/// Programs are started with posix_spawn and reaped with waitpid, on a
/// Dispatch queue rather than the test's own thread: the blocking reads and
/// waits must not take threads from Swift's cooperative pool, which the
/// other tests need. Foundation's `Process` is not used: a program that
/// leaves a daemon behind (tmux starting its server) passes the daemon the
/// descriptors `Process` watches, and `waitUntilExit` never returns.
enum TallyProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var lines: [String] {
            stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        }
    }

    /// The `tally` executable next to the test bundle.
    static var executable: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("tally").path),
            directory.path != "/"
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("tally")
    }

    /// Runs `tally` with `arguments`, stdin from /dev/null.
    static func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> Result {
        try await runProgram(executable.path, arguments, environment: environment)
    }

    /// Runs `command` in a pseudo-terminal through util-linux `script`, as a
    /// person at a terminal would.
    static func runInTerminal(_ command: String, environment: [String: String] = [:]) async throws -> Result {
        try requireTool("script", package: "bsdutils")
        // A UTF-8 locale unless the test says otherwise, whatever the machine's.
        return try await runProgram(
            "/usr/bin/script", ["-qfec", executable.path + " " + command, "/dev/null"],
            environment: ["LC_ALL": "C.UTF-8"].merging(environment) { $1 })
    }

    /// A tool the end-to-end tests need, missing from this machine.
    struct MissingTool: Error, CustomStringConvertible {
        var name: String
        var package: String
        var description: String {
            "\(name) is not installed: the end-to-end tests need it (apt-get install \(package); .ci/run does)"
        }
    }

    /// Fails with a message naming `name` when it is not on the PATH.
    static func requireTool(_ name: String, package: String) throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let found = path.split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
        guard found else { throw MissingTool(name: name, package: package) }
    }

    /// Runs a program to its end on a thread of its own, off the
    /// cooperative pool. Not on Dispatch's global queue: on Linux it grows
    /// only slowly past one thread per core, so with a few calls blocked
    /// for seconds (`tmux wait-for` until a timer ends) every other test's
    /// key presses and screen reads queued behind them for tens of seconds,
    /// and a timer ran out before its keys arrived. With `capturingOutput`
    /// false its output goes to /dev/null.
    static func runProgram(
        _ path: String, _ arguments: [String], environment: [String: String] = [:], capturingOutput: Bool = true
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Swift.Result {
                        try spawn(path, arguments, environment: environment, capturingOutput: capturingOutput)
                    })
            }.start()
        }
    }

    private static func spawn(
        _ path: String, _ arguments: [String], environment: [String: String], capturingOutput: Bool
    ) throws -> Result {
        var pipe: [Int32] = [-1, -1]
        guard Glibc.pipe(&pipe) == 0 else { throw POSIXError(.EMFILE) }
        for end in pipe { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tally-stderr-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: errorFile) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if capturingOutput {
            posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
            posix_spawn_file_actions_addopen(&actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { $1 }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // A clean signal mask and default dispositions: a child must not
        // inherit the test thread's blocked signals (tmux's kill-server
        // signals itself with SIGTERM, and with it blocked the server lived on).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        close(pipe[1])
        defer { close(pipe[0]) }
        guard spawned == 0 else { throw POSIXError(.ENOENT) }
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while capturingOutput {
            let count = read(pipe[0], &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            output += buffer[0..<count]
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return Result(status: exitStatus, stdout: String(decoding: output, as: UTF8.self), stderr: errors)
    }
}
