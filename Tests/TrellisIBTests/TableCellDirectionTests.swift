import Foundation
import Testing
import Trellis
import TrellisIB

/// Table cells in a right-to-left layout. UIKit mirrors what a cell lays out itself under
/// `effectiveUserInterfaceLayoutDirection == .rightToLeft` ("UIKit controls appear flipped when the app links against
/// iOS 9 and later", Apple's "Supporting Right-to-Left Languages"; the HIG's "Right to left": system-provided
/// elements flip automatically): the accessory moves to the leading side, the left, so the content view starts after
/// it; the built-in styles' image view and labels, laid out from the leading edge, are mirrored in the content view.
/// Views placed by constraints flip through their leading and trailing constraints. Left to right nothing changes.
@Suite struct TableCellDirectionTests {
  static let rightToLeft = IBLayoutOptions(layoutDirection: .rightToLeft)

  /// A plain static table of `cells`, 375 pt wide, saved with `toolsVersion`.
  static func table(toolsVersion: String = "22155", cells: String) -> IBDocument {
    IBFixture.tableController(
      toolsVersion: toolsVersion,
      tableAttributes:
        "dataMode=\"static\" rowHeight=\"44\" sectionHeaderHeight=\"28\" sectionFooterHeight=\"28\"",
      body: "<sections><tableViewSection id=\"s1\"><cells>\(cells)</cells></tableViewSection></sections>")
  }

  /// A view placed by its frame (no constraints, an empty autoresizing mask): `element` names its class.
  static func framed(_ element: String, _ id: String, frame: String, attributes: String = "") -> String {
    let parts = frame.split(separator: " ")
    return """
      <\(element) contentMode="left" id="\(id)" \(attributes)>
          <rect key="frame" x="\(parts[0])" y="\(parts[1])" width="\(parts[2])" height="\(parts[3])"/>
          <autoresizingMask key="autoresizingMask"/>
      </\(element)>
      """
  }

  /// A built-in style's label.
  static func label(_ id: String, _ text: String, frame: String) -> String {
    framed(
      "label", id, frame: frame,
      attributes: "text=\"\(text)\" textAlignment=\"natural\" lineBreakMode=\"tailTruncation\"")
  }

  /// A basic-style cell with a disclosure indicator, as files/082 (toolsVersion 14868) stores its rows: the
  /// indicator takes 27.5 pt from a 347.5-pt content view, whose text label runs from the leading margin (16) to 8
  /// pt short of the content view's end. Right to left the indicator sits at the left, the content view at x = 27.5
  /// (375 − 347.5, the same width), and the label, mirrored in it, at 347.5 − 16 − 323.5 = 8: 16 pt from the cell's
  /// right edge, as left to right from its left. A view pinned to the content view's leading margin by a constraint
  /// flips in the engine: 347.5 − 16 − 20 = 311.5.
  static let disclosureCell = table(
    toolsVersion: "14868",
    cells: IBFixture.cell(
      "c",
      attributes:
        "accessoryType=\"disclosureIndicator\" textLabel=\"title\" style=\"IBUITableViewCellStyleDefault\"",
      subviews: label("title", "Pick Any", frame: "16 0 323.5 44") + IBFixture.view("v"),
      constraints: """
        <constraint firstItem="v" firstAttribute="leading" secondItem="c-content" secondAttribute="leadingMargin" id="l"/>
        <constraint firstItem="v" firstAttribute="top" secondItem="c-content" secondAttribute="top" id="t"/>
        <constraint firstItem="v" firstAttribute="width" constant="20" id="w"/>
        <constraint firstItem="v" firstAttribute="height" constant="10" id="h"/>
        """))

  @Test func disclosureIndicatorPutsTheContentViewAfterItRightToLeft() {
    let document = Self.disclosureCell
    #expect(IBFixture.frame("c-content", in: document) == Rect(x: 0, y: 0, width: 347.5, height: 44))
    #expect(IBFixture.frame("title", in: document) == Rect(x: 16, y: 0, width: 323.5, height: 44))
    #expect(IBFixture.frame("v", in: document) == Rect(x: 16, y: 0, width: 20, height: 10))
    let rtl = Self.rightToLeft
    #expect(IBFixture.frame("c", in: document, options: rtl) == Rect(x: 0, y: 0, width: 375, height: 44))
    #expect(IBFixture.frame("c-content", in: document, options: rtl) == Rect(x: 27.5, y: 0, width: 347.5, height: 44))
    #expect(IBFixture.frame("title", in: document, options: rtl) == Rect(x: 8, y: 0, width: 323.5, height: 44))
    #expect(IBFixture.frame("v", in: document, options: rtl) == Rect(x: 311.5, y: 0, width: 20, height: 10))
  }

  /// A subtitle-style cell (as holdout documents store them, toolsVersion 22505): both labels as wide as their
  /// text, at the leading margin (16 at 375 pt). UIKit lays them out at the leading margin, so right to left they
  /// hug the right margin: 375 − 16 − 25 = 334 and 375 − 16 − 43.667 = 315.333 (their natural alignment is right).
  @Test func subtitleLabelsHugTheRightMarginRightToLeft() {
    let document = Self.table(
      cells: IBFixture.cell(
        "c",
        attributes:
          "textLabel=\"title\" detailTextLabel=\"subtitle\" style=\"IBUITableViewCellStyleSubtitle\"",
        subviews: Self.label("title", "Title", frame: "16 6 25 14.333333333333334")
          + Self.label("subtitle", "Subtitle", frame: "16 22.333333333333336 43.666666666666664 14.333333333333334")
      ))
    let title = IBFixture.frame("title", in: document)
    let subtitle = IBFixture.frame("subtitle", in: document)
    #expect(title == Rect(x: 16, y: 6, width: 25, height: 14.333333333333334))
    #expect(subtitle == Rect(x: 16, y: 22.333333333333336, width: 43.666666666666664, height: 14.333333333333334))
    let rtl = Self.rightToLeft
    #expect(IBFixture.frame("c-content", in: document, options: rtl) == Rect(x: 0, y: 0, width: 375, height: 44))
    #expect(
      IBFixture.frame("title", in: document, options: rtl) == Rect(x: 334, y: 6, width: 25, height: 14.333333333333334))
    let mirrored = IBFixture.frame("subtitle", in: document, options: rtl)
    #expect(mirrored.map { abs($0.minX - 315.333) < 0.001 && $0.width == 43.666666666666664 } == true)
  }

  /// A right-detail (`Value1`) cell: the text label at the leading margin, the detail label at the trailing one.
  /// Right to left they swap sides: the title at 375 − 16 − 31.5 = 327.5, the detail at the left margin, 16.
  @Test func rightDetailLabelMovesToTheLeftRightToLeft() {
    let document = Self.table(
      cells: IBFixture.cell(
        "c",
        attributes: "textLabel=\"title\" detailTextLabel=\"detail\" style=\"IBUITableViewCellStyleValue1\"",
        subviews: Self.label("title", "Title", frame: "16 12 31.5 20.5")
          + Self.label("detail", "Detail", frame: "317.5 12 41.5 20.5")))
    #expect(IBFixture.frame("title", in: document) == Rect(x: 16, y: 12, width: 31.5, height: 20.5))
    #expect(IBFixture.frame("detail", in: document) == Rect(x: 317.5, y: 12, width: 41.5, height: 20.5))
    let rtl = Self.rightToLeft
    #expect(IBFixture.frame("title", in: document, options: rtl) == Rect(x: 327.5, y: 12, width: 31.5, height: 20.5))
    #expect(IBFixture.frame("detail", in: document, options: rtl) == Rect(x: 16, y: 12, width: 41.5, height: 20.5))
  }

  /// A basic-style cell with an image and a checkmark (24 pt plus the 16-pt margin with Xcode 14's SDK: a 335-pt
  /// content view). Right to left the checkmark is at the left (content view at x = 40) and the image view at the
  /// right of the content view (335 − 16 − 20 = 299), the label to its left (335 − 52 − 267 = 16). Views that are
  /// not the cell's built-in ones, placed by frame, stay where they are, as UIKit leaves frames alone.
  @Test func imageViewAndCheckmarkSwapSidesRightToLeft() {
    let document = Self.table(
      cells: IBFixture.cell(
        "c",
        attributes:
          "accessoryType=\"checkmark\" textLabel=\"title\" imageView=\"image\" style=\"IBUITableViewCellStyleDefault\"",
        subviews: Self.label("title", "Title", frame: "52 0 267 44")
          + Self.framed("imageView", "image", frame: "16 12 20 20")
          + Self.framed("view", "free", frame: "100 2 10 10")))
    #expect(IBFixture.frame("c-content", in: document) == Rect(x: 0, y: 0, width: 335, height: 44))
    #expect(IBFixture.frame("image", in: document) == Rect(x: 16, y: 12, width: 20, height: 20))
    let rtl = Self.rightToLeft
    #expect(IBFixture.frame("c-content", in: document, options: rtl) == Rect(x: 40, y: 0, width: 335, height: 44))
    #expect(IBFixture.frame("image", in: document, options: rtl) == Rect(x: 299, y: 12, width: 20, height: 20))
    #expect(IBFixture.frame("title", in: document, options: rtl) == Rect(x: 16, y: 0, width: 267, height: 44))
    #expect(IBFixture.frame("free", in: document, options: rtl) == Rect(x: 100, y: 2, width: 10, height: 10))
  }
}
