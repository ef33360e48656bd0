import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads XML into ``IBElement``s with Foundation's `XMLParser`, defensively: Interface Builder never writes a document
/// type declaration, so any `<!DOCTYPE …>` (the carrier of entity bombs and external entities) is refused before
/// the parser sees it; external entities are never resolved; nesting is bounded so that walking the tree cannot
/// exhaust the stack.
struct XMLTreeReader {
  /// Deeper nesting than this is refused (real documents stay under 40).
  static let maximumDepth = 400
  /// Larger inputs are refused before parsing.
  static let maximumSize = 256 << 20

  struct Failure: Error {
    var message: String
    var line: Int
  }

  static func read(_ data: Data) -> Result<IBElement, Failure> {
    if data.count > maximumSize {
      return .failure(
        Failure(
          message: "the file is \(data.count >> 20) MiB; documents over \(maximumSize >> 20) MiB are refused", line: 0))
    }
    if let line = documentTypeDeclarationLine(in: data) {
      return .failure(
        Failure(
          message: "document type declarations are refused (Interface Builder never writes one; entities are neither "
            + "expanded nor fetched)", line: line))
    }
    let delegate = TreeBuilder()
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.delegate = delegate
    delegate.parser = parser
    let succeeded = parser.parse()
    if let failure = delegate.failure { return .failure(failure) }
    guard succeeded, let root = delegate.root else {
      let code = (parser.parserError as NSError?)?.code ?? -1
      return .failure(Failure(message: describe(code: code, data: data), line: max(parser.lineNumber, 1)))
    }
    return .success(root)
  }

  /// The line of a `<!DOCTYPE` before the first element, if there is one.
  private static func documentTypeDeclarationLine(in data: Data) -> Int? {
    let marker = Array("<!DOCTYPE".utf8)
    return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int? in
      var line = 1
      var index = 0
      let count = bytes.count
      while index < count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") { line += 1 }
        if byte == UInt8(ascii: "<"), index + 1 < count {
          let next = bytes[index + 1]
          // The first element starts: no declaration can follow.
          if next != UInt8(ascii: "?") && next != UInt8(ascii: "!") { return nil }
          if index + marker.count <= count,
            marker.indices.allSatisfy({ bytes[index + $0] == marker[$0] || bytes[index + $0] == marker[$0] | 0x20 })
          {
            return line
          }
        }
        index += 1
      }
      return nil
    }
  }

  private static func describe(code: Int, data: Data) -> String {
    if data.isEmpty { return "the file is empty" }
    switch code {
    case 4: return "the file is empty or is not XML"
    case 5: return "the document ends early (truncated?)"
    case 76: return "a closing tag does not match its opening tag"
    case 41: return "an attribute has no value"
    case 38, 39: return "an attribute is malformed"
    case 9: return "the file contains characters that are not allowed in XML (binary data?)"
    case 73, 77: return "a tag is not closed"
    case 64, 68: return "a tag is malformed"
    default: return "the file is not well-formed XML (parser error \(code))"
    }
  }
}

/// The parser's delegate: builds elements bottom-up, so every element is complete and immutable when made.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  struct Open {
    var name: String
    var attributes: [String: String]
    var children: [IBElement] = []
    var text = ""
    var line: Int
  }

  weak var parser: XMLParser?
  var stack: [Open] = []
  var root: IBElement?
  var failure: XMLTreeReader.Failure?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {
    if stack.count >= XMLTreeReader.maximumDepth {
      failure = .init(
        message: "elements nest deeper than \(XMLTreeReader.maximumDepth) levels", line: parser.lineNumber)
      parser.abortParsing()
      return
    }
    stack.append(Open(name: elementName, attributes: attributeDict, line: parser.lineNumber))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard !stack.isEmpty else { return }
    // Only short texts matter (labels, titles); whitespace between elements is dropped.
    if stack[stack.count - 1].children.isEmpty || !string.allSatisfy(\.isWhitespace) {
      stack[stack.count - 1].text += string
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    guard let open = stack.popLast() else { return }
    let text = open.children.isEmpty ? open.text : open.text.trimmingCharacters(in: .whitespacesAndNewlines)
    let element = IBElement(
      name: open.name, attributes: open.attributes, children: open.children, text: text, line: open.line)
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
    Data()
  }
}
