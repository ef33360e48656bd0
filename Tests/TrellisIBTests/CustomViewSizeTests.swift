import Testing
import Trellis
import TrellisIB

/// Views of the app's own classes that measure themselves in code (a rating control, a page control): Interface
/// Builder runs them as designables, so where their constraints fix only their position their stored frame carries
/// the size they measured (`SceneBuilder.measureUnsizedCustomViews`).
@Suite struct CustomViewSizeTests {
  /// A storyboard whose root holds custom view `v` (class `RatingView`, `attributes` added, `inner` inside) stored at
  /// `frame`, centred horizontally and 100 pt from the top, plus `constraints`.
  static func document(
    frame: String = "127.5 100 120 20", attributes: String = "", inner: String = "", constraints: String = "",
    extras: String = ""
  ) -> IBDocument {
    IBFixture.storyboard(
      toolsVersion: "13122",
      subviews: IBFixture.view(
        "v", frame: frame, attributes: #"customClass="RatingView" customModule="App" "# + attributes, inner: inner),
      constraints: """
        <constraint firstItem="v" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
        <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="top"/>
        \(constraints)
        """,
      documentExtras: extras)
  }

  static func frame(_ document: IBDocument, mode: IBLayoutOptions.Mode) -> Rect? {
    IBFixture.frame("v", in: document, options: IBLayoutOptions(mode: mode))
  }

  /// Public storyboards outside the corpus: Cosmos's demo (toolsVersion 13122) stores its `CosmosView`s, each with
  /// only its centre and top constrained, at their measured sizes (293 × 53, 170 × 30 …), none flagged ambiguous.
  /// The app measures them the same way at run time.
  @Test(arguments: [IBLayoutOptions.Mode.designTime, .runtime])
  func positionedOnlyCustomViewsTakeTheirStoredSize(mode: IBLayoutOptions.Mode) {
    let frame = Self.frame(Self.document(), mode: mode)
    #expect(frame == Rect(x: 127.5, y: 100, width: 120, height: 20))
  }

  /// Only an axis the constraints leave free takes the stored length: a width constraint still decides the width.
  @Test func constrainedAxesKeepTheirConstraints() {
    let document = Self.document(
      inner: #"<constraints><constraint firstAttribute="width" constant="80" id="w"/></constraints>"#)
    #expect(Self.frame(document, mode: .designTime) == Rect(x: 147.5, y: 100, width: 80, height: 20))
  }

  /// A custom view Interface Builder flags ambiguous had no measured size on the canvas, and gets none.
  @Test func viewsFlaggedAmbiguousStayUnsized() {
    let frame = Self.frame(Self.document(attributes: #"ambiguous="YES""#), mode: .designTime)
    #expect(frame?.width == 0)
    #expect(frame?.height == 0)
  }

  /// A designable's recorded intrinsic size comes first.
  @Test func recordedDesignableSizesComeFirst() {
    let document = Self.document(
      extras: """
        <designables>
            <designable name="v">
                <size key="intrinsicContentSize" width="100" height="30"/>
            </designable>
        </designables>
        """)
    #expect(Self.frame(document, mode: .designTime) == Rect(x: 137.5, y: 100, width: 100, height: 30))
  }

  /// Plain views (no custom class) have nothing to measure: without constraints on their size they stay ambiguous.
  @Test func plainViewsStayUnsized() {
    let document = IBFixture.storyboard(
      subviews: IBFixture.view("v", frame: "127.5 100 120 20"),
      constraints: """
        <constraint firstItem="v" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
        <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="top"/>
        """)
    #expect(IBFixture.frame("v", in: document)?.size == Size(width: 0, height: 0))
  }
}
