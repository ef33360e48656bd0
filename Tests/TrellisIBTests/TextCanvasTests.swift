import Foundation
import Testing
import Trellis
import TrellisIB

/// Text as Interface Builder's canvas measures it, against small documents written for the tests.
@Suite struct TextCanvasTests {
  /// A label of three lines (hard breaks) in `font` XML, hugging its text at the root's top left.
  static func threeLineLabel(font: String) -> IBDocument {
    label(text: "One&#10;Two&#10;Three", font: font, attributes: "lineBreakMode=\"wordWrap\" numberOfLines=\"0\"")
  }

  /// A label with `text` in `font` XML and more `attributes`, hugging its text 100 pt below the root's top left.
  static func label(text: String, font: String, attributes: String = "", toolsVersion: String = "22155") -> IBDocument {
    IBFixture.storyboard(
      toolsVersion: toolsVersion,
      subviews: """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" \(attributes) \
        translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="0.0" y="100" width="100" height="60.5"/>
            \(font)
        </label>
        """,
      constraints: """
        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        """)
  }
  /// A document whose root holds a vertical stack (`alignment`, `width` pt wide, 100 pt down, `leading` in) arranging
  /// `label`, a label element whose id is `label`.
  static func stacked(_ label: String, alignment: String, width: Double, leading: Double = 0) -> IBDocument {
    IBFixture.storyboard(
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="\(alignment)" \
        translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="\(leading)" y="100" width="\(width)" height="100"/>
            <subviews>\(label)</subviews>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" \
        constant="\(leading)" id="l"/>
        <constraint firstItem="stack" firstAttribute="width" constant="\(width)" id="w"/>
        """)
  }

  /// Interface Builder lays a canvas out at the scale of the Mac display showing it: a scene whose stored frames are
  /// on whole points was laid out on a 1× display, and a 17-pt label there is 21 pt tall (20.287 rounded up to a
  /// whole pixel), even with one number in 20 left fractional; more fractional numbers show a Retina display, and the
  /// label is 20.333 on the @3x canvas, as it is when the one fractional number is a label's height: on a 1× display
  /// a label's height is whole (AltStore's `SourceHeaderView.xib`, public, outside the corpus: a Title2 label stored
  /// 26.333 pt tall, its stack 48.333, among 80 whole numbers). The app itself (run time) always lays out at the
  /// device's scale.
  @Test(arguments: [
    ("42", "21", 0, IBLayoutOptions.Mode.designTime, 21.0), ("42", "21", 1, .designTime, 21.0),
    ("41.667", "20.333", 0, .designTime, 20.333), ("42", "20.333", 0, .designTime, 20.333),
    ("42", "21", 0, .runtime, 20.333),
  ])
  func canvasOfA1xDisplay(
    storedWidth: String, storedHeight: String, fractionalViews: Int, mode: IBLayoutOptions.Mode, height: Double
  ) {
    // Six more views, `fractionalViews` of them stored half a point wide: 32 numbers in all.
    let views = (0..<6).map { IBFixture.view("v\($0)", frame: "0 0 \($0 < fractionalViews ? "10.5" : "10") 10") }
    let document = IBFixture.storyboard(
      device: "retina6_12",
      subviews: """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" \
        translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="0.0" y="100" width="\(storedWidth)" height="\(storedHeight)"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        \(views.joined(separator: "\n"))
        """,
      constraints: """
        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        """)
    let frame = IBFixture.frame("label", in: document, options: IBLayoutOptions(mode: mode))
    #expect(abs((frame?.height ?? 0) - height) < 0.001)
  }

  /// A @3x storyboard of `subviews` and `constraints`, with a view stored off the whole points so that the scene
  /// is not taken for one laid out on a 1× display.
  static func retinaScene(_ subviews: [String], constraints: String) -> IBDocument {
    IBFixture.storyboard(
      device: "retina6_12",
      subviews: subviews.joined(separator: "\n") + IBFixture.view("v", frame: "0.333 0.667 10.333 10.667"),
      constraints: constraints)
  }

  /// A canvas can measure text on whole points and still round frames to the device's pixels: a holdout cell (Xcode
  /// 16, @3x) stores two 17-pt labels 42 × 21 at y = 115.667 and 140.667, the first centred 8 pt above a 134-pt
  /// centre, so 115.5 on whole-point text rounded to the @3x grid. When every one-line label that tells the two
  /// apart (at least two) is stored at its line's height ceiled to whole points, text is measured at 1×; one label
  /// stored at @3x, or a single witness, keeps the device's scale, and so does the app at run time.
  @Test(arguments: [
    (["21", "21"], IBLayoutOptions.Mode.designTime, 21.0, 115.667), (["21", "20.333"], .designTime, 20.333, 116),
    (["21"], .designTime, 20.333, 116), (["21", "21"], .runtime, 20.333, 116),
  ])
  func textMeasuredOnWholePoints(storedHeights: [String], mode: IBLayoutOptions.Mode, height: Double, y: Double) {
    let labels = storedHeights.enumerated().map { index, stored in
      """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" \
      translatesAutoresizingMaskIntoConstraints="NO" id="label\(index)">
          <rect key="frame" x="208" y="\(115.667 + 25 * Double(index))" width="42" height="\(stored)"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      """
    }
    // The second label 4 pt below the first.
    let document = Self.retinaScene(
      labels,
      constraints: """
        <constraint firstItem="label0" firstAttribute="centerY" secondItem="root" secondAttribute="top" constant="126" \
        id="c"/>
        <constraint firstItem="label0" firstAttribute="leading" secondItem="root" secondAttribute="leading" \
        constant="208" id="l"/>
        """
          + (storedHeights.count > 1
            ? """
            <constraint firstItem="label1" firstAttribute="top" secondItem="label0" secondAttribute="bottom" \
            constant="4" id="t1"/>
            <constraint firstItem="label1" firstAttribute="leading" secondItem="label0" secondAttribute="leading" id="l1"/>
            """ : ""))
    let options = IBLayoutOptions(mode: mode)
    let first = IBFixture.frame("label0", in: document, options: options)
    #expect(abs((first?.height ?? 0) - height) < 0.001)
    #expect(abs((first?.minY ?? 0) - y) < 0.001)
  }

  /// Buttons witness the same: a configuration button is its title's line plus 14 pt of insets, 35 pt on whole-point
  /// text and 34.333 on the @3x grid (a holdout storyboard, Xcode 16: two filled buttons stored 120 × 35 at whole
  /// points among fractional frames).
  @Test(arguments: [(["35", "35"], 35.0), (["35", "34.333"], 34.333)])
  func buttonsWitnessWholePointText(storedHeights: [String], height: Double) {
    let buttons = storedHeights.enumerated().map { index, stored in
      """
      <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" \
      id="button\(index)">
          <rect key="frame" x="136.667" y="\(258 + 85 * index)" width="120" height="\(stored)"/>
          <state key="normal" title="Button"/>
          <buttonConfiguration key="configuration" style="filled" title="Adicionar"/>
      </button>
      """
    }
    let document = Self.retinaScene(
      buttons,
      constraints: """
        <constraint firstItem="button0" firstAttribute="top" secondItem="root" secondAttribute="top" constant="258" \
        id="t0"/>
        <constraint firstItem="button1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="343" \
        id="t1"/>
        """)
    for id in ["button0", "button1"] {
      #expect(abs((IBFixture.frame(id, in: document)?.height ?? 0) - height) < 0.001)
    }
  }

  /// Dynamic Type styles space their lines: three lines of body text are 3 × 20.29 + 2 × 1.71 = 64.29 pt, 64.5 on
  /// the @2x pixel grid; the plain 17-pt system font has no spacing (60.86, 61).
  @Test(arguments: [
    ("<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>", 64.5),
    ("<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>", 61.0),
    ("<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleCaption1\"/>", 46.5),
  ])
  func multilineLabelHeight(font: String, height: Double) {
    #expect(IBFixture.frame("label", in: Self.threeLineLabel(font: font))?.height == height)
  }

  /// Helvetica, which ships with iOS, keeps its own line height when no file is registered for it: 1.15 × the size
  /// (UIKit reports 19.55 at 17 pt), so a 36-pt label is 41.4 pt, 41.5 on the @2x grid, as `files/035` stores both of
  /// its 36-pt Helvetica labels; San Francisco's metrics would make it 43. A font iOS does not ship keeps the system
  /// font's line height.
  @Test(arguments: [("Helvetica", 41.5), ("NotAnInstalledFont", 43.0)])
  func installedFaceKeepsItsLineHeight(name: String, height: Double) {
    let font = "<fontDescription key=\"fontDescription\" name=\"\(name)\" family=\"\(name)\" pointSize=\"36\"/>"
    #expect(IBFixture.frame("label", in: Self.label(text: "First View", font: font))?.height == height)
  }

  /// A typeface apps bundle sets a line as tall as its own ascent and descent, without its line gap: Interface Builder
  /// stores 24-pt Poppins labels 34 pt tall (1.4 em; with Poppins's 0.1-em gap they would be 36) and 12-pt ones 17,
  /// and 28-pt Avenir Next labels 38.5 (1.366 em), where San Francisco would give 29 / 14.5 / 33.5 (public Xcode 13
  /// and Xcode 12 storyboards). Weight and italic suffixes of the PostScript name do not change the family.
  @Test(arguments: [
    ("Poppins-Bold", 24.0, 34.0), ("Poppins-ExtraLight", 12.0, 17.0), ("AvenirNext-Regular", 28.0, 38.5),
    ("Poppins-MediumItalic", 16.0, 22.5),
    // Hiragino's ideographic em box: a 25-pt HiraMinProN-W6 label 25 pt tall (a public Xcode 15 xib).
    ("HiraMinProN-W6", 25.0, 25.0), ("HiraginoSans-W3", 17.0, 17.0),
    // iOS's Futura: 17-pt Futura Medium labels 23 pt tall and 15-pt ones 20 at @2x (a public Xcode 8.2 xib).
    ("Futura-Medium", 17.0, 23.0), ("Futura-MediumItalic", 15.0, 20.0),
  ])
  func cataloguedFaceKeepsItsLineHeight(name: String, size: Double, height: Double) {
    let font = "<fontDescription key=\"fontDescription\" name=\"\(name)\" family=\"x\" pointSize=\"\(size)\"/>"
    #expect(IBFixture.frame("label", in: Self.label(text: "Good Morning!", font: font))?.height == height)
  }

  /// A catalogued face's widths follow its own average advance and the weight its PostScript name spells: Poppins
  /// sets English about 12% wider than Inter, so "Good Morning!" in Poppins is wider than in a face the catalogue
  /// does not know, and its bold wider than its extra-light.
  @Test func cataloguedFaceTakesItsWidthAndWeight() throws {
    func width(_ name: String) throws -> Double {
      let font = "<fontDescription key=\"fontDescription\" name=\"\(name)\" family=\"x\" pointSize=\"24\"/>"
      return try #require(IBFixture.frame("label", in: Self.label(text: "Good Morning!", font: font))?.width)
    }
    let unknown = try width("NotAnInstalledFont")
    #expect(try width("Poppins-Regular") > unknown * 1.08)
    #expect(try width("Poppins-Bold") > width("Poppins-ExtraLight"))
    // A face the catalogue does not know keeps the regular approximation whatever its name says.
    #expect(try width("NotAnInstalledFont-Bold") == unknown)
  }

  /// The spacing is the style's line height in Apple's typography table less the font's own.
  @Test func lineSpacingOfTextStyles() {
    #expect(abs(TextStyle.body.lineSpacing - (22 - 17 * 2444 / 2048.0)) < 1e-9)
    #expect(abs(TextStyle.subheadline.lineSpacing - (20 - 15 * 2444 / 2048.0)) < 1e-9)
    #expect(TextStyle.caption2.lineSpacing == 0)
  }

  /// A non-scrolling text view that nothing narrows is as wide as its text on one line plus 5-pt line padding each
  /// side, and its attributed text's font sets its line height: 14 pt gives 17-pt lines, 33 pt with the insets.
  @Test func nonScrollingTextViewTakesItsOneLineWidth() throws {
    let text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit."
    let document = IBFixture.storyboard(
      subviews: """
        <textView clipsSubviews="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" \
        usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="text">
            <rect key="frame" x="0.0" y="100" width="400" height="33"/>
            <attributedString key="attributedText">
                <fragment content="\(text)">
                    <attributes><font key="NSFont" metaFont="system" size="14"/></attributes>
                </fragment>
            </attributedString>
        </textView>
        """,
      constraints: """
        <constraint firstItem="text" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="text" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        """)
    let frame = try #require(IBFixture.frame("text", in: document))
    let width = FontTextMeasurer.shared.width(of: Substring(text), font: .systemFont(ofSize: 14))
    #expect(frame.height == 33)
    #expect(frame.width == ((width + 10) * 2).rounded(.up) / 2)
  }

  /// A placeholder intrinsic size written on a label or a stack view replaces what they measure at design time.
  @Test func placeholderIntrinsicSizes() {
    let document = IBFixture.storyboard(
      subviews: """
        <label opaque="NO" contentMode="left" placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="48" \
        text="Short" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="0.0" y="100" width="120" height="48"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        <stackView opaque="NO" contentMode="scaleToFill" placeholderIntrinsicWidth="92" placeholderIntrinsicHeight="30" \
        translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="200" width="92" height="30"/>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="t2"/>
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l2"/>
        """)
    #expect(IBFixture.frame("label", in: document) == Rect(x: 0, y: 100, width: 120, height: 48))
    #expect(IBFixture.frame("stack", in: document) == Rect(x: 0, y: 200, width: 92, height: 30))
  }

  /// An attributed text's line height multiple makes each line that many times its natural height: 16-pt lines
  /// (19.09) at 1.35 are 25.8 pt, 26 on the @2x grid.
  @Test func lineHeightMultipleOfAttributedText() {
    let document = IBFixture.storyboard(
      subviews: """
        <label opaque="NO" contentMode="left" usesAttributedText="YES" numberOfLines="0" \
        translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="0.0" y="100" width="100" height="26"/>
            <attributedString key="attributedText">
                <fragment content="Label">
                    <attributes>
                        <font key="NSFont" metaFont="system" size="16"/>
                        <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" \
        baseWritingDirection="natural" lineHeightMultiple="1.35" tighteningFactorForTruncation="0.0"/>
                    </attributes>
                </fragment>
            </attributedString>
        </label>
        """,
      constraints: """
        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        """)
    #expect(IBFixture.frame("label", in: document)?.height == 26)
  }

  /// A label whose text wraps takes the whole width it wraps at, even in a stack that centres it. One whose text
  /// fits on a line keeps that width on Interface Builder's canvas (its preferred width is automatic: the width it
  /// has) and is as wide as its text when the app runs.
  @Test(arguments: [
    (String(repeating: "Wrapping words ", count: 12), IBLayoutOptions.Mode.designTime, true),
    (String(repeating: "Wrapping words ", count: 12), .runtime, true), ("Short", .designTime, true),
    ("Short", .runtime, false),
  ])
  func wrappedLabelsTakeTheirWrapWidth(text: String, mode: IBLayoutOptions.Mode, takesTheWidth: Bool) throws {
    let document = Self.stacked(
      """
      <label opaque="NO" contentMode="left" text="\(text)" numberOfLines="0" \
      translatesAutoresizingMaskIntoConstraints="NO" id="label">
          <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      """, alignment: "center", width: 200)
    let frame = try #require(IBFixture.frame("label", in: document, options: IBLayoutOptions(mode: mode)))
    if takesTheWidth {
      #expect(frame.width == 200)
    } else {
      #expect(frame.width < 100)
    }
  }

  /// On the canvas a wrapping label whose width only its content sets keeps the width it was stored at, wider than
  /// its text too, as holdout documents show (`SceneBuilder.configure`): a two-line "Name" pinned by its leading
  /// edge alone, stored 73 wide, and four three-line labels sharing a 414-pt fill stack, each stored 103.5 wide.
  @Test func wrappingLabelWiderThanItsTextKeepsItsStoredWidth() throws {
    let font = "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"21\"/>"
    let document = Self.label(text: "Name", font: font, attributes: "numberOfLines=\"2\"")
    let canvas = try #require(IBFixture.frame("label", in: document))
    #expect(canvas.width == 100)
    let app = try #require(IBFixture.frame("label", in: document, options: IBLayoutOptions(mode: .runtime)))
    #expect(app.width < 60)
    let words = ["feels like 39°C", "speed 3 m/s", "Clouds", "Overcast clouds"]
    let labels = words.enumerated().map { index, text in
      """
      <label opaque="NO" contentMode="left" horizontalHuggingPriority="251" text="\(text)" textAlignment="center" \
      numberOfLines="3" translatesAutoresizingMaskIntoConstraints="NO" id="l\(index)">
          <rect key="frame" x="\(Double(index) * 103.5)" y="0.0" width="103.5" height="89.5"/>
          <fontDescription key="fontDescription" type="system" pointSize="16"/>
      </label>
      """
    }
    let stack = IBFixture.storyboard(
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="100" width="414" height="89.5"/>
            <subviews>\(labels.joined(separator: "\n"))</subviews>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstItem="stack" firstAttribute="width" constant="414" id="w"/>
        """)
    for index in words.indices {
      let frame = try #require(IBFixture.frame("l\(index)", in: stack))
      #expect(frame.width == 103.5, "\(words[index])")
    }
  }

  /// Interface Builder lays a wrapping label out from the frame it stored, so a wrapped label narrower than its
  /// centred stack keeps its width: an Xcode 14.1 storyboard stores two wrapped labels of a 373-pt stack 233.667 and
  /// 368.333 wide, where laying the same text out from nothing fills the stack (Xcode 9.3 and 12 store a four-line
  /// label of another centred stack as wide as the stack, files/075, whose stored frame is the stack's width).
  @Test(arguments: [233.667, 300, 373])
  func wrappedLabelKeepsTheWidthItWasStoredAt(storedWidth: Double) throws {
    let document = Self.stacked(
      """
      <label opaque="NO" contentMode="left" text="A title long enough to wrap onto two lines" \
      textAlignment="center" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="label">
          <rect key="frame" x="0.0" y="0.0" width="\(storedWidth)" height="74"/>
          <fontDescription key="fontDescription" type="system" weight="medium" pointSize="31"/>
      </label>
      """, alignment: "center", width: 373)
    let frame = try #require(IBFixture.frame("label", in: document))
    #expect(abs(frame.width - storedWidth) < 0.5)
    #expect(frame.height > 70)
  }

  /// A three-line label of a top-aligned stack keeps the width it was stored at, zero too: files/052 stores six such
  /// labels, their text set, 0 pt wide, and UIKit's text measured at that width has no width.
  @Test(arguments: [0.0, 120, 295])
  func wrappedLabelOfATopAlignedStackKeepsItsStoredWidth(storedWidth: Double) throws {
    let document = Self.stacked(
      """
      <label opaque="NO" contentMode="left" numberOfLines="3" translatesAutoresizingMaskIntoConstraints="NO" \
      id="label">
          <rect key="frame" x="0.0" y="0.0" width="\(storedWidth)" height="60"/>
          <constraints>
              <constraint firstAttribute="height" constant="60" id="h"/>
          </constraints>
          <string key="text">Text long enough to wrap onto more than one line of a narrow label</string>
          <fontDescription key="fontDescription" type="system" pointSize="12"/>
      </label>
      """, alignment: "top", width: 295, leading: 40)
    let frame = try #require(IBFixture.frame("label", in: document))
    #expect(frame.width == storedWidth)
    #expect(frame.height == 60)
  }

  /// A label's text may be an attribute or a child `<string key="text">` or `<mutableString key="text">` (a
  /// multi-line label of a public storyboard outside the corpus, written the last way, was laid out empty): all three
  /// measure the same.
  @Test(arguments: ["string", "mutableString"])
  func textWrittenAsAChildElement(element: String) throws {
    let font = "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>"
    let child = IBFixture.storyboard(
      subviews: """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" \
        translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="0.0" y="100" width="100" height="60.5"/>
            <\(element) key="text">Hello there</\(element)>
            \(font)
        </label>
        """,
      constraints: """
        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        """)
    let written = try #require(IBFixture.frame("label", in: child))
    #expect(written.width > 80)
    #expect(written == IBFixture.frame("label", in: Self.label(text: "Hello there", font: font)))
  }

}

/// Text styles are resolved at the content size category the document is loaded at.
@Suite struct LaunchContentSizeTests {
  static func label(font: String, adjusts: Bool) -> IBDocument {
    TextCanvasTests.label(
      text: "Title", font: font, attributes: "adjustsFontForContentSizeCategory=\"\(adjusts ? "YES" : "NO")\"")
  }

  /// UIKit resolves a nib's text-style font when it loads the nib, at the app's current category:
  /// `adjustsFontForContentSizeCategory` only makes the label follow later changes. So an app launched at XXXL
  /// draws body text at 23 pt (line height 23 × 2444/2048 = 27.45, 27.5 on the @2x grid) with or without the flag,
  /// while a fixed-size system font stays at 17 pt (20.29 → 20.5).
  @Test(arguments: [
    ("<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>", false, 27.5),
    ("<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>", true, 27.5),
    ("<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>", false, 20.5),
  ])
  func textStyleAtLaunchCategory(font: String, adjusts: Bool, height: Double) {
    let options = IBLayoutOptions(mode: .runtime, contentSizeCategory: .extraExtraExtraLarge)
    #expect(IBFixture.frame("label", in: Self.label(font: font, adjusts: adjusts), options: options)?.height == height)
    // At the default category every one of them is a 17-pt line.
    #expect(IBFixture.frame("label", in: Self.label(font: font, adjusts: adjusts))?.height == 20.5)
  }

  /// Xcode 12.5 to 13 (toolsVersion 18000–20999) set text styles on the canvas at the extra-small size: body text at
  /// 14 pt, a 16.71-pt line stored 17 tall at @2x (a public Xcode 13 cell, toolsVersion 20037, stores its body
  /// "Label" so), unless the label adjusts to its traits. Earlier and later Xcodes, and run time, use the large size.
  @Test(arguments: [
    ("18122", false, IBLayoutOptions.Mode.designTime, 17.0), ("20037", false, .designTime, 17),
    ("20037", true, .designTime, 20.5), ("20037", false, .runtime, 20.5), ("17701", false, .designTime, 20.5),
    ("21225", false, .designTime, 20.5),
  ])
  func xcode13CanvasSetsTextStylesExtraSmall(
    toolsVersion: String, adjusts: Bool, mode: IBLayoutOptions.Mode, height: Double
  ) {
    let document = TextCanvasTests.label(
      text: "Label", font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#,
      attributes: "adjustsFontForContentSizeCategory=\"\(adjusts ? "YES" : "NO")\"", toolsVersion: toolsVersion)
    #expect(IBFixture.frame("label", in: document, options: IBLayoutOptions(mode: mode))?.height == height)
  }

  /// Interface Builder measures text with the SDK of the Xcode that saved the document: a 19-pt label saved by Xcode
  /// 11 (toolsVersion 16097) is set in SF Text, 46.5 pt wide at @2x, and 46 when saved by Xcode 12 (17701) or laid out
  /// for run time, where today's font mixes in the display design (see `LegacySystemFontMeasurer`).
  @Test(arguments: [
    ("16097", IBLayoutOptions.Mode.designTime, 46.5), ("17701", .designTime, 46), ("16097", .runtime, 46),
  ])
  func textIsMeasuredWithTheSavingSDK(toolsVersion: String, mode: IBLayoutOptions.Mode, width: Double) {
    let font = #"<fontDescription key="fontDescription" type="system" pointSize="19"/>"#
    let document = TextCanvasTests.label(text: "Label", font: font, toolsVersion: toolsVersion)
    #expect(IBFixture.frame("label", in: document, options: IBLayoutOptions(mode: mode))?.width == width)
  }
}
