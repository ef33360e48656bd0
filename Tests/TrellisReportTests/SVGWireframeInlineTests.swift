import Foundation
import Testing
import Trellis
import TrellisIB

@testable import TrellisReport

/// `SVGWireframe.inlineSVG`: the window alone, for a page, with highlights.
@Suite struct SVGWireframeInlineTests {
  let layout: IBSceneLayout

  init() throws {
    let document = WireframeFixtures.document(WireframeFixtures.menuStoryboard)
    layout = try #require(document.layoutAll().first)
  }

  func fragment(_ inline: SVGWireframe.InlineOptions) throws -> SVGElement {
    try SVGElement.parse(SVGWireframe.inlineSVG(layout, inline: inline)).get()
  }

  @Test func isOneSVGElementScaledToTheHeightAsked() throws {
    let text = SVGWireframe.inlineSVG(layout, inline: .init(id: "card-1", height: 213))
    #expect(text.hasPrefix("<svg id=\"card-1\" class=\"wireframe\""))
    #expect(!text.contains("<?xml") && !text.contains("xmlns"))
    let root = try fragment(.init(id: "card-1", height: 213))
    #expect(root["width"] == "98.25")
    #expect(root["height"] == "213")
    #expect(root["viewBox"] == "0 0 393 852")
    #expect(root["aria-labelledby"] == "card-1-title")
    let title = try #require(root.children.first { $0.name == "title" })
    #expect(title["id"] == "card-1-title")
    #expect(title.allText.hasPrefix("Fish & Chips <Menu> — "))
    // Every id in the fragment starts with the fragment's.
    let ids = ([root] + root.descendants).compactMap { $0["id"] }
    #expect(ids.allSatisfy { $0.hasPrefix("card-1") })
  }

  @Test func drawsTheSameViewsAsTheDocument() throws {
    let document = try SVGElement.parse(SVGWireframe.render(layout)).get()
    let inline = try fragment(.init(id: "x"))
    let frames = { (root: SVGElement) in
      root.descendants.filter { $0.classes.contains("frame") }.map { [$0["x"], $0["y"], $0["width"], $0["height"]] }
    }
    #expect(frames(inline) == frames(document))
  }

  @Test func stylesheetModeLeavesPresentationToCSS() throws {
    let styled = SVGWireframe.inlineSVG(layout, inline: .init(id: "s", usesStylesheet: true))
    for attribute in ["fill=", "stroke=", "stroke-width=", "fill-opacity=", "opacity=", "font-family="] {
      #expect(!styled.contains(" \(attribute)"), "\(attribute)")
    }
    let css = SVGWireframe.stylesheet
    for kind in WireframeViewKind.allCases {
      #expect(css.contains(".wireframe .view.\(kind.rawValue)>.frame{fill:\(kind.color)"))
    }
    #expect(css.contains(".wireframe .view.hidden{opacity:0.35}"))
  }

  @Test func captionsAndTooltipsCanBeLeftOut() throws {
    let bare = try fragment(.init(id: "b", showsCaptions: false, showsTooltips: false))
    #expect(!bare.descendants.contains { $0.classes.contains("caption") })
    let viewGroups = bare.descendants.filter { $0.classes.contains("view") }
    #expect(!viewGroups.isEmpty)
    #expect(viewGroups.allSatisfy { group in !group.children.contains { $0.name == "title" } })
    let full = try fragment(.init(id: "f"))
    #expect(full.descendants.contains { $0.classes.contains("caption") })
  }

  @Test func highlightsSitOnTopLargestFirstAndCarryTheirAttributes() throws {
    let highlights = [
      SVGWireframe.Highlight(
        viewID: "go", color: "#ff0000", classes: ["sev-error"],
        attributes: ["data-severity": "error", "data-findings": "0 2"], tooltip: "UIButton go: <rule>"),
      SVGWireframe.Highlight(viewID: "box", color: "#ffaa00", classes: ["sev-warning"]),
      SVGWireframe.Highlight(viewID: "not-a-view", color: "#000000"),
    ]
    let text = SVGWireframe.inlineSVG(layout, inline: .init(id: "h", highlights: highlights))
    #expect(text.contains(#"data-findings="0 2" data-severity="error""#), "attributes in the order of their names")
    let root = try SVGElement.parse(text).get()
    let layer = try #require(root.children.last { $0.classes.contains("highlights") })
    // The layer comes after the views, so it is drawn over them.
    let lastView = try #require(root.children.lastIndex { $0.classes.contains("view") })
    #expect(try #require(root.children.firstIndex { $0 === layer }) > lastView)
    #expect(layer.children.map { $0["data-id"] } == ["box", "go"])
    let go = layer.children[1]
    #expect(go.classes == ["highlight", "sev-error"])
    #expect([go["x"], go["y"], go["width"], go["height"]] == ["30", "180", "80", "44"])
    #expect(go["stroke"] == "#ff0000")
    #expect(go.children.first?.allText == "UIButton go: <rule>")
  }

  @Test func collapsedViewsAreHighlightedAtAMinimumSize() throws {
    let scene = """
          <scene sceneID="s">
            <objects>
              <viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="r">
                  <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                    <view contentMode="scaleToFill" fixedFrame="YES" id="flat">
                      <rect key="frame" x="100" y="200" width="0.0" height="4"/>
                    </view>
                  </subviews>
                </view>
              </viewController>
            </objects>
          </scene>
      """
    let document = WireframeFixtures.document(WireframeFixtures.storyboard(scenes: scene))
    let layout = try #require(document.layoutAll().first)
    #expect(layout.views.first { $0.id == "flat" }?.windowFrame == Rect(x: 100, y: 200, width: 0, height: 4))
    let root = try SVGElement.parse(
      SVGWireframe.inlineSVG(layout, inline: .init(id: "m", highlights: [.init(viewID: "flat", color: "#f00")]))
    ).get()
    let highlight = try #require(root.descendants.first { $0.classes.contains("highlight") })
    // 10 × 10 about the view's centre (100, 202).
    #expect([highlight["x"], highlight["y"], highlight["width"], highlight["height"]] == ["95", "197", "10", "10"])
  }
}
