import Foundation

// Stands in for the accessor SwiftPM generates for the Trellis target (`Bundle.module`), which only exists in a
// SwiftPM build: run.sh compiles this file into the Trellis module and copies Sources/Trellis/Resources to
// `Trellis_Trellis.resources` next to the fuzzer, where SwiftPM's own accessor would look first.
extension Foundation.Bundle {
  static let module: Bundle = {
    let path = Bundle.main.bundleURL.appendingPathComponent("Trellis_Trellis.resources").path
    guard let bundle = Bundle(path: path) else {
      Swift.fatalError("could not load the Trellis resources from \(path); build with Fuzz/run.sh")
    }
    return bundle
  }()
}
