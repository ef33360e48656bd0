import Foundation
import Testing
import Trellis
import TrellisIB

/// Tables as Interface Builder's canvas lays them out: row insets, cell content margins, row heights, and section
/// header and footer heights, each against a small document written for the test.
@Suite struct TableCanvasTests {
  /// A static table of one section holding `cells`.
  static func staticTable(
    style: String = "insetGrouped", width: Double = 375, device: String? = nil, toolsVersion: String = "22155",
    plugInVersion: String? = nil, separatorStyle: String = "default",
    rowHeight: String = "44", cells: String
  ) -> IBDocument {
    let devices = [375.0: "retina4_7", 393: "retina6_12", 414: "retina5_5"]
    return IBFixture.tableController(
      device: device ?? devices[width] ?? "retina4_7", width: width, toolsVersion: toolsVersion,
      plugInVersion: plugInVersion, style: style, separatorStyle: separatorStyle,
      tableAttributes:
        "dataMode=\"static\" rowHeight=\"\(rowHeight)\" sectionHeaderHeight=\"18\" sectionFooterHeight=\"18\"",
      body: "<sections><tableViewSection id=\"s1\"><cells>\(cells)</cells></tableViewSection></sections>")
  }

  /// Inset-grouped rows are inset by the table's standard margin: 16 pt in a 375-pt table, 20 in a 414-pt one.
  @Test(arguments: [(375.0, 16.0), (414.0, 20.0)])
  func insetGroupedRowsTakeTheStandardInset(width: Double, inset: Double) {
    let document = Self.staticTable(width: width, cells: IBFixture.cell("c"))
    #expect(IBFixture.frame("c", in: document) == Rect(x: inset, y: 18, width: width - 2 * inset, height: 44))
    #expect(IBFixture.frame("c-content", in: document) == Rect(x: 0, y: 0, width: width - 2 * inset, height: 44))
  }

  /// Cell content has the table's side margins (16 pt at 375, 20 wider) and 11 pt above (15 with the iOS 26 SDK).
  /// Before the iOS 11 SDK (Xcode 9) a cell kept a view's 8-pt margins, or took the table's 15 pt at the sides when
  /// the cell and its content view both preserve their superview's margins (public Xcode 7 and 8 storyboards: see
  /// `SceneBuilder.giveStandardMargins`; no document there measures the top margin, taken as a view's default 8).
  @Test(arguments: [
    (375.0, "22155", true, 16.0, 11.0), (393.0, "22155", true, 20.0, 11.0), (414.0, "22155", true, 20.0, 11.0),
    (375.0, "24506", true, 16.0, 15.0), (375.0, "22155", false, 16.0, 11.0), (414.0, "11762", true, 15.0, 8.0),
    (375.0, "12121", false, 8.0, 8.0), (414.0, "11762", false, 8.0, 8.0),
  ])
  func cellContentHasTheTableMargins(
    width: Double, toolsVersion: String, preserves: Bool, margin: Double, top: Double
  ) {
    let document = Self.staticTable(
      style: "plain", width: width, toolsVersion: toolsVersion,
      cells: IBFixture.cell(
        "c", preservesMargins: preserves, subviews: IBFixture.view("v"),
        constraints: """
          <constraint firstItem="v" firstAttribute="leading" secondItem="c-content" secondAttribute="leadingMargin" id="l"/>
          <constraint firstAttribute="trailingMargin" secondItem="v" secondAttribute="trailing" id="r"/>
          <constraint firstItem="v" firstAttribute="top" secondItem="c-content" secondAttribute="topMargin" id="t"/>
          <constraint firstItem="v" firstAttribute="height" constant="10" id="h"/>
          """))
    #expect(IBFixture.frame("v", in: document) == Rect(x: margin, y: top, width: width - 2 * margin, height: 10))
  }

  /// Beside an accessory the content view's trailing margin is the 8-pt standard spacing, not the table's margin
  /// (holdout 28: eu-digital-green-certificates' `Licenses`, toolsVersion 19455 on a 414-pt iPhone, stores labels
  /// pinned to the trailing margin of 384.5-pt content views 356.5 wide from x = 20; see
  /// `SceneBuilder.giveStandardMargins`). The leading margin stays the table's.
  @Test(arguments: [("disclosureIndicator", 8.0), ("none", 20.0)])
  func accessoryTakesTheContentViewsTrailingMargin(accessory: String, trailing: Double) throws {
    let document = Self.staticTable(
      style: "plain", width: 414, device: "retina6_1", toolsVersion: "19455",
      cells: IBFixture.cell(
        "c", attributes: "accessoryType=\"\(accessory)\"", subviews: IBFixture.view("v"),
        constraints: """
          <constraint firstItem="v" firstAttribute="leading" secondItem="c-content" secondAttribute="leadingMargin" id="l"/>
          <constraint firstAttribute="trailingMargin" secondItem="v" secondAttribute="trailing" id="r"/>
          <constraint firstItem="v" firstAttribute="top" secondItem="c-content" secondAttribute="topMargin" id="t"/>
          <constraint firstItem="v" firstAttribute="height" constant="10" id="h"/>
          """))
    let content = try #require(IBFixture.frame("c-content", in: document))
    let view = try #require(IBFixture.frame("v", in: document))
    #expect(view.minX == 20)
    #expect(view.maxX == content.width - trailing)
    if accessory != "none" { #expect(content.width == 384.5) }
  }

  /// A self-sizing row whose content does not determine its height (a view centred, nothing pinned to top and
  /// bottom) gets the default row height: a content view one pixel short of 44 pt (43.5 at @2x), plus the separator
  /// in documents older than Xcode 10.2 (44 in all; Xcode 11 and 12 store such rows 43.5 tall, as the public
  /// storyboards at toolsVersion 16097, 17154 and 17506 do); 51 pt with the iOS 26 SDK (toolsVersion 24xxx). The
  /// placeholder toolsVersion 32700.99.1234 takes its era from the Cocoa Touch plug-in's version.
  @Test(arguments: [
    ("22155", nil, 43.5), ("14460", nil, 44), ("17506", nil, 43.5), ("24506", nil, 51.0),
    ("32700.99.1234", "22685", 43.5),
  ])
  func underConstrainedSelfSizingRows(toolsVersion: String, plugIn: String?, height: Double) throws {
    let document = Self.staticTable(
      toolsVersion: toolsVersion, plugInVersion: plugIn, rowHeight: "-1",
      cells: IBFixture.cell(
        "c", subviews: IBFixture.view("v"),
        constraints: """
          <constraint firstItem="v" firstAttribute="centerY" secondItem="c-content" secondAttribute="centerY" id="y"/>
          <constraint firstItem="v" firstAttribute="leading" secondItem="c-content" secondAttribute="leading" id="l"/>
          <constraint firstItem="v" firstAttribute="height" constant="22" id="h"/>
          <constraint firstItem="v" firstAttribute="width" constant="22" id="w"/>
          """))
    #expect(IBFixture.frame("c", in: document)?.height == height)
    let content = try #require(IBFixture.frame("c-content", in: document))
    let view = try #require(IBFixture.frame("v", in: document))
    #expect(abs(view.minY - (content.height - 22) / 2) <= 0.25, "centred, on the pixel grid")
  }

  /// An empty self-sizing row of a plain table without separators is a whole 44 pt (public storyboards: prototype
  /// rows at toolsVersion 16096 and 17701; static rows of an Xcode 10 document, nguyenletandai/staticTableViewDemo
  /// at 14313.18, stored at y = 168, 212 and 256), where one with separators is a pixel short (43.5 at @2x); a
  /// grouped table's static rows keep the pixel without separators too (siebeprojects/checkout-ios, 16097: 43.5).
  @Test(arguments: [
    ("none", "prototypes", "plain", "17701", 44.0), ("default", "prototypes", "plain", "17701", 43.5),
    ("none", "static", "plain", "17701", 44), ("none", "static", "plain", "14313.18", 44),
    ("none", "static", "grouped", "16097", 43.5),
  ])
  func emptySelfSizingRowsWithoutSeparators(
    separatorStyle: String, dataMode: String, style: String, toolsVersion: String, height: Double
  ) {
    let document = Self.plainSelfSizingTable(
      toolsVersion: toolsVersion, style: style, separatorStyle: separatorStyle, isStatic: dataMode == "static",
      cell: IBFixture.cell("c"))
    #expect(IBFixture.frame("c", in: document)?.height == height)
    if separatorStyle == "none" { #expect(IBFixture.frame("c-content", in: document)?.height == height) }
  }

  /// A self-sizing static row is never shorter than the default row height, its content stretched to fill it,
  /// while a prototype row keeps its content's fitting height (public storyboards outside the corpus: static rows
  /// of Xcode 11.5 and 12.5 documents, toolsVersion 16096 and 18122, whose content fits in 42.5 and 30 pt are
  /// stored 43.5 tall with a slider pinned top and bottom stretched to them; prototype rows of 16096 and 17156
  /// documents are stored 43 and 30.5 tall). No corpus document has a static self-sizing row whose content fits in
  /// less than the default.
  @Test(arguments: [(true, 43.5), (false, 22.0)])
  func selfSizingStaticRowsKeepTheDefaultHeight(isStatic: Bool, height: Double) {
    let document = Self.selfSizingRow(
      isStatic: isStatic, toolsVersion: "18122",
      height: """
        <constraint firstItem="v" firstAttribute="height" constant="22" priority="250" id="h"/>
        <constraint firstItem="v" firstAttribute="height" relation="greaterThanOrEqual" constant="22" id="m"/>
        """)
    #expect(IBFixture.frame("c", in: document)?.height == height)
    #expect(IBFixture.frame("v", in: document) == Rect(x: 0, y: 0, width: 22, height: height))
  }

  /// Before Xcode 13 a self-sizing static row is the default row height even when its content needs more, the
  /// content squeezed into it (a public storyboard outside the corpus, AndreasVerhoeven/BalloonView, toolsVersion
  /// 18122: a static row holding a segmented control inside 8-pt stack margins, 48 pt of content, is stored 43.5
  /// tall with the control 28.5); Xcode 13 grows it to fit (mishamorochko/SignUp, 19529: rows of 48-pt text fields
  /// 48.5 tall), as Xcode 15 does (files/019, toolsVersion 23504: static rows 43.667 tall at @3x).
  @Test(arguments: [("18122", 43.5), ("19529", 60.0), ("23504", 60.0)])
  func tallStaticRowContent(toolsVersion: String, height: Double) {
    let document = Self.selfSizingRow(
      isStatic: true, toolsVersion: toolsVersion,
      height: #"<constraint firstItem="v" firstAttribute="height" constant="60" priority="750" id="h"/>"#)
    #expect(IBFixture.frame("c", in: document)?.height == height)
  }

  /// The canvas's version rules are design time only: at run time UIKit fits every self-sizing row to its content
  /// (`UITableView.automaticDimension`), static or prototype, whichever Xcode saved the document — a row holding
  /// 60 pt of content is 60 pt (and the separator's pixel with the SDKs before Xcode 10.2, see `separatorHeight`)
  /// where the Xcode 10 and Xcode 12.5 canvases keep 44 and 43.5 (a public Xcode 11.5 storyboard, emuench/hof-university's
  /// `HomiumForIOS`, pins a caption label 16 pt from the top and bottom of static self-sizing rows that its canvas
  /// keeps at 43.667, squeezing the label to 11.667 pt).
  @Test(arguments: [
    ("14490", true, 60.5, 44.0), ("14490", false, 60.5, 44), ("18122", true, 60, 43.5), ("23504", true, 60, 60),
  ])
  func runtimeFitsSelfSizingRows(toolsVersion: String, isStatic: Bool, row: Double, canvasRow: Double) {
    let document = Self.selfSizingRow(
      isStatic: isStatic, toolsVersion: toolsVersion,
      height: #"<constraint firstItem="v" firstAttribute="height" constant="60" priority="750" id="h"/>"#)
    let runtime = IBLayoutOptions(mode: .runtime)
    #expect(IBFixture.frame("c", in: document, options: runtime)?.height == row)
    #expect(IBFixture.frame("v", in: document, options: runtime)?.height == 60)
    #expect(IBFixture.frame("c", in: document)?.height == canvasRow)
  }

  /// A grouped self-sizing table (static or of prototypes) with one row `c` holding a view `v` 22 pt wide, pinned
  /// to the content's top, bottom and leading edges, whose `height` constraints are given.
  static func selfSizingRow(isStatic: Bool, toolsVersion: String, height: String) -> IBDocument {
    let cell = IBFixture.cell(
      "c", subviews: IBFixture.view("v"),
      constraints: """
        <constraint firstItem="v" firstAttribute="top" secondItem="c-content" secondAttribute="top" id="t"/>
        <constraint firstAttribute="bottom" secondItem="v" secondAttribute="bottom" id="b"/>
        <constraint firstItem="v" firstAttribute="leading" secondItem="c-content" secondAttribute="leading" id="l"/>
        <constraint firstItem="v" firstAttribute="width" constant="22" id="w"/>
        \(height)
        """)
    let body =
      isStatic
      ? "<sections><tableViewSection id=\"s1\"><cells>\(cell)</cells></tableViewSection></sections>"
      : "<prototypes>\(cell)</prototypes>"
    return IBFixture.tableController(
      toolsVersion: toolsVersion, style: "grouped",
      tableAttributes: "dataMode=\"\(isStatic ? "static" : "prototypes")\" rowHeight=\"-1\" estimatedRowHeight=\"-1\" "
        + "sectionHeaderHeight=\"18\" sectionFooterHeight=\"18\"",
      body: body)
  }

  /// A self-sizing table, plain unless `style` says otherwise (28-pt section header and footer), whose one row is
  /// `cell`, a prototype or static.
  static func plainSelfSizingTable(
    toolsVersion: String, style: String = "plain", separatorStyle: String = "default", isStatic: Bool = false,
    cell: String
  ) -> IBDocument {
    IBFixture.tableController(
      toolsVersion: toolsVersion, style: style, separatorStyle: separatorStyle,
      tableAttributes: "dataMode=\"\(isStatic ? "static" : "prototypes")\" rowHeight=\"-1\" estimatedRowHeight=\"-1\" "
        + "sectionHeaderHeight=\"28\" sectionFooterHeight=\"28\"",
      body: isStatic
        ? "<sections><tableViewSection id=\"s1\"><cells>\(cell)</cells></tableViewSection></sections>"
        : "<prototypes>\(cell)</prototypes>")
  }

  /// Xcode 10 and earlier keep self-sizing rows at the default height on the canvas, squeezing their content
  /// (public storyboards outside the corpus, toolsVersion 14295 to 14490: three prototype rows stored 44 tall, one
  /// whose label and stack need 56); later Xcodes size a prototype row to its content.
  @Test(arguments: [("14490", 44.0, 23.5), ("17156", 56, 36)])
  func selfSizingRowsBeforeXcode11KeepTheDefaultHeight(toolsVersion: String, height: Double, squeezed: Double) {
    let cell = IBFixture.cell(
      "c", subviews: IBFixture.view("v"),
      constraints: """
        <constraint firstItem="v" firstAttribute="top" secondItem="c-content" secondAttribute="top" constant="20" id="t"/>
        <constraint firstAttribute="bottom" secondItem="v" secondAttribute="bottom" id="b"/>
        <constraint firstItem="v" firstAttribute="leading" secondItem="c-content" secondAttribute="leading" id="l"/>
        <constraint firstItem="v" firstAttribute="width" constant="22" id="w"/>
        <constraint firstItem="v" firstAttribute="height" constant="36" priority="750" id="h"/>
        """)
    let document = Self.plainSelfSizingTable(toolsVersion: toolsVersion, cell: cell)
    #expect(IBFixture.frame("c", in: document)?.height == height)
    #expect(IBFixture.frame("v", in: document)?.height == squeezed)
  }

  /// Xcode 11 to 13 size a self-sizing row of the built-in subtitle style to its two labels: 10 pt above, 1 pt
  /// between, 10 below, less the separator's pixel (public storyboards at toolsVersion 15505, 16096 and 19529: 17-
  /// and 12-pt labels, 20.5 and 14.5 tall, in 55.5-pt rows). Other styles, and Xcode 14.3 (22505: subtitle rows
  /// stored 43.667 at @3x), keep the default row. The row is never shorter than the default: a title font of size 0
  /// counts for nothing and leaves the labels 34.5 pt, and the row is stored 43.5 (gichukipaul/UISplitView-Demo,
  /// 19529).
  @Test(arguments: [
    ("IBUITableViewCellStyleSubtitle", "19529", 17, 55.5), ("IBUITableViewCellStyleSubtitle", "15505", 17, 55.5),
    ("IBUITableViewCellStyleSubtitle", "22505", 17, 43.5), ("IBUITableViewCellStyleValue1", "19529", 17, 43.5),
    ("IBUITableViewCellStyleSubtitle", "19529", 0, 43.5),
  ])
  func selfSizingSubtitleRowsFitTheirLabels(style: String, toolsVersion: String, titleSize: Int, height: Double) throws
  {
    func label(_ id: String, _ text: String, y: Double, size: Int) -> String {
      """
      <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="\(text)" id="\(id)">
          <rect key="frame" x="16" y="\(y)" width="40" height="20"/>
          <autoresizingMask key="autoresizingMask"/>
          <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
      </label>
      """
    }
    let cell = IBFixture.cell(
      "c", attributes: #"textLabel="t" detailTextLabel="d" style="\#(style)""#,
      subviews: label("t", "Title", y: 10, size: titleSize) + label("d", "Subtitle", y: 31.5, size: 12))
    let document = Self.plainSelfSizingTable(toolsVersion: toolsVersion, cell: cell)
    #expect(IBFixture.frame("c", in: document)?.height == height)
    #expect(IBFixture.frame("c-content", in: document)?.height == height)
    #expect(IBFixture.frame("d", in: document)?.minY == 31.5, "the labels keep their stored frames")
  }

  /// A table footer view follows the prototype rows' section footer: the footer height in grouped tables, none in
  /// plain ones before Xcode 13, then one whatever the footer height: 22.5 pt, then 28 since Xcode 14 (public
  /// storyboards outside the corpus: WenchaoD/FSCalendar, Xcode 9, grouped with 10-pt footers; Xcode 9 and 10 plain
  /// tables with 28-pt footer heights; a 19162 plain table with an automatic one and a 19529 one (BeKNbz/Lets-log)
  /// with a 28-pt one, both 22.5 pt; a 23727 plain table whose toolbar footer is 28 pt below its row).
  @Test(arguments: [
    ("grouped", "11762", "10", 10.0), ("plain", "11762", "28", 0), ("plain", "19162", "-1", 22.5),
    ("plain", "19529", "28", 22.5), ("plain", "23727", "-1", 28),
  ])
  func tableFooterViewFollowsTheSectionFooter(style: String, toolsVersion: String, footer: String, gap: Double) {
    let header = style == "grouped" ? footer : (footer == "-1" ? "-1" : "28")
    let document = IBFixture.tableController(
      device: "retina4_7", toolsVersion: toolsVersion, style: style,
      tableAttributes: "dataMode=\"prototypes\" rowHeight=\"44\" sectionHeaderHeight=\"\(header)\" "
        + "sectionFooterHeight=\"\(footer)\"",
      body: """
        <view key="tableFooterView" contentMode="scaleToFill" id="footer">
            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </view>
        <prototypes>\(IBFixture.cell("c"))</prototypes>
        """)
    let row = IBFixture.frame("c", in: document)
    #expect(row?.height == 44)
    #expect(IBFixture.frame("footer", in: document)?.minY == (row?.maxY ?? 0) + gap)
  }

  /// Before Xcode 13 a row's content view is a pixel short of the row, for the separator, unless the table shows
  /// none: then it is as tall as the row (corpus: the 9 rows of the separator-less tables of files/052, 053 and 054;
  /// files/052's 130-pt rows hold 130 pt of required content, which a 129.5-pt content view could not).
  @Test(arguments: [("none", 130.0), ("default", 129.5)])
  func rowsWithoutSeparatorsGiveTheirContentTheWholeRow(separatorStyle: String, contentHeight: Double) {
    let document = IBFixture.tableController(
      toolsVersion: "13771", separatorStyle: separatorStyle,
      tableAttributes: "dataMode=\"static\" rowHeight=\"44\" sectionHeaderHeight=\"28\" sectionFooterHeight=\"28\"",
      body: """
        <sections><tableViewSection id="s1"><cells>
        \(IBFixture.cell("c", attributes: #"rowHeight="130""#))
        </cells></tableViewSection></sections>
        """)
    #expect(IBFixture.frame("c", in: document) == Rect(x: 0, y: 0, width: 375, height: 130))
    #expect(IBFixture.frame("c-content", in: document) == Rect(x: 0, y: 0, width: 375, height: contentHeight))
  }

  /// The placeholder toolsVersion stands for the plug-in's build; other versions are read as written.
  @Test func placeholderToolsVersionTakesThePlugInBuild() {
    #expect(Self.staticTable(toolsVersion: "32700.99.1234", plugInVersion: "22685", cells: "").toolsVersion == 22685)
    #expect(Self.staticTable(toolsVersion: "32700.99.1234", cells: "").toolsVersion == 32700)
    #expect(Self.staticTable(toolsVersion: "24506", plugInVersion: "24504", cells: "").toolsVersion == 24506)
  }

  /// Grouped tables: a titled header is 55.5 pt over the first section and 45.5 over later ones after a section of
  /// several rows (on the pixel grid: 55.333 and 45.333 at @3x; files/082 and 019); an untitled footer is the table's
  /// footer height, or 22 pt when its title is empty.
  @Test(arguments: [("retina4_7", 55.5, 45.5), ("retina6_12", 55 + 1 / 3.0, 45 + 1 / 3.0)])
  func groupedSectionTitles(device: String, first: Double, later: Double) throws {
    let document = IBFixture.tableController(
      device: device, style: "grouped",
      tableAttributes: "dataMode=\"static\" rowHeight=\"44\" sectionHeaderHeight=\"18\" sectionFooterHeight=\"18\"",
      body: """
        <sections>
            <tableViewSection headerTitle="A" id="s1"><cells>\(IBFixture.cell("a"))\(IBFixture.cell("a2"))</cells></tableViewSection>
            <tableViewSection headerTitle="B" footerTitle="" id="s2"><cells>\(IBFixture.cell("b"))</cells></tableViewSection>
            <tableViewSection headerTitle="C" id="s3"><cells>\(IBFixture.cell("c"))</cells></tableViewSection>
        </sections>
        """)
    let a = try #require(IBFixture.frame("a", in: document))
    let a2 = try #require(IBFixture.frame("a2", in: document))
    let b = try #require(IBFixture.frame("b", in: document))
    let c = try #require(IBFixture.frame("c", in: document))
    #expect(abs(a.minY - first) < 1e-9)
    #expect(abs(b.minY - (a2.maxY + 18 + later)) < 1e-9)
    #expect(abs(c.minY - (b.maxY + 22 + later)) < 1e-9)
  }

  /// toolsVersion, device, first row under the first titled header, row end to the next titled row.
  static let loneRowHeaders: [(String, String, Double, Double)] = [
    ("17701", "retina4_7", 55.5, 56.0), ("21701", "retina6_12", 55 + 1 / 3.0, 56.0),
    ("18122", "retina4_7", 49.5, 50.0), ("20037", "retina6_12", 49.0, 49 + 2 / 3.0),
  ]

  /// After a section of one row and no footer title the next titled header is 38 pt (18 + 38 from row to row), and
  /// Xcode 13 (toolsVersion 18000 up to 21000) sets titled headers 16 pt plus the title's footnote line: first rows
  /// at 49.5 (@2x) and 49 (@3x), later ones 18 + 31.667 after a lone row (@3x). Public EmojiDictionary storyboards
  /// (Xcode 12.5 at @2x, 14.2 at @3x: 55.5 or 55.333, then 56), a MyLocations one (Xcode 13 beta, @2x: 49.5), and
  /// an EmojiDictionary one and anyashura/PhotosApp's settings (Xcode 13.3, @3x: 49, then 49.667).
  @Test(arguments: loneRowHeaders)
  func titledHeaderAfterALoneRow(toolsVersion: String, device: String, first: Double, gap: Double) throws {
    let document = IBFixture.tableController(
      device: device, toolsVersion: toolsVersion, style: "grouped",
      tableAttributes: "dataMode=\"static\" rowHeight=\"44\" sectionHeaderHeight=\"18\" sectionFooterHeight=\"18\"",
      body: """
        <sections>
            <tableViewSection headerTitle="Symbol" id="s1"><cells>\(IBFixture.cell("a"))</cells></tableViewSection>
            <tableViewSection headerTitle="Name" id="s2"><cells>\(IBFixture.cell("b"))</cells></tableViewSection>
        </sections>
        """)
    let a = try #require(IBFixture.frame("a", in: document))
    let b = try #require(IBFixture.frame("b", in: document))
    #expect(abs(a.minY - first) < 1e-9)
    #expect(abs(b.minY - (a.maxY + gap)) < 1e-9)
  }

  /// Xcode 13's titled headers are as tall after a section of several rows as after a lone row: a public 18122
  /// storyboard (AndreasVerhoeven/BalloonView, inset-grouped, @2x) starts every titled section's first row 50 pt
  /// after the rows before it, after a two-row section too; Xcode 10.2 and 15 add 7.5 pt there (files/082, 019).
  @Test(arguments: [("inset-grouped", "18122", 50.0), ("grouped", "18122", 50.0), ("grouped", "22155", 63.5)])
  func titledHeaderAfterSeveralRows(style: String, toolsVersion: String, gap: Double) throws {
    let document = IBFixture.tableController(
      device: "retina4_7", toolsVersion: toolsVersion, style: style == "inset-grouped" ? "insetGrouped" : style,
      tableAttributes: "dataMode=\"static\" rowHeight=\"44\" sectionHeaderHeight=\"18\" sectionFooterHeight=\"18\"",
      body: """
        <sections>
            <tableViewSection headerTitle="Size" id="s1"><cells>\(IBFixture.cell("a"))\(IBFixture.cell("a2"))</cells></tableViewSection>
            <tableViewSection headerTitle="Smoothing" id="s2"><cells>\(IBFixture.cell("b"))</cells></tableViewSection>
        </sections>
        """)
    let a2 = try #require(IBFixture.frame("a2", in: document))
    let b = try #require(IBFixture.frame("b", in: document))
    #expect(abs(b.minY - (a2.maxY + gap)) < 1e-9)
  }

  /// Footer titles and the footers they make in a 414-pt inset-grouped table at @3x: two lines, one line.
  static let titledFooters: [(title: String, footer: Double)] = [
    ("Data and/or tabs will be cleared upon restart of the app.", 116 / 3),
    ("Short.", 62 / 3),
  ]

  /// A titled footer in a grouped table is as tall as its title, in footnote text wrapped at the rows' content width
  /// (the row less the standard margin each side), on the pixel grid, plus 5 pt. Corpus: files/019's 414-pt
  /// inset-grouped table at @3x, whose 337.7-pt title wraps at 334 pt to two lines and makes a 38.667-pt footer.
  @Test(arguments: titledFooters)
  func titledFooterFollowsItsWrappedTitle(title: String, footer: Double) throws {
    let document = IBFixture.tableController(
      device: "retina6_5", width: 414, height: 896, toolsVersion: "23504", style: "insetGrouped",
      tableAttributes: "dataMode=\"static\" rowHeight=\"44\" sectionHeaderHeight=\"18\" sectionFooterHeight=\"18\"",
      body: """
        <sections>
            <tableViewSection footerTitle="\(title)" id="s1"><cells>\(IBFixture.cell("a"))</cells></tableViewSection>
            <tableViewSection headerTitle="B" id="s2"><cells>\(IBFixture.cell("b"))</cells></tableViewSection>
        </sections>
        """)
    let a = try #require(IBFixture.frame("a", in: document))
    let b = try #require(IBFixture.frame("b", in: document))
    #expect(abs(a.minY - 18) < 1e-9)
    #expect(abs(b.minY - (a.maxY + footer + 45 + 1 / 3.0)) < 1e-9)
  }

  /// Before Xcode 11 a grouped table with the default 18-pt header height opens with 35 pt above an untitled first
  /// section (files/079, Xcode 10.1); an explicit height is kept, inset-grouped tables start at the header height,
  /// and from Xcode 11 grouped tables do too (public storyboards saved by Xcode 11.4 and Xcode 14 start at 18).
  @Test(arguments: [
    ("14460", "grouped", "18", 35.0), ("14460", "grouped", "10", 10.0), ("22155", "insetGrouped", "18", 18.0),
    ("16097", "grouped", "18", 18.0), ("21225", "grouped", "18", 18.0),
  ])
  func firstUntitledSectionOfGroupedTables(toolsVersion: String, style: String, header: String, y: Double) {
    let document = IBFixture.tableController(
      toolsVersion: toolsVersion, style: style,
      tableAttributes:
        "dataMode=\"static\" rowHeight=\"44\" sectionHeaderHeight=\"\(header)\" sectionFooterHeight=\"\(header)\"",
      body: "<sections><tableViewSection id=\"s1\"><cells>\(IBFixture.cell("a"))</cells></tableViewSection></sections>")
    #expect(IBFixture.frame("a", in: document)?.minY == y)
  }

  /// From Xcode 11 a plain static table reserves its header height above an untitled section, but never less than
  /// iOS 13's 28-pt plain header (public storyboards outside the corpus: rows at 28 under 28-pt header heights at
  /// toolsVersion 16096 and 17506, and at 28 under the 22 pt an older Xcode wrote, Yalantis/Persei at 16096); before
  /// Xcode 11 an untitled plain section has no header. A taller header height is kept. From Xcode 13 the header is
  /// a titled one's, iOS 15's 22-pt padding over it (holdout 28: eu-digital-green-certificates' `Licenses`,
  /// toolsVersion 19455 at @2x, rows from 44.5 under a 28-pt header height), 50 pt from Xcode 14.
  @Test(arguments: [
    ("16096", "22", 28.0), ("16096", "28", 28.0), ("17506", "40", 40.0), ("14868", "22", 0.0), ("14868", "28", 0.0),
    ("19455", "28", 44.5), ("22505", "28", 50),
  ])
  func firstUntitledSectionOfPlainTables(toolsVersion: String, header: String, y: Double) {
    let document = IBFixture.tableController(
      toolsVersion: toolsVersion, style: "plain",
      tableAttributes:
        "dataMode=\"static\" rowHeight=\"44\" sectionHeaderHeight=\"\(header)\" sectionFooterHeight=\"\(header)\"",
      body: "<sections><tableViewSection id=\"s1\"><cells>\(IBFixture.cell("a"))</cells></tableViewSection></sections>")
    #expect(IBFixture.frame("a", in: document)?.minY == y)
  }

  /// A titled section of a plain static table starts below the header plain prototype rows start below: the header
  /// height before Xcode 13, iOS 15's 22-pt padding over a header a little over 22 pt with Xcode 13 (a public 20034
  /// storyboard at @3x: rows from 44.667 under "Select Ad Source"), 50 pt since Xcode 14.
  @Test(arguments: [("16097", "retina6_1", 28.0), ("20034", "retina5_5", 44 + 2 / 3.0), ("22505", "retina6_1", 50)])
  func titledSectionOfPlainStaticTables(toolsVersion: String, device: String, y: Double) throws {
    let document = IBFixture.tableController(
      device: device, width: 414, height: 896, toolsVersion: toolsVersion, style: "plain",
      tableAttributes:
        "dataMode=\"static\" rowHeight=\"44\" sectionHeaderHeight=\"28\" sectionFooterHeight=\"28\"",
      body: """
        <sections><tableViewSection headerTitle="Select Ad Source" id="s1"><cells>\(IBFixture.cell("a"))</cells>\
        </tableViewSection></sections>
        """)
    let row = try #require(IBFixture.frame("a", in: document))
    #expect(abs(row.minY - y) < 1e-9)
  }

  /// From Xcode 11 each section of a plain static table ends with the table's footer height, titled or not (a public
  /// Xcode 11.4 storyboard, emuench-hof-university/HomiumForIOS's `Settings`: rows of titled sections 56 = 28 + 28 pt
  /// apart under 28-pt header and footer heights); from Xcode 13 with the prototype section's footer (22.5 pt, then
  /// 28). Before Xcode 11 only a footer title makes one.
  @Test(arguments: [("14868", "28", 28.0), ("16097", "28", 56), ("16097", "10", 38), ("20034", "28", 44.5 + 22.5)])
  func sectionsOfPlainStaticTablesEndWithTheirFooter(toolsVersion: String, footer: String, gap: Double) throws {
    let document = IBFixture.tableController(
      toolsVersion: toolsVersion, style: "plain",
      tableAttributes:
        "dataMode=\"static\" rowHeight=\"44\" sectionHeaderHeight=\"28\" sectionFooterHeight=\"\(footer)\"",
      body: """
        <sections>
            <tableViewSection headerTitle="One" id="s1"><cells>\(IBFixture.cell("a"))</cells></tableViewSection>
            <tableViewSection headerTitle="Two" id="s2"><cells>\(IBFixture.cell("b"))</cells></tableViewSection>
        </sections>
        """)
    let a = try #require(IBFixture.frame("a", in: document))
    let b = try #require(IBFixture.frame("b", in: document))
    #expect(b.minY - a.maxY == gap)
  }

  /// A self-sizing row holding a label that wraps is as tall as the wrapped label (measured at the width the row
  /// gives it) plus its insets.
  @Test func selfSizingRowWithAWrappingLabel() throws {
    let text = String(repeating: "Several words that wrap ", count: 6)
    let document = Self.staticTable(
      style: "plain", rowHeight: "-1",
      cells: IBFixture.cell(
        "c",
        subviews: """
          <label opaque="NO" contentMode="left" text="\(text)" numberOfLines="0" \
          translatesAutoresizingMaskIntoConstraints="NO" id="label">
              <rect key="frame" x="10" y="10" width="355" height="24"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
          </label>
          """,
        constraints: """
          <constraint firstItem="label" firstAttribute="top" secondItem="c-content" secondAttribute="top" constant="10" id="t"/>
          <constraint firstAttribute="bottom" secondItem="label" secondAttribute="bottom" constant="10" id="b"/>
          <constraint firstItem="label" firstAttribute="leading" secondItem="c-content" secondAttribute="leading" constant="10" id="l"/>
          <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="10" id="r"/>
          """))
    let label = try #require(IBFixture.frame("label", in: document))
    let cell = try #require(IBFixture.frame("c", in: document))
    #expect(label.height > 40, "the text wraps")
    #expect(cell.height == label.height + 20)
  }

  /// UIKit lays out only the rows a table shows, so the content of a row wholly below a static table's bounds keeps
  /// the frames the document was created with (files/082: 9 of the 11 rows below its 623-pt table store content views
  /// 355.5 pt wide, where every shown row's is 347.5). Such content is left out of the comparison with stored
  /// frames; the rows themselves, which the table places whether or not it shows them, are compared.
  @Test func contentOfRowsBelowTheTableIsNotCompared() throws {
    // Each row holds a view pinned to its content's edges but stored 10 pt square: a misplaced view wherever the
    // row is laid out.
    let cells = (1...17).map { index in
      IBFixture.cell(
        "c\(index)", subviews: IBFixture.view("v\(index)", frame: "0 0 10 10"),
        constraints: ["leading", "trailing", "top", "bottom"].map { edge in
          "<constraint firstItem=\"v\(index)\" firstAttribute=\"\(edge)\" secondItem=\"c\(index)-content\" "
            + "secondAttribute=\"\(edge)\" id=\"\(edge)\(index)\"/>"
        }.joined())
    }
    // Saved by Xcode 10.2, as files/082 was: an untitled plain section has no header before Xcode 11.
    let document = Self.staticTable(style: "plain", toolsVersion: "14868", cells: cells.joined())
    let layout = try #require(document.layout(document.scenes[0]))
    let views = Dictionary(uniqueKeysWithValues: layout.views.map { ($0.id, $0) })
    // 44-pt rows from the top of a 667-pt table: row 16 spans 660–704 (partly shown), row 17 starts at 704.
    #expect(views["c16"]?.frame.minY == 660)
    #expect(views["c17"]?.frame.minY == 704)
    for id in ["c16", "c16-content", "v16", "c17"] {
      #expect(views[id]?.isComparable == true, "\(id) is laid out")
      #expect(views[id]?.isInsideOffscreenCell == false)
    }
    for id in ["c17-content", "v17"] {
      #expect(views[id]?.isComparable == false, "\(id) is never laid out")
      #expect(views[id]?.isInsideOffscreenCell == true)
    }
    // (The fixture stores every row at y = 0, so rows 2–17 are misplaced too.)
    let misplaced = Set(IBFrameCheck(layout, scale: 2).mismatches.map(\.view.id).filter { $0.hasPrefix("v") })
    #expect(misplaced == Set((1...16).map { "v\($0)" }))
  }

  /// A plain table's first prototype row starts below the section header: 28 pt before Xcode 12.5, 24.5 with Xcode
  /// 12.5 (two public storyboards at 18122, @2x: holdouts 2 and 10), 50 since Xcode 14, and in Xcode 13 at 22 pt
  /// plus a header just over 22 pt on the pixel grid (files/032: 44.667 at @3x, a public Xcode 13 storyboard: 44.5
  /// at @2x).
  @Test(arguments: [
    ("17506", "retina4_7", 375.0, 28.0), ("18122", "retina6_1", 414, 24.5), ("19529", "retina4_7", 375.0, 44.5),
    ("19455", "retina5_9", 375.0, 44 + 2.0 / 3),
    ("20037", "retina4_7", 375.0, 44.5), ("21507", "retina4_7", 375.0, 50.0),
  ])
  func plainPrototypeRowsStartBelowTheHeader(toolsVersion: String, device: String, width: Double, y: Double) {
    let document = IBFixture.tableController(
      device: device, width: width, toolsVersion: toolsVersion,
      tableAttributes: "dataMode=\"prototypes\" rowHeight=\"44\" sectionHeaderHeight=\"28\" sectionFooterHeight=\"28\"",
      body: "<prototypes>\(IBFixture.cell("c"))</prototypes>")
    let frame = IBFixture.frame("c", in: document)
    #expect(abs((frame?.minY ?? 0) - y) < 0.001, "\(String(describing: frame))")
  }

  /// An untitled section of a plain static table has no header before Xcode 11 (files/025, 026, 027, 052 and a
  /// public Xcode 9.3 storyboard start their rows at 0) and the table's header height from Xcode 11 (a public Xcode
  /// 12 storyboard, toolsVersion 17506: self-sizing rows at 28, 71.5 and 115 under a 28-pt header height). The rows
  /// here are self-sizing with empty content, so they take the default height: 44 with Xcode 9's separator pixel,
  /// 43.5 without it.
  @Test(arguments: [("14113", [0.0, 44, 88]), ("17506", [28.0, 71.5, 115])])
  func untitledPlainSections(toolsVersion: String, rows: [Double]) {
    let document = IBFixture.tableController(
      device: "retina6_1", width: 414, height: 896, toolsVersion: toolsVersion,
      tableAttributes: "dataMode=\"static\" rowHeight=\"-1\" sectionHeaderHeight=\"28\" sectionFooterHeight=\"28\"",
      body: """
        <sections><tableViewSection id="s1"><cells>
        \(["a", "b", "c"].map { IBFixture.cell($0) }.joined())
        </cells></tableViewSection></sections>
        """)
    #expect(["a", "b", "c"].map { IBFixture.frame($0, in: document)?.minY } == rows)
  }

  /// A self-sizing prototype row is as tall as the content its required constraints fix, measured with the cell's
  /// margins. A public Xcode 15 storyboard (Scandit's DLScanningResultViewController, 414 pt at @2x, no separators)
  /// stores a row of 95 = 11 + 73 + 11 for a label of fixed height 73 between the margins. Trellis once measured the
  /// row with the margins the content view had before the table set them (8), then broke the label's top constraint
  /// when the 11-pt margins arrived, and fell back to the default row height.
  @Test(arguments: [(73.0, 95.0), (40, 62)])
  func selfSizingRowsFitContentBetweenTheMargins(labelHeight: Double, row: Double) {
    let document = IBFixture.tableController(
      device: "retina6_1", width: 414, height: 896, separatorStyle: "none",
      tableAttributes: "dataMode=\"prototypes\" rowHeight=\"-1\" estimatedRowHeight=\"-1\"",
      body: """
        <prototypes>
        \(IBFixture.cell(
          "c", subviews: IBFixture.view("box", frame: "20 11 40 73", inner: """
            <constraints><constraint firstAttribute="height" constant="\(labelHeight)" id="h"/></constraints>
            """),
          constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="c-content" secondAttribute="topMargin" id="t"/>
            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="c-content" secondAttribute="leadingMargin" id="l"/>
            <constraint firstItem="box" firstAttribute="width" constant="40" id="w"/>
            """))
        </prototypes>
        """)
    let result = document.layout(document.scenes[0], options: IBLayoutOptions())
    #expect(IBFixture.frame("c", in: document)?.height == row)
    #expect(IBFixture.frame("box", in: document)?.minY == 11)
    #expect(result?.diagnostics.isEmpty == true, "\(result?.diagnostics ?? [])")
  }

  /// A table cell on its own canvas (a xib) has a cell's margins from Xcode 9.3 on — 11 pt above and below (15 from
  /// Xcode 15), 20 at the sides when wider than 375 pt, otherwise 16, a table's margins at that width — and a plain
  /// view's 8 pt before. Public xibs outside the corpus: content pinned to the margins of a 416-pt cell stored 20 pt in
  /// and 11 pt down (Xcode 10.1, toolsVersion 14490.70), of a 605-pt cell 20 and 11 (Xcode 14, 21701); 16 pt in a
  /// 375-pt and a 343-pt cell (Xcode 10.1: Rocket.Chat's `DirectoryUserCell`, 14460.31; ProtonVPN's instruction cell,
  /// 14490.70) and in three 320-pt cells (OnionBrowser's `CircuitNodeCell`, Xcode 11.3, 15702; a social-network
  /// sample's `UserDetailsTableViewCell`, Xcode 12, 17701; Nordic's nRF Mesh `ElementCell`, Xcode 15, 24128); 8 pt all
  /// round in 320-pt cells from Xcode 8.2 (two xibs, 11762); 16 pt in a 346-pt cell of Xcode 9.3 (trust-wallet-ios's
  /// `AccountViewCell`, 13771; its top margin, unmeasured, taken as later Xcodes'), and 8 in a 369-pt cell of Xcode
  /// 9.1 or 9.2 (Fresco-iOS-App's `FRSUserStoryDetailHeaderTableViewCell`, 13122.17). Against: 15 pt in LoopKit's 375-pt cell (Xcode 11.3, 15705)
  /// and WooCommerce's 320-pt `PluginTableViewCell` (Xcode 12, 17701) — iOS 8–10's cell inset, likely frames kept from
  /// an older Xcode (IB does not move views when it re-saves a document), and outnumbered five to two.
  @Test(arguments: [
    ("11762", 320.0, 8.0, 8.0), ("14490.70", 416, 20, 11), ("21701", 605, 20, 11), ("14460.31", 375, 16, 11),
    ("14490.70", 343, 16, 11), ("15702", 320, 16, 11), ("17701", 320, 16, 11), ("24128", 320, 16, 15),
    ("13771", 346, 16, 11), ("13122.17", 369, 8, 8),
  ])
  func aCellOnItsOwnCanvasHasACellsMargins(toolsVersion: String, width: Double, side: Double, top: Double) throws {
    let cell = IBFixture.cell(
      "c", attributes: "rowHeight=\"80\"",
      subviews: IBFixture.view("dot", frame: "0 0 10 10"),
      constraints: """
        <constraint firstItem="dot" firstAttribute="leading" secondItem="c-content" secondAttribute="leadingMargin" id="m1"/>
        <constraint firstItem="dot" firstAttribute="top" secondItem="c-content" secondAttribute="topMargin" id="m2"/>
        <constraint firstItem="dot" firstAttribute="width" constant="10" id="m3"/>
        <constraint firstItem="dot" firstAttribute="height" constant="10" id="m4"/>
        """
    ).replacingOccurrences(of: "width=\"375\"", with: "width=\"\(width)\"")
    let document = IBFixture.xib(
      device: "retina4_7", toolsVersion: toolsVersion,
      objects: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"# + cell)
    let frame = try #require(IBFixture.frame("dot", in: document))
    #expect(frame.minX == side && frame.minY == top, "\(frame)")
  }

  /// A fixed-frame table header keeps its frame when its content needs more: a vertical stack 192 tall with 32-pt
  /// margins round a 160-pt view (224 needed) stays 192, a content constraint is broken, and the rows start below
  /// 192 (an Xcode 12 storyboard, BalloonView, stores the header and its rows so; see
  /// `LayoutIssueTests.aFrameHoldsAgainstTheContentInside`).
  @Test func fixedFrameHeaderKeepsItsHeight() throws {
    let header = """
      <stackView key="tableHeaderView" opaque="NO" contentMode="scaleToFill" fixedFrame="YES" axis="vertical" \
      translatesAutoresizingMaskIntoConstraints="NO" id="header">
          <rect key="frame" x="0.0" y="0.0" width="375" height="192"/>
          <subviews>
      \(IBFixture.view("balloon", frame: "32 32 311 160", inner: """
        <constraints><constraint firstAttribute="height" constant="160" id="h160"/></constraints>
        """))
          </subviews>
          <directionalEdgeInsets key="directionalLayoutMargins" top="32" leading="32" bottom="32" trailing="32"/>
      </stackView>
      """
    let document = IBFixture.tableController(
      toolsVersion: "17701",
      tableAttributes: "dataMode=\"static\" rowHeight=\"44\" sectionHeaderHeight=\"28\" sectionFooterHeight=\"28\"",
      body: """
        \(header)
        <sections><tableViewSection id="s1"><cells>\(IBFixture.cell("a"))</cells></tableViewSection></sections>
        """)
    let layout = try #require(document.layout(document.scenes[0], options: IBLayoutOptions()))
    #expect(layout.views.first { $0.id == "header" }?.frame == Rect(x: 0, y: 0, width: 375, height: 192))
    let row = try #require(layout.views.first { $0.id == "a" }?.frame)
    #expect(abs(row.minY - (192 + 28)) < 0.001)
  }

  /// Accessory, toolsVersion, table width and the content view's width (see `accessoryWidthFollowsTheSDK`).
  static let accessoryWidths: [(String, String, Double, Double)] = [
    ("disclosureIndicator", "11762", 375.0, 342.0), ("disclosureIndicator", "14113", 375.0, 341.0),
    ("disclosureIndicator", "14868", 375, 347.5),
    ("disclosureIndicator", "16097", 414, 383), ("disclosureIndicator", "17506", 414, 383),
    ("disclosureIndicator", "18122", 375, 349.5), ("disclosureIndicator", "19162", 414, 384.5),
    ("disclosureIndicator", "19529", 414, 385 + 1 / 3.0), ("disclosureIndicator", "20037", 375, 350.5),
    ("disclosureIndicator", "20034", 414, 385 + 1 / 3.0), ("disclosureIndicator", "21225", 375, 348.5),
    ("checkmark", "14490.70", 375, 335), ("checkmark", "19158", 375, 338.5), ("checkmark", "21225", 375, 335),
    ("checkmark", "21507", 375, 335), ("detailDisclosureButton", "13771", 375, 307),
    ("detailDisclosureButton", "16097", 414, 351), ("detailDisclosureButton", "18122", 375, 321),
    ("detailDisclosureButton", "21225", 414, 351.5), ("detailDisclosureButton", "22505", 375, 316.5),
  ]

  /// A standard accessory takes the cell's trailing margin and an allowance from the content view, which changed
  /// with the SDK and was narrower with Xcode 13's. Disclosure indicator: 342 of 375 with Xcode 8 (15-pt margin; two
  /// tutorial storyboards at 11542 and 11762), 341 of 375 with Xcode 9.3, 347.5 with
  /// Xcode 10.2 (files/082), 383 of 414 with Xcode 11 and 12, 349.5 of 375 with Xcode 12.5 and 384.5 of 414 still at
  /// toolsVersion 19162 (Antoha12011/New-Balance-Shop), 8.6 pt on the pixel grid from 19529 (BeKNbz/Lets-log: 385.5 of
  /// 414 at @2x; 385.333 of 414 at @3x; 345.5 of a 374-pt inset-grouped row at @2x), 348.5 with Xcode 14.
  /// Checkmark: 335 of 375 with Xcode 10.1, 338.5 with Xcode 13, 335 with Xcode 14. Detail disclosure button: 16 + 52
  /// with Xcode 9.3, 351 of 414 with Xcode 11.4, 321 of 375 with Xcode 13, 351.5 of 414 with Xcode 14 and 316.5 of
  /// 375 with Xcode 15. Public storyboards of tutorial apps (Checklists, MyLocations) and files/082.
  @Test(arguments: accessoryWidths)
  func accessoryWidthFollowsTheSDK(accessory: String, toolsVersion: String, width: Double, content: Double) throws {
    let document = Self.staticTable(
      style: "plain", width: width, toolsVersion: toolsVersion,
      cells: IBFixture.cell("c", attributes: "accessoryType=\"\(accessory)\""))
    let measured = try #require(IBFixture.frame("c-content", in: document)?.width)
    #expect(abs(measured - content) < 1e-9)
  }
}
