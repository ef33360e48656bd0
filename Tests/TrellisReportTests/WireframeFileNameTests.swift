import Foundation
import Testing
import TrellisIB

@testable import TrellisReport

/// The file names `trellis render --output` writes: one per scene, portable, distinct.
@Suite struct WireframeFileNameTests {
  @Test func namesAreSanitisedDistinctAndFallBackToTheSceneID() throws {
    let layouts = WireframeFixtures.document(WireframeFixtures.twoScenesStoryboard).layoutAll()
    #expect(layouts.map(\.sceneName) == ["Settings/Main", "Settings:Main", "sC"])
    #expect(SVGWireframe.fileNames(for: layouts) == ["Settings-Main-sA.svg", "Settings-Main-sB.svg", "sC.svg"])
  }

  @Test func sanitisingKeepsPortableCharactersOnly() {
    #expect(SVGWireframe.sanitised("Fish & Chips <Menu>") == "Fish-Chips-Menu")
    #expect(SVGWireframe.sanitised("../../etc/passwd") == "etc-passwd")
    #expect(SVGWireframe.sanitised("Café 🐟") == "Caf")
    #expect(SVGWireframe.sanitised("🐟") == nil)
    #expect(SVGWireframe.sanitised(String(repeating: "a", count: 300))?.count == 100)
  }

  @Test func escapingLeavesNothingAParserWouldMisread() {
    #expect("a & b <c> \"d\" 'e'".xmlEscaped == "a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;")
    #expect("line\nbreak\u{1}".xmlEscaped == "line&#10;break")
    #expect("🐟".xmlEscaped == "🐟")
  }
}
