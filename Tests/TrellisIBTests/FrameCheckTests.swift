import Testing
import Trellis
import TrellisIB

/// `trellis frames --check`: the views whose stored frames are not where their constraints put them, in Interface
/// Builder's words.
@Suite struct FrameCheckTests {
  /// A label and a plain view, both pinned 20 pt from the root's top-left corner, the view 100 pt square; each stored
  /// somewhere else, with `storedLabel` and `storedView` as their frames.
  static func document(storedLabel: String, storedView: String) -> IBDocument {
    let label = """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" \
      translatesAutoresizingMaskIntoConstraints="NO" id="label">
          <rect key="frame" \(storedLabel)/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      """
    let view = IBFixture.view(
      "box", frame: storedView,
      inner: """
        <constraints>
            <constraint firstAttribute="width" constant="100" id="w"/>
            <constraint firstAttribute="height" constant="100" id="h"/>
        </constraints>
        """)
    return IBFixture.storyboard(
      subviews: label + view,
      constraints: """
        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c3"/>
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
        """)
  }

  /// A mismatch names the view, both frames and the rule; one whose frame depends on text says so, since Trellis
  /// measures text without Apple's fonts and a point's difference there is more often its own than the document's.
  @Test func mismatchesNameBothFramesAndTextDependence() throws {
    let document = Self.document(storedLabel: #"x="20" y="20" width="200" height="21""#, storedView: "20 150 100 100")
    let layout = try #require(document.layout(document.scenes[0]))
    let check = IBFrameCheck(layout, scale: 2)
    #expect(Set(check.mismatches.map(\.view.id)) == ["label", "box"])
    let messages = Dictionary(
      uniqueKeysWithValues: check.diagnostics(file: "Main.storyboard").map { ($0.objects.first ?? "", $0) })
    let label = try #require(messages["label"])
    #expect(label.rule == "stored-frame-mismatch")
    #expect(label.severity == .warning)
    #expect(label.message.hasPrefix("UILabel label is misplaced: stored (20, 20, 200, 21), constraints give (20, 20, "))
    #expect(label.message.hasSuffix(" (its frame depends on text metrics)"))
    let box = try #require(messages["box"])
    #expect(box.message == "UIView box is misplaced: stored (20, 150, 100, 100), constraints give (20, 200, 100, 100)")
    #expect(check.compared - check.matched == 2)
    #expect(check.comparedWithoutText - check.matchedWithoutText == 1)
  }

  /// Frames within one device pixel match (the tolerance is the design device's pixel).
  @Test func framesWithinAPixelMatch() throws {
    let document = Self.document(storedLabel: #"x="20" y="20" width="200" height="21""#, storedView: "20 200.5 100 100")
    let layout = try #require(document.layout(document.scenes[0]))
    #expect(!IBFrameCheck(layout, scale: 2).mismatches.contains { $0.view.id == "box" })
    #expect(IBFrameCheck(layout, scale: 3).mismatches.contains { $0.view.id == "box" })
  }
}
