// swift-tools-version: 6.0
import PackageDescription

// Minimum OS versions: TallyCore holds values exactly in the standard library's
// `Int128` and guards shared state with `Synchronization.Mutex`; both first
// ship in the Swift 6 runtime (macOS 15, iOS 18, tvOS 18, watchOS 11,
// visionOS 2). Lowering them would mean a 128-bit integer and a lock of our own
// on every per-frame path: not cheap, so not done.
let platforms: [SupportedPlatform] = [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)]

// The SwiftUI and UIKit components. On Apple platforms they build against the
// real frameworks and are products. On Linux, where those frameworks do not
// exist, stand-in modules of the same names (Tests/AppleStandIns, each
// declaration citing the Apple interface it mirrors) let the compiler
// type-check them; they are not products and are never run.
#if os(Linux)
    let appleProducts: [Product] = []
    let appleTargets: [Target] = [
        .target(name: "SwiftUI", path: "Tests/AppleStandIns/SwiftUI"),
        .target(name: "UIKit", path: "Tests/AppleStandIns/UIKit"),
        .target(name: "Accessibility", path: "Tests/AppleStandIns/Accessibility"),
        .target(name: "TallySwiftUI", dependencies: ["TallyCore", "TallyModels", "SwiftUI", "Accessibility"]),
        .target(name: "TallyUIKit", dependencies: ["TallyCore", "TallyModels", "UIKit"]),
        .testTarget(
            name: "AppleAdapterTests", dependencies: ["TallySwiftUI", "TallyUIKit", "TallyCore", "TallyModels"]),
    ]
#else
    let appleProducts: [Product] = [
        .library(name: "TallySwiftUI", targets: ["TallySwiftUI"]),
        .library(name: "TallyUIKit", targets: ["TallyUIKit"]),
    ]
    let appleTargets: [Target] = [
        .target(name: "TallySwiftUI", dependencies: ["TallyCore", "TallyModels"]),
        .target(name: "TallyUIKit", dependencies: ["TallyCore", "TallyModels"]),
    ]
#endif

let package = Package(
    name: "Tally",
    platforms: platforms,
    products: [
        .library(name: "TallyCore", targets: ["TallyCore"]),
        .library(name: "TallyModels", targets: ["TallyModels"]),
        .library(name: "TallyTesting", targets: ["TallyTesting"]),
        .library(name: "TallyTerminal", targets: ["TallyTerminal"]),
        .library(name: "TallySVG", targets: ["TallySVG"]),
        .library(name: "TallyLottie", targets: ["TallyLottie"]),
        .executable(name: "tally", targets: ["tally"]),
    ] + appleProducts,
    targets: [
        .target(name: "TallyCore"),
        .target(name: "TallyModels", dependencies: ["TallyCore"]),
        .target(name: "TallyTesting", dependencies: ["TallyCore"]),
        .target(name: "TallyTerminal", dependencies: ["TallyCore"]),
        .target(name: "TallySVG", dependencies: ["TallyCore"]),
        .target(name: "TallyLottie", dependencies: ["TallyCore", "TallyTerminal"]),
        .target(name: "TallyTestSupport", dependencies: ["TallyCore", "TallyTerminal", "TallyTesting"]),
        .target(name: "TallyCLI", dependencies: ["TallyCore", "TallyTerminal", "TallySVG", "TallyLottie"]),
        .executableTarget(name: "tally", dependencies: ["TallyCLI"]),
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "TallyBench",
            dependencies: [
                "TallyCore", "TallyModels", "TallyTerminal", "TallySVG", "TallyLottie", "CAllocationCounter",
            ]),
        .testTarget(name: "TallyCoreTests", dependencies: ["TallyCore", "TallyTesting", "TallyTestSupport"]),
        .testTarget(name: "TallyModelsTests", dependencies: ["TallyModels", "TallyCore", "TallyTesting"]),
        .testTarget(
            name: "TallyTerminalTests", dependencies: ["TallyTerminal", "TallyCore", "TallyTestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "TallySVGTests", dependencies: ["TallySVG", "TallyCore", "TallyTestSupport"], exclude: ["Snapshots"]),
        .testTarget(
            name: "TallyLottieTests", dependencies: ["TallyLottie", "TallyCore", "TallyTerminal", "TallyTestSupport"]),
        .executableTarget(
            name: "ScreenReplay", dependencies: ["TallyTerminal", "TallyTestSupport"],
            path: "Tests/ScreenReplay"),
        .testTarget(
            name: "TallyCLITests",
            dependencies: [
                "tally", "ScreenReplay", "TallyCLI", "TallyCore", "TallyTerminal", "TallyTesting", "TallyTestSupport",
            ],
            exclude: ["Snapshots"]),
    ] + appleTargets,
    swiftLanguageModes: [.v6]
)
