import Foundation
import Testing
import Trellis
import TrellisIB

/// The intrinsic width of segmented controls: each segment's title in 13-pt system medium (the selected rendering,
/// wider than the regular one) ceiled to a whole point plus 9 pt each side; equal segments as wide as the widest
/// unless apportioned by content; explicit segment widths kept; 1-pt dividers.
@Suite struct SegmentedControlCanvasTests {
  /// A segmented control at the root's top left with only its position constrained.
  static func document(_ segments: String, attributes: String = "") -> IBDocument {
    let control = """
      <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" \
      contentVerticalAlignment="top" \(attributes) segmentControlStyle="plain" selectedSegmentIndex="0" \
      translatesAutoresizingMaskIntoConstraints="NO" id="c">
          <rect key="frame" x="0.0" y="100" width="100" height="32"/>
          <segments>\(segments)</segments>
      </segmentedControl>
      """
    return IBFixture.storyboard(
      toolsVersion: "22155", subviews: control,
      constraints: """
        <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        """)
  }

  /// Equal segments, as Interface Builder stores them: "Solid|Gradient" 145 (files/032), "Light|Dark|Auto" 152 and
  /// "Flat|Native" 117 (files/062): 2 × (54 + 18) + 1, 3 × (32 + 18) + 2, 2 × (40 + 18) + 1 — widths that neither
  /// the regular titles (52.2, 30.5, 38.5 pt) nor an unceiled sum reproduce.
  @Test(arguments: [
    (["Solid", "Gradient"], 145.0), (["Light", "Dark", "Auto"], 152.0), (["Flat", "Native"], 117.0),
  ])
  func equalSegments(titles: [String], width: Double) {
    let segments = titles.map { "<segment title=\"\($0)\"/>" }.joined()
    #expect(IBFixture.frame("c", in: Self.document(segments)) == Rect(x: 0, y: 100, width: width, height: 32))
  }

  /// Apportioned by content, each segment keeps its own width: "Native" 40 + 18 and "All" 16 + 18, plus the divider
  /// (files/013 stores "Primary|All" apportioned at 101 = (48 + 18) + (16 + 18) + 1).
  @Test func apportionedSegments() {
    let segments = #"<segment title="Native"/><segment title="All"/>"#
    let apportioned = Self.document(segments, attributes: #"apportionsSegmentWidthsByContent="YES""#)
    #expect(IBFixture.frame("c", in: apportioned)?.width == 93, "(40 + 18) + (16 + 18) + 1")
    #expect(IBFixture.frame("c", in: Self.document(segments))?.width == 117, "2 × (40 + 18) + 1")
  }

  /// A segment given a width in the document keeps it; the others share the widest content width.
  @Test func explicitSegmentWidth() {
    let segments = #"<segment title="A" width="60"/><segment title="Native"/><segment title="All"/>"#
    #expect(IBFixture.frame("c", in: Self.document(segments))?.width == 178, "60 + 2 × (40 + 18) + 2")
  }
}
