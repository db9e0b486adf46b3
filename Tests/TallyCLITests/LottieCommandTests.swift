import Foundation
import Testing

@Suite struct LottieCommandTests {
    @Test(arguments: [
        ["count", "0", "100"], ["roll", "999", "1000"], ["countdown", "3", "--end", "Go!"],
        ["cooldown", "--seconds", "3", "--title", "Resend"],
    ])
    func lottieGoesToAFileOrStdout(arguments: [String]) async throws {
        let stdout = try await TallyProcess.run(arguments + ["--lottie", "-"])
        #expect(stdout.status == 0 && stdout.stderr.isEmpty)
        let root = try JSONSerialization.jsonObject(with: Data(stdout.stdout.utf8)) as? [String: Any]
        #expect(root?["fr"] as? Int == 60, "60 frames a second unless --fps says")
        #expect(!stdout.stdout.contains("\n") && !stdout.stdout.contains(": "), "minified")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-lottie-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out.json")
        let written = try await TallyProcess.run(
            arguments + ["--lottie", file.path, "--font-size", "30", "--color", "#ff0000", "--background", "none"])
        #expect(written.status == 0 && written.stdout.isEmpty)
        let document = try String(contentsOf: file, encoding: .utf8)
        #expect(document.contains("[1,0,0,1]"), "the colour")
        #expect(!document.contains("\"ty\":\"fl\",\"c\":{\"a\":0,\"k\":[1,1,1,1]}"), "no background")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.json"], "no temporary file left")
        let again = try await TallyProcess.run(arguments + ["--lottie", "-"])
        #expect(again.stdout == stdout.stdout, "byte-stable")
    }

    /// `cooldown --fps` sets the Lottie file's frame rate: a second is as
    /// many frames, the title's first second included.
    @Test func aCooldownsFileTakesTheRateGiven() async throws {
        let result = try await TallyProcess.run(["cooldown", "--seconds", "2", "--lottie", "-", "--fps", "24"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let root = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(root?["fr"] as? Int == 24)
        // The title's second, the two seconds, and the title again at the last frame.
        let frames = (1 + 2) * 24 + 1
        #expect(root?["op"] as? Int == frames)
    }

    @Test func aFullDeviceIsExit74WithOneLine() async throws {
        let full = try await TallyProcess.run(["count", "0", "100", "--lottie", "/dev/full"])
        #expect(full.status == 74)
        #expect(full.stderr == "tally: cannot write '/dev/full' for --lottie (No space left on device)\n")
    }

    @Test(arguments: [
        (["count", "0", "1", "--svg", "-", "--lottie", "-"], "--svg and --lottie are different outputs"),
        (["roll", "0", "1", "--lottie", "-", "--frames", "2"], "--lottie and --frames are different outputs"),
        (
            ["count", "0", "1", "--svg", "a.svg", "--lottie", "-", "--frames", "2"],
            "--svg, --lottie and --frames are different outputs"
        ),
        (["count", "0", "1", "--lottie", "-", "--loop"], "--loop goes with --svg"),
        (["count", "0", "1", "--lottie", "-", "--font", "Georgia"], "--font goes with --svg"),
        (["countdown", "--lottie", ""], "--lottie"),
        (["countdown", "--lottie", "/nonexistent-dir/x.json"], "/nonexistent-dir/x.json"),
        (["cooldown", "--font-size", "30"], "--font-size goes with --lottie"),
        (["cooldown", "--lottie", "-", "--status"], "--lottie"),
        (["cooldown", "--fps", "30"], "--fps goes with --lottie"),
        (["cooldown", "--lottie", "-", "--fps", "0"], "--fps"),
        (["count", "0", "1", "--lottie", "-", "--color", "red"], "'red'"),
        (["count", "0", "1", "--font-file", "/etc/hostname"], "--font-file goes with --lottie"),
        (["count", "0", "1", "--lottie", "-", "--font-file", "/nonexistent.ttf"], "no such file"),
        (["roll", "0", "1", "--lottie", "-", "--font-file", "/"], "it is a folder"),
        (["countdown", "--lottie", "-", "--font-file", "/etc/hostname"], "not a TrueType font"),
    ])
    func badInputExitsTwo(arguments: [String], named: String) async throws {
        let result = try await TallyProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains(named), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
