// swift-tools-version: 6.0
// An app's package that depends on Tally by path, as a new user's would:
// it uses the TallyCore and TallyTesting products only. CI builds and tests
// it (`swift test --package-path scripts/app-consumer`).
import PackageDescription

let package = Package(
    name: "ScoreBoard",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "ScoreBoard", targets: ["ScoreBoard"])],
    dependencies: [.package(name: "Tally", path: "../..")],
    targets: [
        .target(name: "ScoreBoard", dependencies: [.product(name: "TallyCore", package: "Tally")]),
        .testTarget(
            name: "ScoreBoardTests",
            dependencies: [
                "ScoreBoard", .product(name: "TallyCore", package: "Tally"),
                .product(name: "TallyTesting", package: "Tally"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
