import Foundation
import Testing
import Trellis
import TrellisIB

@testable import TrellisReport

/// What `SVGWireframe.render` draws, read back with `XMLParser`.
@Suite struct SVGWireframeTests {
  let layout: IBSceneLayout

  init() throws {
    let document = WireframeFixtures.document(WireframeFixtures.menuStoryboard)
    layout = try #require(document.layoutAll().first)
  }

  func parsed(_ options: SVGWireframe.Options = SVGWireframe.Options()) throws -> SVGElement {
    try SVGElement.parse(SVGWireframe.render(layout, options: options)).get()
  }

  /// The nested `<svg class="window">` whose coordinates are the window's.
  func window(_ root: SVGElement) throws -> SVGElement {
    try #require(root.descendants.first { $0.name == "svg" && $0.classes.contains("window") })
  }

  func frameRects(_ root: SVGElement) throws -> [SVGElement] {
    try window(root).descendants.filter { $0.name == "rect" && $0.classes.contains("frame") }
  }

  /// The view group of the view with this id.
  func group(_ root: SVGElement, _ id: String) -> SVGElement? {
    root.descendants.first { $0.name == "g" && $0.classes.contains("view") && $0["data-id"] == id }
  }

  func numbers(_ rect: SVGElement) -> [Double] {
    ["x", "y", "width", "height"].map { Double(rect[$0] ?? "") ?? .nan }
  }

  @Test func isWellFormedSVG() throws {
    let root = try parsed()
    #expect(root.name == "svg")
    #expect(root["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(SVGWireframe.render(layout).hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
  }

  @Test func windowViewBoxIsTheWindowSize() throws {
    #expect(layout.windowSize == Size(width: 393, height: 852))
    let window = try window(try parsed())
    #expect(window["viewBox"] == "0 0 393 852")
    #expect(window["width"] == "393")
    #expect(window["height"] == "852")
    let outline = try #require(try parsed().descendants.first { $0.classes.contains("window-outline") })
    #expect(outline["width"] == "393" && outline["height"] == "852")
  }

  @Test func drawsOneFrameForEachVisibleViewAtItsWindowFrame() throws {
    let root = try parsed()
    let groups = try window(root).descendants.filter { $0.name == "g" && $0.classes.contains("view") }
    let visible = layout.views.filter { !$0.isHidden }
    #expect(groups.filter { !$0.classes.contains("hidden") }.map { $0["data-id"] } == visible.map(\.id))
    #expect(try frameRects(root).count == layout.views.count)
    for group in groups {
      #expect(group.children.filter { $0.name == "rect" && $0.classes.contains("frame") }.count == 1)
    }
    for view in visible {
      let viewGroup = try #require(group(root, view.id), "no group for \(view.id)")
      let rect = try #require(viewGroup.children.first { $0.name == "rect" && $0.classes.contains("frame") })
      let frame = view.windowFrame
      #expect(numbers(rect) == [frame.minX, frame.minY, frame.width, frame.height], "\(view.id)")
    }
  }

  @Test func framesAreInWindowCoordinates() throws {
    let root = try parsed()
    let button = try #require(group(root, "go")?.children.first { $0.classes.contains("frame") })
    // The button sits at (10, 60) in its card, which sits at (20, 120) in the root.
    #expect(numbers(button) == [30, 180, 80, 44])
    let rootRect = try #require(group(root, "root")?.children.first { $0.classes.contains("frame") })
    #expect(numbers(rootRect) == [0, 0, 393, 852])
  }

  @Test func labelsCarryTheirClassAndCustomClass() throws {
    let root = try parsed()
    let card = try #require(group(root, "box"))
    #expect(card["data-class"] == "UIView")
    #expect(card["data-custom-class"] == "CardView")
    let caption = try #require(card.children.first { $0.classes.contains("caption") })
    #expect(caption.allText == "CardView · UIView")
    #expect(group(root, "title")?["data-class"] == "UILabel")
  }

  @Test func textIsEscapedAndReadsBackUnchanged() throws {
    let svg = SVGWireframe.render(layout)
    #expect(!svg.contains("<b>"))
    #expect(svg.contains("&lt;b&gt;"))
    let root = try parsed()
    let label = try #require(group(root, "title")?.children.first { $0.classes.contains("text") })
    #expect(label.allText == "Cod & chips <b> \"fresh\" 'today' 🐟")
    let button = try #require(group(root, "go")?.children.first { $0.classes.contains("text") })
    #expect(button.allText == "Go >")
    let field = try #require(group(root, "name")?.children.first { $0.classes.contains("text") })
    #expect(field.allText == "Your name")
  }

  /// The text anchor and x of a view's text, drawn for the menu scene with the title label's `textAlignment` and the
  /// button's `contentHorizontalAlignment` replaced.
  static func textPosition(
    label: String, button: String, direction: UserInterfaceLayoutDirection
  ) throws -> (title: (String?, Double?), go: (String?, Double?)) {
    let text = WireframeFixtures.menuStoryboard
      .replacingOccurrences(
        of: "textAlignment=\"natural\" lineBreakMode", with: "textAlignment=\"\(label)\" lineBreakMode"
      )
      .replacingOccurrences(
        of: "contentHorizontalAlignment=\"center\"", with: "contentHorizontalAlignment=\"\(button)\"")
    let document = WireframeFixtures.document(text)
    let layout = try #require(document.layoutAll(options: IBLayoutOptions(layoutDirection: direction)).first)
    let root = try SVGElement.parse(SVGWireframe.render(layout)).get()
    func position(_ id: String) -> (String?, Double?) {
      let text = root.descendants.first { $0.name == "g" && $0["data-id"] == id }?.children.first {
        $0.classes.contains("text")
      }
      return (text?["text-anchor"], text?["x"].flatMap(Double.init))
    }
    return (position("title"), position("go"))
  }

  /// Text sits where the view aligns it: a label's `textAlignment` (natural is the leading edge: the right one in
  /// right-to-left layouts), a button's content alignment (`leading`/`trailing` follow the direction). The title
  /// label spans x 20…373 in the window (2-pt text inset), the button 30…110 (inside the card at x 20).
  @Test(
    arguments: [
      ("natural", "center", UserInterfaceLayoutDirection.leftToRight, "start", 22.0, "middle", 70.0),
      ("natural", "leading", .rightToLeft, "end", 371, "end", 108),
      ("center", "trailing", .leftToRight, "middle", 196.5, "end", 108),
      ("right", "left", .leftToRight, "end", 371, "start", 32),
      ("left", "trailing", .rightToLeft, "start", 22, "start", 32),
      ("justified", "right", .rightToLeft, "end", 371, "end", 108),
    ])
  func textSitsWhereTheViewAlignsIt(
    label: String, button: String, direction: UserInterfaceLayoutDirection, titleAnchor: String, titleX: Double,
    goAnchor: String, goX: Double
  ) throws {
    let position = try Self.textPosition(label: label, button: button, direction: direction)
    #expect(position.title.0 == titleAnchor)
    #expect(position.go.0 == goAnchor)
    #expect(abs((position.title.1 ?? .nan) - titleX) < 1e-9)
    #expect(abs((position.go.1 ?? .nan) - goX) < 1e-9)
  }

  @Test func titleNamesTheSceneAndTheEnvironment() throws {
    let options = SVGWireframe.Options(documentName: "Menu & More.storyboard")
    let root = try parsed(options)
    let title = try #require(root.descendants.first { $0.classes.contains("title") })
    #expect(title.allText == "Fish & Chips <Menu>")
    let subtitles = root.descendants.filter { $0.classes.contains("subtitle") }.map(\.allText)
    #expect(subtitles.first == "Menu & More.storyboard")
    let environment = try #require(subtitles.last)
    #expect(environment.contains(layout.environment.device.name))
    #expect(environment.contains("393×852 pt"))
    #expect(environment.contains("text L"))
    #expect(environment.contains("LTR"))
    let tooltip = try #require(root.children.first { $0.name == "title" })
    #expect(tooltip.allText.hasPrefix("Fish & Chips <Menu> — Menu & More.storyboard — "))
  }

  @Test func safeAreaIsTintedOutsideAndDashedInside() throws {
    let root = try parsed()
    let rootView = try #require(layout.views.first { $0.id == "root" })
    let insets = rootView.safeAreaInsets
    #expect(insets.top > 0 && insets.bottom > 0)
    let safe = try #require(root.descendants.first { $0.name == "rect" && $0.classes.contains("safe-area") })
    #expect(numbers(safe) == [0, insets.top, 393, 852 - insets.top - insets.bottom])
    #expect(safe["stroke-dasharray"] != nil)
    let bands = root.descendants.filter { $0.classes.contains("outside-safe-area") }.map(numbers)
    #expect(bands.contains([0, 0, 393, insets.top]))
    #expect(bands.contains([0, 852 - insets.bottom, 393, insets.bottom]))
  }

  @Test func layoutMarginsAreDashedInsideTheRootAndContainers() throws {
    let root = try parsed()
    for id in ["root", "box"] {
      let view = try #require(layout.views.first { $0.id == id })
      let margins = try #require(group(root, id)?.children.first { $0.classes.contains("margins") }, "\(id)")
      let inner = view.windowFrame.inset(by: view.layoutMargins)
      #expect(numbers(margins) == [inner.minX, inner.minY, inner.width, inner.height])
      #expect(margins["stroke-dasharray"] != nil)
    }
    // A leaf shows no margins.
    #expect(group(root, "title")?.children.contains { $0.classes.contains("margins") } == false)
  }

  @Test func hiddenViewsAreDimmedOrOmitted() throws {
    let dimmed = try #require(group(try parsed(), "secret"))
    #expect(dimmed.classes.contains("hidden"))
    #expect(dimmed["opacity"] == "0.35")
    let omitted = try parsed(SVGWireframe.Options(hiddenViews: .omitted))
    #expect(group(omitted, "secret") == nil)
    #expect(try frameRects(omitted).count == layout.views.filter { !$0.isHidden }.count)
  }

  @Test func misplacedViewsShowTheirStoredFrameWhenAsked() throws {
    let document = WireframeFixtures.document(WireframeFixtures.misplacedStoryboard)
    let layout = try #require(document.layoutAll().first)
    let computed = try #require(layout.views.first { $0.id == "moved" })
    #expect(computed.windowFrame == Rect(x: 20, y: 100, width: 50, height: 50))

    let marked = try SVGElement.parse(SVGWireframe.render(layout, options: .init(marksMisplacedViews: true))).get()
    let stored = marked.descendants.filter { $0.classes.contains("stored-frame") }
    #expect(stored.count == 1)
    #expect(stored.first?["data-id"] == "moved")
    #expect(stored.first.map(numbers) == [40, 100, 50, 50])

    let plain = try SVGElement.parse(SVGWireframe.render(layout)).get()
    #expect(!plain.descendants.contains { $0.classes.contains("stored-frame") })
  }
}
