import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG document read back with Foundation's `XMLParser`, as a tree of elements, so tests assert on what a viewer
/// would read rather than on the text.
final class SVGElement {
  let name: String
  let attributes: [String: String]
  var children: [SVGElement] = []
  var text = ""

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  subscript(attribute: String) -> String? { attributes[attribute] }

  /// The classes of the `class` attribute.
  var classes: Set<String> { Set((attributes["class"] ?? "").split(separator: " ").map(String.init)) }

  /// Every element below this one, depth first, document order.
  var descendants: [SVGElement] { children.flatMap { [$0] + $0.descendants } }

  /// The text of this element and its descendants.
  var allText: String { text + children.map(\.allText).joined() }

  /// Parses `text`; nil, with the parser's error, when it is not well-formed XML.
  static func parse(_ text: String) -> Result<SVGElement, Error> {
    let parser = XMLParser(data: Data(text.utf8))
    let builder = Builder()
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
      return .failure(parser.parserError ?? CocoaError(.coderReadCorrupt))
    }
    return .success(root)
  }

  private final class Builder: NSObject, XMLParserDelegate {
    var root: SVGElement?
    var stack: [SVGElement] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String]
    ) {
      let element = SVGElement(name: elementName, attributes: attributes)
      if let parent = stack.last { parent.children.append(element) } else { root = element }
      stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
      stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      stack.last?.text += string
    }
  }
}
