import Foundation
import Testing

@Suite struct SVGCommandTests {
    @Test(arguments: [
        ["count", "0", "100"], ["roll", "999", "1000"], ["countdown", "3", "--end", "Go!"],
    ])
    func svgGoesToAFileOrStdout(arguments: [String]) async throws {
        let stdout = try await TallyProcess.run(arguments + ["--svg", "-"])
        #expect(stdout.status == 0)
        #expect(stdout.stdout.hasPrefix("<?xml") && stdout.stdout.hasSuffix("</svg>\n"))
        #expect(!stdout.stdout.contains("<script"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out.svg")
        let written = try await TallyProcess.run(
            arguments + [
                "--svg", file.path, "--loop", "--font-size", "30", "--color", "#102030", "--background", "none",
            ])
        #expect(written.status == 0 && written.stdout.isEmpty)
        let document = try String(contentsOf: file, encoding: .utf8)
        #expect(document.contains("infinite") && document.contains("font-size:30px") && document.contains("#102030"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.svg"], "no temporary file left")
        let again = try await TallyProcess.run(arguments + ["--svg", "-"])
        #expect(again.stdout == stdout.stdout, "byte-stable")
    }

    /// Something that is not a regular file is written directly (a pipe
    /// through /dev/stdout), and a write that fails is exit 74 with one line
    /// that says why: a full device, standard output on one, a file over
    /// the size limit (which keeps what it held and leaves no temporary file).
    @Test func svgToDevicesAndPipes() async throws {
        let piped = try await TallyProcess.run(["count", "0", "100", "--svg", "/dev/stdout"])
        #expect(piped.status == 0 && piped.stdout.hasPrefix("<?xml") && piped.stdout.hasSuffix("</svg>\n"))
        let full = try await TallyProcess.run(["count", "0", "100", "--svg", "/dev/full"])
        #expect(
            full.status == 74 && full.stderr == "tally: cannot write '/dev/full' for --svg (No space left on device)\n")
        let tally = TallyProcess.executable.path
        let stdout = try await TallyProcess.runProgram(
            "/bin/sh", ["-c", "'\(tally)' count 0 100 --svg - > /dev/full; echo $?"])
        #expect(stdout.stdout == "74\n")
        #expect(stdout.stderr == "tally: cannot write '-' for --svg (No space left on device)\n", "one line, not two")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("big.svg")
        try Data("old\n".utf8).write(to: file)
        // SIGXFSZ ignored, so a write past `ulimit -f` fails with EFBIG, as a full disk does.
        let limited = try await TallyProcess.runProgram(
            "/bin/sh",
            ["-c", "trap '' XFSZ; ulimit -f 1; '\(tally)' count 0 100000 --duration 60s --svg '\(file.path)'; echo $?"])
        #expect(limited.stdout == "74\n")
        #expect(limited.stderr == "tally: cannot write '\(file.path)' for --svg (File too large)\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == "old\n", "the file keeps what it held")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["big.svg"], "no temporary file left")
    }

    /// `--svg /dev/stdout >> FILE` appends where the shell points it (it is
    /// never renamed over the file), and an export interrupted with SIGTERM
    /// leaves no temporary file beside its target.
    @Test func svgAppendsThroughStdoutAndLeavesNothingWhenInterrupted() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("log").path
        let tally = TallyProcess.executable.path
        _ = try await TallyProcess.runProgram(
            "/bin/sh", ["-c", "echo first > '\(log)' && '\(tally)' count 0 1 --svg /dev/stdout >> '\(log)'"])
        let appended = try String(contentsOfFile: log, encoding: .utf8)
        #expect(appended.hasPrefix("first\n<?xml") && appended.hasSuffix("</svg>\n"))
        try FileManager.default.removeItem(atPath: log)
        // A day-long export takes long enough to be stopped while it writes.
        let script = """
            '\(tally)' count 0 1000000000000 --duration 24h --no-limit --svg '\(folder.path)/out.svg' & pid=$!
            while [ ! -e '\(folder.path)'/.out.svg.$pid.tmp ]; do :; done
            kill -TERM $pid; wait $pid; echo $?
            """
        let stopped = try await TallyProcess.runProgram("/bin/sh", ["-c", script])
        #expect(stopped.lines == ["130"], "interrupted, as documented: \(stopped.stdout) \(stopped.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no temporary file left")
    }

    @Test(arguments: [
        (["count", "0", "1", "--svg", "-", "--color", "red"], "'red'"),
        (["count", "0", "1", "--svg", "-", "--font-size", "0"], "'0'"),
        (["count", "0", "1", "--font", "Georgia"], "--svg"),
        (["roll", "0", "1", "--svg", ""], "--svg"),
        (["countdown", "--svg", "/nonexistent-dir/x.svg"], "/nonexistent-dir/x.svg"),
    ])
    func badInputExitsTwo(arguments: [String], named: String) async throws {
        let result = try await TallyProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains(named), "\(result.stderr)")
    }
}
