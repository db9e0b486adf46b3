// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Tally",
    products: [
        .library(name: "TallyCore", targets: ["TallyCore"]),
        .library(name: "TallyTerminal", targets: ["TallyTerminal"]),
        .library(name: "TallySVG", targets: ["TallySVG"]),
        .executable(name: "tally", targets: ["tally"]),
    ],
    targets: [
        .target(name: "TallyCore"),
        .target(name: "TallyTerminal", dependencies: ["TallyCore"]),
        .target(name: "TallySVG", dependencies: ["TallyCore"]),
        .target(name: "TallyTestSupport", dependencies: ["TallyCore", "TallyTerminal"]),
        .target(name: "TallyCLI", dependencies: ["TallyCore", "TallyTerminal", "TallySVG"]),
        .executableTarget(name: "tally", dependencies: ["TallyCLI"]),
        .target(name: "CAllocationCounter"),
        .executableTarget(name: "TallyBench", dependencies: ["TallyCore", "CAllocationCounter"]),
        .testTarget(name: "TallyCoreTests", dependencies: ["TallyCore", "TallyTestSupport"]),
        .testTarget(
            name: "TallyTerminalTests", dependencies: ["TallyTerminal", "TallyCore", "TallyTestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "TallySVGTests", dependencies: ["TallySVG", "TallyCore", "TallyTestSupport"], exclude: ["Snapshots"]),
        .executableTarget(
            name: "ScreenReplay", dependencies: ["TallyTerminal", "TallyTestSupport"],
            path: "Tests/ScreenReplay"),
        .testTarget(
            name: "TallyCLITests", dependencies: ["tally", "ScreenReplay", "TallyCLI", "TallyCore", "TallyTerminal"]),
    ],
    swiftLanguageModes: [.v6]
)
