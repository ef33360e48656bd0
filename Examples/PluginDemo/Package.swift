// swift-tools-version: 6.1
// A package that uses Trellis's command plugin the way an app's package would: CI runs
// `swift package --disable-sandbox lint-layouts --target DemoApp` here (.ci/check-plugin) and expects the one
// known problem of Sources/DemoApp/Resources/Main.storyboard.
import PackageDescription

let package = Package(
  name: "PluginDemo",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "Trellis", path: "../..")],
  targets: [
    .target(name: "DemoApp", resources: [.copy("Resources")])
  ],
  swiftLanguageModes: [.v6]
)
