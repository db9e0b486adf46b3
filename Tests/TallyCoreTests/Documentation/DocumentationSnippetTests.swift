import Foundation
import Testing

/// The articles' code is code that is compiled and run: every ```swift
/// listing of every article in a DocC catalog under `Sources/` must equal,
/// word for word, a region of a test file under `Tests/` marked
///
///     // snippet: name
///     …
///     // end-snippet
///
/// (compared without the region's common indentation), and every region
/// must be shown by some article.
@Suite struct DocumentationSnippetTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Paths under `directory` whose names end with `suffix`, sorted.
    static func files(under directory: String, endingWith suffix: String) -> [URL] {
        let root = repository.appendingPathComponent(directory)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.path < $1.path }
    }

    /// The ```swift listings of a Markdown text.
    static func listings(in markdown: String) -> [String] {
        var result: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil {
                if line == "```swift" { current = [] }
            } else if line == "```" {
                result.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current!.append(line)
            }
        }
        return result
    }

    /// The marked regions of a Swift file, by name, without their common indentation.
    static func regions(in source: String) -> [(name: String, code: String)] {
        var result: [(String, String)] = []
        var name: String?
        var lines: [Substring] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("// snippet: ") {
                name = String(trimmed.dropFirst("// snippet: ".count))
                lines = []
            } else if trimmed == "// end-snippet", let open = name {
                let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
                result.append((open, lines.map { $0.dropFirst(min(indent, $0.count)) }.joined(separator: "\n")))
                name = nil
            } else if name != nil {
                lines.append(line)
            }
        }
        return result
    }

    @Test func everyListingIsCompiledCode() throws {
        var regions: [String: String] = [:]
        for file in Self.files(under: "Tests", endingWith: ".swift") {
            for region in Self.regions(in: try String(contentsOf: file, encoding: .utf8)) {
                #expect(regions[region.name] == nil, "two regions named \(region.name)")
                regions[region.name] = region.code
            }
        }
        var shown: Set<String> = []
        var listingCount = 0
        for article in Self.files(under: "Sources", endingWith: ".md") where article.path.contains(".docc/") {
            for listing in Self.listings(in: try String(contentsOf: article, encoding: .utf8)) {
                listingCount += 1
                let match = regions.first { $0.value == listing }?.key
                #expect(match != nil, "\(article.lastPathComponent): a listing is no test's code:\n\(listing)")
                if let match { shown.insert(match) }
            }
        }
        #expect(listingCount >= 30, "the articles' listings were found (\(listingCount))")
        #expect(Set(regions.keys).subtracting(shown).isEmpty, "regions no article shows")
    }

    @Test func theMarkersAreRead() {
        let markdown = "Text\n\n```swift\nlet a = 1\n```\n\n```\nnot swift\n```\n"
        #expect(Self.listings(in: markdown) == ["let a = 1"])
        let source =
            "    func f() {\n        // snippet: one\n        let a = 1\n\n        if a > 0 {\n            print(a)\n        }\n        // end-snippet\n    }"
        let regions = Self.regions(in: source)
        #expect(regions.map(\.name) == ["one"])
        #expect(regions.first?.code == "let a = 1\n\nif a > 0 {\n    print(a)\n}")
    }
}
