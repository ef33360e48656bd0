import Foundation
import Testing
import Trellis
import TrellisIB

@testable import trellis

/// `trellis frames --format json` is a contract: every key present in every object, `null` where there is no value
/// (the root's superview, a view without a custom class, the device of a document that could not be laid out).
@Suite struct FramesJSONTests {
  static func json(_ document: IBDocument) throws -> [String: Any] {
    let options = IBLayoutOptions()
    let layouts = document.layoutAll(options: options)
    let text = try FramesJSON(
      document: document.path, options: options, layouts: layouts, diagnostics: document.diagnostics
    ).encoded()
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func everyViewHasEveryKeyWithNullForNone() throws {
    // Two scenes, each a root view with no custom class.
    let document = IBDocument(data: Data(RenderCommandTests.storyboard.utf8), path: "Main.storyboard")
    let json = try Self.json(document)
    let views = try #require(json["views"] as? [[String: Any]])
    #expect(views.count == 2)
    for view in views {
      #expect(Set(view.keys) == ["id", "class", "customClass", "scene", "frame", "superview"])
      #expect(view["superview"] is NSNull)
      #expect(view["customClass"] is NSNull)
      #expect((view["frame"] as? [Double]) == [0, 0, 393, 852])
    }
    let environment = try #require(json["environment"] as? [String: Any])
    #expect(environment["device"] as? String == "design:iphone-16")
    #expect(environment["scale"] as? Double == 3)
  }

  @Test func aDocumentThatCannotBeReadHasNoDeviceOrScale() throws {
    let json = try Self.json(IBDocument(data: Data("not xml".utf8), path: "broken.storyboard"))
    let environment = try #require(json["environment"] as? [String: Any])
    #expect(environment["device"] is NSNull)
    #expect(environment["scale"] is NSNull)
    #expect((json["views"] as? [Any])?.isEmpty == true)
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.first?["rule"] as? String == "malformed-xml")
  }
}
