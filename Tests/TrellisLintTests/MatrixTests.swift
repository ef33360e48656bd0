import Testing
import Trellis

@testable import TrellisLint

@Suite("Lint matrix")
struct MatrixTests {
  @Test(
    "The default matrix: one device per screen geometry, both idioms, every window, three text sizes, two directions")
  func defaultMatrix() throws {
    let configurations = try Matrix().configurations()
    let devices = Set(configurations.map(\.environment.device.id))
    #expect(devices.count == Matrix.geometryDevices.count)
    #expect(configurations.contains { $0.environment.device.idiom == .phone })
    #expect(configurations.contains { $0.environment.device.idiom == .pad })
    // iPhones only ever get the full-screen window.
    #expect(!configurations.contains { $0.environment.device.idiom == .phone && $0.windowID != "full" })
    #expect(configurations.contains { $0.windowID == "slide-over" })
    #expect(
      Set(configurations.map(\.environment.contentSizeCategory)) == [
        .large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
      ])
    #expect(Set(configurations.map(\.environment.layoutDirection)) == [.leftToRight, .rightToLeft])
    #expect(Set(configurations.map(\.id)).count == configurations.count)
  }

  @Test("Geometries are distinct: no two chosen devices share size, scale and safe areas")
  func geometries() {
    let devices = Matrix.geometryDevices
    let keys = devices.map {
      "\($0.idiom) \($0.portraitSize) \($0.scale) \($0.portraitSafeArea) \(String(describing: $0.landscapeSafeArea))"
    }
    #expect(Set(keys).count == devices.count)
    #expect(devices.contains { $0.portraitSize == Size(width: 320, height: 568) })
  }

  @Test("A narrow matrix expands to exactly its product")
  func narrow() throws {
    let matrix = Matrix(
      devices: ["iphone-se-3rd-generation", "iPad Air 11-inch (M4)"], orientations: [.portrait],
      windows: [.full, .oneThird], contentSizes: [.large], layoutDirections: [.leftToRight])
    let labels = try matrix.configurations().map(\.label)
    #expect(
      labels == [
        "iPhone SE (3rd generation) portrait, L", "iPad Air 11-inch (M4) portrait, L",
        "iPad Air 11-inch (M4) portrait 1/3 Split View, L",
      ])
  }

  @Test("Unknown devices and empty matrices are errors that say what is valid")
  func errors() {
    #expect(throws: MatrixError.self) { try Matrix(devices: ["iphone-99"]).configurations() }
    #expect(throws: MatrixError.empty) {
      try Matrix(devices: ["iphone-16"], orientations: [.portrait], windows: [.oneThird]).configurations()
    }
  }
}
