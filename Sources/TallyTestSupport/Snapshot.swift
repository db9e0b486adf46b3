import Foundation
import Testing

/// Snapshot files: a text compared with the file of that name in the
/// `Snapshots` folder next to the test that checks it.
///
/// With `TALLY_RECORD_SNAPSHOTS` set, the text is written instead. A missing
/// file is written too, and the check fails, so a snapshot never passes
/// until it has been looked at and committed.
///
/// ```swift
/// try Snapshot.check(rendered, named: "glyphs-quad.txt")
/// ```
public enum Snapshot {
    /// Compares `text` with the snapshot file `name`, e.g.
    /// `try Snapshot.check(svg, named: "counter.svg")`.
    public static func check(
        _ text: String, named name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
        try check(text, file: directory.appendingPathComponent(name), sourceLocation: sourceLocation)
    }

    /// Compares `text` with the snapshot `file`, wherever it is (the
    /// README's pictures under `docs/`), recording as ``check(_:named:filePath:sourceLocation:)`` does.
    ///
    /// ```swift
    /// try Snapshot.check(svg, file: repository.appendingPathComponent("docs/stills/timer.svg"))
    /// ```
    public static func check(
        _ text: String, file: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let name = file.lastPathComponent
        let directory = file.deletingLastPathComponent()
        let recording = ProcessInfo.processInfo.environment["TALLY_RECORD_SNAPSHOTS"] != nil
        if recording || !FileManager.default.fileExists(atPath: file.path) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            if !recording {
                Issue.record(
                    "snapshot \(name) was missing: written to \(file.path), look at it", sourceLocation: sourceLocation)
            }
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "snapshot \(name) differs", sourceLocation: sourceLocation)
    }
}
