import Foundation
import TallyTerminal

/// `--exec`: a shell command run when a timer ends, through `/bin/sh -c`,
/// standard input from /dev/null. While a full screen shows, its output is
/// kept and written after the terminal is back, so it never mixes into the
/// picture; a failure is reported on standard error, one line.
///
/// ```swift
/// let end = EndProcess.start("notify-send 'Tea is ready'", keepingOutput: true)
/// // … the held end, the terminal restored …
/// await end?.finish()
/// ```
final class EndProcess: Sendable {
    private let command: String
    private let process: Process
    private let collected: Task<Data, Never>?

    private init(command: String, process: Process, collected: Task<Data, Never>?) {
        self.command = command
        self.process = process
        self.collected = collected
    }

    /// Starts `command`; with `keepingOutput`, its output and errors are
    /// held for ``finish()``, else they go where tally's own go. Nil (and a
    /// line on standard error) if it cannot start.
    static func start(_ command: String, keepingOutput: Bool) -> EndProcess? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.standardInput = FileHandle.nullDevice
        var collected: Task<Data, Never>?
        if keepingOutput {
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            let reading = pipe.fileHandleForReading
            // Read as it comes, so a talkative command never blocks on a full pipe.
            collected = Task.detached { (try? reading.readToEnd()) ?? Data() }
        }
        do {
            try process.run()
        } catch {
            FileOutput.standardError.write("tally: --exec could not start /bin/sh: \(error)\n")
            return nil
        }
        // The shell leads a process group of its own (Ctrl-C at the terminal
        // does not reach it): an interrupt of tally ends that group first.
        Interrupts.setChildGroup(process.processIdentifier)
        return EndProcess(command: command, process: process, collected: collected)
    }

    /// Waits for the command, writes what it printed (if kept), and reports
    /// a non-zero exit status: false then, true when it succeeded. While it
    /// runs, an interrupt (Ctrl-C, SIGTERM, SIGHUP) ends it and tally (130).
    @discardableResult
    func finish() async -> Bool {
        let output = await collected?.value
        let process = self.process
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread {
                process.waitUntilExit()
                continuation.resume()
            }.start()
        }
        Interrupts.setChildGroup(0)
        if let output, !output.isEmpty { FileOutput.standardOutput.write(Array(output)) }
        let status = process.terminationStatus
        if process.terminationReason == .uncaughtSignal {
            FileOutput.standardError.write("tally: --exec ended by signal \(status)\n")
            return false
        } else if status != 0 {
            FileOutput.standardError.write("tally: --exec exited with status \(status)\n")
            return false
        }
        return true
    }
}
