// swift-tools-version: 6.1
// The benchmarks live in their own package so that ordo-one/benchmark stays out of the test build.
// Run them from this folder: `swift package benchmark` (or `--target SolverBenchmarks --filter 'G.*'`).
import Foundation
import PackageDescription

// A path dependency is known by its folder's name, which is whatever the checkout is called.
let trellis = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "TrellisBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "SolverBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TrellisSolver", package: trellis),
        .product(name: "TrellisWorkloads", package: trellis),
      ],
      path: "Benchmarks/SolverBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)
