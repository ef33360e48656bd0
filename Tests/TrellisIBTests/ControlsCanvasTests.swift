import Foundation
import Testing
import Trellis
import TrellisIB

/// Controls whose size depends on the SDK that saved the document.
@Suite struct ControlsCanvasTests {
  /// A storyboard whose root holds a plain configuration button `c` (`configuration` its attributes), pinned only by
  /// its top and leading edges so that it takes its own size. Unless `storedWidth` says otherwise it is stored 0 pt
  /// wide, as if never laid out, so that its title is measured rather than kept at a stored width (see
  /// `configurationButtonKeepsItsStoredWidthOnTheCanvas`).
  static func configurationButton(
    _ configuration: String, device: String = "retina4_7", toolsVersion: String, storedWidth: String = "0.0",
    style: String = "plain", documentExtras: String = ""
  ) -> IBDocument {
    IBFixture.storyboard(
      device: device, toolsVersion: toolsVersion,
      subviews: """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
        contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" \
        translatesAutoresizingMaskIntoConstraints="NO" id="c">
            <rect key="frame" x="0.0" y="100" width="\(storedWidth)" height="44.5"/>
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="\(style)" \(configuration)/>
        </button>
        """,
      constraints: """
        <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        """,
      documentExtras: documentExtras)
  }

  /// `element` at the root's top left, sized by its intrinsic size only.
  static func document(_ element: String, toolsVersion: String) -> IBDocument {
    IBFixture.storyboard(
      toolsVersion: toolsVersion, subviews: element,
      constraints: """
        <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstItem="c" firstAttribute="width" constant="200" id="w"/>
        """)
  }

  /// Segmented controls are 29 pt tall in documents saved before Xcode 11 (iOS 13), 32 since.
  @Test(arguments: [("13771", 29.0), ("22155", 32.0)])
  func segmentedControlHeight(toolsVersion: String, height: Double) {
    let control = """
      <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" \
      contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" \
      translatesAutoresizingMaskIntoConstraints="NO" id="c">
          <rect key="frame" x="0.0" y="100" width="200" height="32"/>
          <segments><segment title="One"/><segment title="Two"/></segments>
      </segmentedControl>
      """
    #expect(IBFixture.frame("c", in: Self.document(control, toolsVersion: toolsVersion))?.height == height)
  }

  /// Interface Builder's placeholder intrinsic size stands in for what any view measures, on the canvas only: a
  /// button with a 219 × 64 placeholder is 64 pt tall at design time (a public Xcode 14 xib outside the corpus stores
  /// two such buttons 64 and 60 pt tall) and its title's height at run time; a switch's placeholder replaces its
  /// 31-pt height.
  @Test func placeholderIntrinsicSizesReplaceAnyViewsMeasurement() {
    let button = """
      <button opaque="NO" contentMode="scaleToFill" placeholderIntrinsicWidth="219" placeholderIntrinsicHeight="64"       contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system"       lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="c">
          <rect key="frame" x="0.0" y="100" width="200" height="64"/>
          <state key="normal" title="Button"/>
      </button>
      """
    let document = Self.document(button, toolsVersion: "21225")
    #expect(IBFixture.frame("c", in: document)?.height == 64)
    #expect(IBFixture.frame("c", in: document, options: IBLayoutOptions(mode: .runtime))?.height == 30)
    let toggle = """
      <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750"       placeholderIntrinsicHeight="40" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES"       translatesAutoresizingMaskIntoConstraints="NO" id="c">
          <rect key="frame" x="0.0" y="100" width="51" height="40"/>
      </switch>
      """
    #expect(IBFixture.frame("c", in: Self.document(toggle, toolsVersion: "21225"))?.height == 40)
  }

  /// A configuration's attributed title sets the title's font: a filled button titled "Update" in 22-pt Helvetica
  /// is the padded 25.3-pt line plus 14, 39.5 at 2× (a public Xcode 14 storyboard outside the corpus stores it so);
  /// in the system font it would be 20.5 + 14.
  @Test func configurationAttributedTitleSetsTheFont() {
    let button = """
      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center"       contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation"       translatesAutoresizingMaskIntoConstraints="NO" id="c">
          <rect key="frame" x="0.0" y="100" width="200" height="39.5"/>
          <state key="normal" title="Button"/>
          <buttonConfiguration key="configuration" style="filled">
              <attributedString key="attributedTitle">
                  <fragment content="Update">
                      <attributes>
                          <font key="NSFont" size="22" name="Helvetica"/>
                          <font key="NSOriginalFont" size="12" name="Helvetica"/>
                      </attributes>
                  </fragment>
              </attributedString>
          </buttonConfiguration>
      </button>
      """
    #expect(IBFixture.frame("c", in: Self.document(button, toolsVersion: "22155"))?.height == 39.5)
  }

  /// A configuration's title is the one shown, over the `<state key="normal" title="Button"/>` Interface Builder keeps
  /// from before the configuration was set; an image-only configuration shows none.
  @Test(arguments: [(#"title="Join""#, "Join" as String?), (#"image="map" catalog="system""#, nil)])
  func configurationTitleIsTheOneShown(configuration: String, text: String?) throws {
    let document = Self.configurationButton(
      configuration, toolsVersion: "21701",
      documentExtras: #"<resources><image name="map" catalog="system" width="128" height="112"/></resources>"#)
    let layout = try #require(document.layout(document.scenes[0]))
    #expect(layout.views.first { $0.id == "c" }?.text == text)
  }

  /// With its image placed above the title, a configuration button is as tall as both and the padding between them
  /// (a public Xcode 14 storyboard outside the corpus, tatina140810/stackView: "Nature" under `leaf`, 4 pt apart).
  @Test func configurationImageAboveTheTitle() throws {
    func height(_ placement: String) throws -> Double {
      let document = Self.configurationButton(
        #"image="leaf" catalog="system" imagePlacement="\#(placement)" title="Nature" imagePadding="4""#,
        toolsVersion: "21701",
        documentExtras: #"<resources><image name="leaf" catalog="system" width="128" height="111"/></resources>"#)
      return try #require(IBFixture.frame("c", in: document)?.height)
    }
    let beside = try height("leading")
    let above = try height("top")
    #expect(above > beside + 4 + 15)
    #expect(try height("bottom") == above)
  }

  /// On the canvas a configuration button keeps the width it was stored at and wraps its title there, as a wrapping
  /// label does (a configuration's title has no line limit), and a symbol above the title takes its 20-pt alignment
  /// height: a public Xcode 14 storyboard outside the corpus (tatina140810/stackView, @3x) stores four plain buttons
  /// of a fill stack 90.333 pt wide each, the two-line "Travel guides" under `map` 78.667 tall (7 + 20 + 4 + 2 ×
  /// 20.287 rounded to the pixel grid + 7). At run time the button is as wide as its title on one line.
  static let storedWidthCases: [(IBLayoutOptions.Mode, Double, Double)] = [
    (.designTime, 271.0 / 3, 236.0 / 3), (.runtime, 0, 175.0 / 3),
  ]

  @Test(arguments: storedWidthCases)
  func configurationButtonKeepsItsStoredWidthOnTheCanvas(mode: IBLayoutOptions.Mode, width: Double, height: Double)
    throws
  {
    let document = Self.configurationButton(
      #"image="map" catalog="system" imagePlacement="top" title="Travel guides" imagePadding="4""#,
      device: "retina6_12", toolsVersion: "21701", storedWidth: "90.333333333333329",
      documentExtras: #"<resources><image name="map" catalog="system" width="128" height="112"/></resources>"#)
    let frame = try #require(IBFixture.frame("c", in: document, options: IBLayoutOptions(mode: mode)))
    if mode == .designTime {
      #expect(abs(frame.width - width) < 0.001)
    } else {
      #expect(frame.width > 100, "one line")
    }
    #expect(abs(frame.height - height) < 0.001)
  }

  /// Search bars are 56 pt tall from iOS 11 whatever their style, 44 before, 51 on the canvases of Xcode 12.5 and
  /// 13, 64 with the iOS 26 SDK.
  @Test(arguments: [("12118", 44.0), ("14490", 56.0), ("19529", 51.0), ("21701", 56.0), ("24765", 64.0)])
  func searchBarHeight(toolsVersion: String, height: Double) {
    let bar = """
      <searchBar contentMode="redraw" searchBarStyle="minimal" translatesAutoresizingMaskIntoConstraints="NO" id="c">
          <rect key="frame" x="0.0" y="100" width="200" height="56"/>
      </searchBar>
      """
    #expect(IBFixture.frame("c", in: Self.document(bar, toolsVersion: toolsVersion))?.height == height)
  }

  /// Date pickers: wheels 216 pt tall; an automatic style (none written) is wheels before the iOS 14 SDK and compact
  /// since, except for the countdown timer. A compact picker has no intrinsic height here, so a weak 50-pt height
  /// constraint (priority 240, below the wheels' hugging) decides it.
  @Test(arguments: [
    ("14490", "", "date", 216.0), ("17156", "", "date", 50), ("23504", "", "dateAndTime", 50),
    ("23504", "", "countDownTimer", 216), ("23504", #"style="wheels""#, "date", 216),
    ("23504", #"style="compact""#, "time", 50),
  ])
  func datePickerHeight(toolsVersion: String, style: String, mode: String, height: Double) {
    let picker = """
      <datePicker contentMode="scaleToFill" datePickerMode="\(mode)" \(style) \
      translatesAutoresizingMaskIntoConstraints="NO" id="c">
          <rect key="frame" x="0.0" y="100" width="200" height="120"/>
          <constraints>
              <constraint firstAttribute="height" constant="50" priority="240" id="h"/>
          </constraints>
      </datePicker>
      """
    #expect(IBFixture.frame("c", in: Self.document(picker, toolsVersion: toolsVersion))?.height == height)
  }

  /// Page controls are drawn with iOS 13's dots (16 pt a page less 9, 37 tall) in documents saved before Xcode 12,
  /// iOS 14's (18 pt a page plus 20, 26 tall) since.
  @Test(arguments: [("14460.31", 39.0, 37.0), ("21701", 74, 26)])
  func pageControlSize(toolsVersion: String, width: Double, height: Double) {
    let document = IBFixture.storyboard(
      toolsVersion: toolsVersion,
      subviews: """
        <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
        contentVerticalAlignment="center" numberOfPages="3" translatesAutoresizingMaskIntoConstraints="NO" id="c">
            <rect key="frame" x="168" y="610" width="39" height="37"/>
        </pageControl>
        """,
      constraints: """
        <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="c" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
        """)
    let frame = IBFixture.frame("c", in: document)
    #expect(frame?.width == width)
    #expect(frame?.height == height)
  }

  /// Progress views are 2 pt tall before Xcode 12 (an Xcode 8.3 storyboard outside the corpus stores two 2 pt tall)
  /// and 4 pt from the iOS 14 SDK, whose progress bars are thicker: public documents with no height constraint on
  /// them store 4 from Xcode 12.5 (ish-app/ish, toolsVersion 17506, iPad), Xcode 14.1 (raivo-otp, 21701, iPhone 11)
  /// and Xcode 26 (videolan/vlc-ios, 24506).
  @Test(arguments: [("11762", 2.0), ("16097", 2.0), ("17506", 4.0), ("21701", 4.0), ("24506", 4.0)])
  func progressViewHeight(toolsVersion: String, height: Double) {
    let document = IBFixture.storyboard(
      toolsVersion: toolsVersion,
      subviews: """
        <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" \
        translatesAutoresizingMaskIntoConstraints="NO" id="c">
            <rect key="frame" x="16" y="100" width="343" height="2"/>
        </progressView>
        """,
      constraints: """
        <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
        <constraint firstAttribute="trailing" secondItem="c" secondAttribute="trailing" constant="16" id="r"/>
        """)
    #expect(IBFixture.frame("c", in: document)?.height == height)
  }

  /// Rounded-rect text fields are 30 pt tall in documents saved before Xcode 11 (iOS 13), 34 since, also with a
  /// 17-pt font (holdout documents, three of them); a 25-pt font makes them 40 (holdout: tentendotz/Clima).
  @Test(arguments: [("14109", 14.0, 30.0), ("22155", 14, 34), ("23094", 17, 34), ("20037", 25, 40)])
  func roundedRectTextFieldHeight(toolsVersion: String, pointSize: Double, height: Double) {
    let field = """
      <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \
      borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="c">
          <rect key="frame" x="0.0" y="100" width="200" height="30"/>
          <fontDescription key="fontDescription" type="system" pointSize="\(pointSize)"/>
      </textField>
      """
    #expect(IBFixture.frame("c", in: Self.document(field, toolsVersion: toolsVersion))?.height == height)
  }

  /// A borderless body-font field is the line height rounded up plus a point (22), a secure one only the rounded-up
  /// line (21): files/055 stores its three password fields 21 pt tall beside 22-pt email and name fields.
  @Test(arguments: [("", 22.0), (#"secureTextEntry="YES""#, 21.0)])
  func borderlessTextFieldHeight(traits: String, height: Double) {
    let field = """
      <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \
      placeholder="Password" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="c">
          <rect key="frame" x="0.0" y="100" width="200" height="21"/>
          <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
          <textInputTraits key="textInputTraits" \(traits)/>
      </textField>
      """
    #expect(IBFixture.frame("c", in: Self.document(field, toolsVersion: "24506"))?.height == height)
  }

  /// A view controller's root view takes 20-pt side margins from 400 pt wide (a 400-pt freeform scene), 16 below.
  @Test(arguments: [(400.0, 20.0), (375.0, 16.0)])
  func rootMarginsByWidth(width: Double, margin: Double) {
    let document = IBFixture.storyboard(
      controllerExtras: """
        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        <size key="freeformSize" width="\(width)" height="400"/>
        """,
      subviews: IBFixture.view("v"),
      constraints: """
        <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
        <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="v" firstAttribute="width" constant="10" id="w"/>
        <constraint firstItem="v" firstAttribute="height" constant="10" id="h"/>
        """)
    #expect(IBFixture.frame("v", in: document)?.minX == margin)
  }

  /// `<resources>` gives an SF Symbol only its proportions (longer side 128), not points: a custom button showing
  /// `mic.fill` (110 × 128) in a 20-pt symbol configuration is about 1.2 × 20 = 24 pt tall (files/041 stores 25;
  /// `speaker.slash.fill` 24, `hand.raised.fill` 24.5), not 128; a wide glyph such as `ellipsis` (128 × 37) takes the
  /// symbol's minimum line height, 22 (files/041: 22). A bundle image's size in `<resources>` is its size in points.
  /// A configuration by font takes the font's size (`SceneBuilder.symbolPointSize`): 12 pt gives 12.5 × 14.5.
  @Test(arguments: [
    ("mic.fill", "110", "128", "system", 20.5, 24.0), ("ellipsis", "128", "37", "system", 24.0, 22.0),
    ("photo", "110", "128", "", 110.0, 128.0), ("mic.fill", "110", "128", "system-font", 12.5, 14.5),
  ])
  func symbolImagesAreSizedByTheirConfiguration(
    name: String, width: String, height: String, catalog: String, expectedWidth: Double, expectedHeight: Double
  ) {
    let configuration =
      catalog == "system-font"
      ? """
      <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font">
          <fontDescription key="fontDescription" type="system" pointSize="12"/>
      </preferredSymbolConfiguration>
      """
      : """
      <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" \
      pointSize="20"/>
      """
    let catalog = catalog == "system-font" ? "system" : catalog
    let button = """
      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
      contentVerticalAlignment="center" lineBreakMode="middleTruncation" \
      translatesAutoresizingMaskIntoConstraints="NO" id="c">
          <rect key="frame" x="0.0" y="100" width="44.5" height="44"/>
          <state key="normal" image="\(name)" \(catalog.isEmpty ? "" : "catalog=\"\(catalog)\"")>
              \(configuration)
          </state>
      </button>
      """
    let catalogAttribute = catalog.isEmpty ? "" : "catalog=\"\(catalog)\""
    let document = IBFixture.storyboard(
      toolsVersion: "24765", subviews: button,
      constraints: """
        <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        """,
      documentExtras: """
        <resources><image name="\(name)" \(catalogAttribute) width="\(width)" height="\(height)"/></resources>
        """)
    #expect(IBFixture.frame("c", in: document)?.size == Size(width: expectedWidth, height: expectedHeight))
  }

  /// A configuration button's title font is its `titleFontDescription`, inside 7-pt insets: the pixel-rounded line
  /// height plus 14 (a public Xcode 14 document: 38-pt system, 59.667 tall at 3×; here 45.35 → 45.5 + 14 at 2×). With
  /// Xcode 13 a text style resolves at the extra-small size (holdout document AutomatticAbout-Swift, toolsVersion
  /// 19455: six Title 1 buttons 44 tall, 25-pt text's 29.8-pt line on the 2× grid plus 14, where Xcode 15 gives 33.5 +
  /// 14); a point size is as given (the 30th SOPT iOS projects at 20037: 14-pt system 31 tall, 20-pt system 38).
  @Test(arguments: [
    ("19455", #"style="UICTFontTextStyleTitle1""#, 44.0), ("22155", #"style="UICTFontTextStyleTitle1""#, 47.5),
    ("21225", #"type="system" pointSize="38""#, 59.5), ("20037", #"type="system" pointSize="14""#, 31),
    ("20037", #"type="system" pointSize="20""#, 38),
  ])
  func configurationButtonTitleFont(toolsVersion: String, font: String, height: Double) {
    let button = """
      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
      contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" \
      translatesAutoresizingMaskIntoConstraints="NO" id="c">
          <rect key="frame" x="0.0" y="100" width="200" height="44.5"/>
          <state key="normal" title="Button"/>
          <buttonConfiguration key="configuration" style="plain" title="Day One">
              <fontDescription key="titleFontDescription" \(font)/>
          </buttonConfiguration>
      </button>
      """
    #expect(IBFixture.frame("c", in: Self.document(button, toolsVersion: toolsVersion))?.height == height)
  }

  /// With the iOS 15 SDK (Xcode 13) a configuration title in the default font is set in the 14-pt system font inside
  /// the 7-pt insets (public storyboards at toolsVersion 19162 and 20037, @2x: "Switch Image Direction" 173 × 31,
  /// "Save" 55.5 × 31); from Xcode 14 it is body text (17 pt), the pixel-rounded line plus 14.
  @Test(arguments: [
    ("20037", "Switch Image Direction", Size(width: 173, height: 31)), ("20037", "Save", Size(width: 55.5, height: 31)),
    ("22155", "Save", Size(width: 61, height: 34.5)),
  ])
  func configurationButtonDefaultFont(toolsVersion: String, title: String, size: Size) {
    let document = Self.configurationButton("title=\"\(title)\"", toolsVersion: toolsVersion)
    #expect(IBFixture.frame("c", in: document)?.size == size)
  }

  /// The 14-pt default of Xcode 13 is every style's, on @3x iPhones too: it is the body style at the extra-small size
  /// (public storyboards at toolsVersion 20037: ogullcankara/NavigationAndTabBarController's tinted "Item 1" 62.5 ×
  /// 31, KangYunSeo's tinted and filled buttons 31 tall; plain "SEND DATA" 31 tall on the 5.8" iPhone). One document
  /// disagrees (vilarneto/autolayout-demo-2022, @3x: a filled "Login" in the 17-pt body font, 34.333 tall).
  @Test(arguments: [("filled", "retina4_7"), ("tinted", "retina4_7"), ("plain", "retina5_9"), ("filled", "retina5_9")])
  func xcode13DefaultTitleFontForEveryStyle(style: String, device: String) {
    let document = Self.configurationButton(#"title="Item 1""#, device: device, toolsVersion: "20037", style: style)
    #expect(IBFixture.frame("c", in: document)?.size.height == 31)
    let later = Self.configurationButton(#"title="Item 1""#, device: device, toolsVersion: "22155", style: style)
    let height = IBFixture.frame("c", in: later)?.size.height ?? 0
    #expect(abs(height - (device == "retina4_7" ? 34.5 : 34 + 1 / 3)) < 0.001)
  }

  /// An image-only configuration button keeps the 7-pt insets with the iOS 15 SDK too (a public Xcode 13 storyboard,
  /// toolsVersion 19529: an 18 × 20 image in a 42 × 34 plain button), as with later SDKs.
  @Test(arguments: ["19529", "22155"])
  func imageOnlyConfigurationButton(toolsVersion: String) {
    let document = Self.configurationButton(
      #"image="Konum""#, toolsVersion: toolsVersion,
      documentExtras: #"<resources><image name="Konum" width="18" height="20"/></resources>"#)
    #expect(IBFixture.frame("c", in: document)?.size == Size(width: 42, height: 34))
  }

  /// Info, detail-disclosure and contact-add buttons are as large as their 22 × 22 glyph, with neither the 12 pt of
  /// vertical padding nor the 30-pt minimum width of system buttons (holdout document Pingy, Xcode 7: an `infoLight`
  /// button pinned by its trailing and bottom edges stored 22 × 22; LayoutKit's measured `ButtonLayout`).
  @Test(arguments: ["infoLight", "infoDark", "detailDisclosure", "contactAdd"])
  func glyphButtonsAreTheirGlyphsSize(type: String) {
    let button = """
      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
      contentVerticalAlignment="center" buttonType="\(type)" lineBreakMode="middleTruncation" \
      translatesAutoresizingMaskIntoConstraints="NO" id="c">
          <rect key="frame" x="0.0" y="100" width="22" height="22"/>
          <fontDescription key="fontDescription" name="Helvetica-Bold" family="Helvetica" pointSize="15"/>
      </button>
      """
    let document = IBFixture.storyboard(
      toolsVersion: "8191", subviews: button,
      constraints: """
        <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        """)
    #expect(IBFixture.frame("c", in: document)?.size == Size(width: 22, height: 22))
  }

  /// A symbol image view takes its image's alignment insets: the alignment rectangle is 20 pt tall at the default
  /// configuration whatever the glyph, and the frame reaches past it by the difference. Sized by constraints, the
  /// frame is shorter than they give (`info.circle`, about 19.5 pt tall here, in a 24 × 24 box: 23.5 tall at y + 0.5;
  /// public storyboards store 23 at y + 0.5); sized by its image, a row of two symbols is 20 pt tall though the
  /// glyphs are shorter (a public Xcode 13 cell: `message` and `heart` stored 19.5 and 17.5 tall in a 20-pt stack).
  @Test func symbolImageViewsAlignOnTheirLine() throws {
    let image = { (id: String, name: String, constraints: String) in
      """
      <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" \
      horizontalHuggingPriority="251" verticalHuggingPriority="251" image="\(name)" catalog="system" \
      translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
          <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
          <constraints>\(constraints)</constraints>
      </imageView>
      """
    }
    let document = IBFixture.storyboard(
      subviews: """
        \(image("boxed", "info.circle", """
          <constraint firstAttribute="width" constant="24" id="w"/>
          <constraint firstAttribute="height" constant="24" id="h"/>
          """))
        <stackView opaque="NO" contentMode="scaleToFill" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" \
        id="row">
            <rect key="frame" x="16" y="200" width="47.5" height="20"/>
            <subviews>\(image("wide", "heart", ""))</subviews>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="boxed" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="boxed" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" \
        id="l"/>
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="t2"/>
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" \
        id="l2"/>
        """,
      documentExtras: """
        <resources>
            <image name="info.circle" catalog="system" width="128" height="121"/>
            <image name="heart" catalog="system" width="128" height="109"/>
        </resources>
        """)
    // info.circle: 128 × 121 at 20.4 pt on its longer side, 19.5 tall on the half-point grid: 0.5 pt short of the
    // line, taken above.
    #expect(IBFixture.frame("boxed", in: document) == Rect(x: 16, y: 100.5, width: 24, height: 23.5))
    // heart: 17.4 tall, raised to the symbol's 18.5-pt minimum (see `symbolImageSize`); the line is 20.
    #expect(IBFixture.frame("row", in: document)?.height == 20)
    #expect(IBFixture.frame("wide", in: document) == Rect(x: 0, y: 1, width: 20.5, height: 18.5))
  }

}
