import Foundation
import Testing

/// No public top-level name of Tally's library modules may be one of SwiftUI,
/// SwiftUICore, UIKit, WidgetKit, Foundation, Combine or Observation: an app
/// file that imports both would fail with "'X' is ambiguous for type lookup"
/// (TallyCore's `Color` and `Timeline` did; they are now `RGBColor` and
/// `FrameTimeline`). The frameworks' names are the lists in scripts/sdk-names,
/// read from the iOS 18.0 SDK's own files (each list says which, and how much of
/// it was read); Tally's are read from its sources: every `public` or `open`
/// declaration at brace depth 0 of a file.
@Suite("Public names")
struct NameCollisionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let modules = [
        "TallyCore", "TallyModels", "TallyTesting", "TallyTerminal", "TallySVG", "TallySwiftUI", "TallyUIKit",
    ]

    /// The frameworks' names, from every list in scripts/sdk-names ("Name" or "Module Name" a line).
    static func frameworkNames() throws -> Set<String> {
        let folder = root.appendingPathComponent("scripts/sdk-names")
        var names = Set<String>()
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".txt") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                if let name = line.split(separator: " ").last { names.insert(String(name)) }
            }
        }
        return names
    }

    /// Tally's public top-level names, module by module.
    static func tallyNames() throws -> [(module: String, name: String)] {
        let declaration = #/^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:final\s+)?(?:struct|class|enum|protocol|typealias|actor|func|macro|let|var)\s+([A-Za-z_]\w*)/#
        var found: [(String, String)] = []
        for module in modules {
            let folder = root.appendingPathComponent("Sources/\(module)")
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                var depth = 0
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                    if depth == 0, let match = code.firstMatch(of: declaration) {
                        found.append((module, String(match.1)))
                    }
                    depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
                }
            }
        }
        return found
    }

    @Test("The frameworks' lists hold the names that collided")
    func listsHoldKnownNames() throws {
        let names = try Self.frameworkNames()
        #expect(names.contains("Color"))  // SwiftUICore
        #expect(names.contains("Timeline"))  // WidgetKit
        #expect(names.count > 100)
    }

    @Test("Tally's sources yield its public top-level names")
    func readsTallyNames() throws {
        let names = Set(try Self.tallyNames().map(\.name))
        for expected in ["RGBColor", "FrameTimeline", "Counter", "CountdownGate", "CountingModel"] {
            #expect(names.contains(expected), "\(expected) not found")
        }
    }

    @Test("No public top-level name of Tally is one of SwiftUI, UIKit, WidgetKit, Foundation, Combine, Observation")
    func noCollision() throws {
        let frameworks = try Self.frameworkNames()
        let clashes = try Self.tallyNames().filter { frameworks.contains($0.name) }
        #expect(clashes.isEmpty, "\(clashes.map { "\($0.module).\($0.name)" })")
    }
}
