// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Trellis",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Trellis", targets: ["Trellis"]),
    .library(name: "TrellisSnapKit", targets: ["TrellisSnapKit"]),
    .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
    .library(name: "TrellisIB", targets: ["TrellisIB"]),
    .library(name: "TrellisLint", targets: ["TrellisLint"]),
    .library(name: "TrellisReport", targets: ["TrellisReport"]),
    .library(name: "TrellisWorkloads", targets: ["TrellisWorkloads"]),
    .executable(name: "trellis", targets: ["trellis"]),
    .plugin(name: "LintLayouts", targets: ["LintLayouts"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
  ],
  targets: [
    .target(name: "TrellisSolver"),
    .target(
      name: "Trellis", dependencies: ["TrellisSolver"],
      // Every iPhone and iPad with sizes, safe areas and size classes, copied from shared/reference/devices.json.
      // Fonts: Inter 4.0 beta 7 Regular, Medium, SemiBold and Bold (static OTF, unmodified) from the Debian package
      // fonts-inter 4.0~beta7+ds-1, with their SIL Open Font License 1.1 in Resources/Fonts/LICENSE.txt.
      resources: [.copy("Resources/devices.json"), .copy("Resources/Fonts")]),
    .target(name: "TrellisSnapKit", dependencies: ["Trellis"]),
    .target(name: "TrellisIB", dependencies: ["Trellis"]),
    .target(
      name: "TrellisLint",
      dependencies: ["Trellis", "TrellisIB", .product(name: "Yams", package: "Yams")]),
    .target(name: "TrellisReport", dependencies: ["TrellisLint", "TrellisIB", "Trellis"]),
    .target(name: "TrellisWorkloads", dependencies: ["TrellisSolver", "Trellis"]),
    .executableTarget(
      name: "trellis",
      dependencies: [
        "Trellis",
        "TrellisSolver",
        "TrellisWorkloads",
        "TrellisIB",
        "TrellisLint",
        "TrellisReport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .plugin(
      name: "LintLayouts",
      capability: .command(
        intent: .custom(
          verb: "lint-layouts",
          description: "Lay out the package's storyboards and xibs on every device and report layout problems.")),
      dependencies: ["trellis"]),
    .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver", "TrellisWorkloads"]),
    .testTarget(name: "TrellisCLITests", dependencies: ["trellis", "TrellisSolver", "Trellis"]),
    .testTarget(name: "TrellisTests", dependencies: ["Trellis", "TrellisSolver", "TrellisWorkloads"]),
    .testTarget(name: "TrellisSnapKitTests", dependencies: ["TrellisSnapKit", "Trellis"]),
    .testTarget(name: "TrellisIBTests", dependencies: ["TrellisIB", "Trellis"]),
    .testTarget(name: "TrellisLintTests", dependencies: ["TrellisLint", "TrellisIB", "Trellis"]),
    .testTarget(name: "TrellisReportTests", dependencies: ["TrellisReport", "TrellisLint", "TrellisIB", "Trellis"]),
  ],
  swiftLanguageModes: [.v6]
)
