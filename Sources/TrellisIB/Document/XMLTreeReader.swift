import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads XML into ``IBElement``s with Foundation's `XMLParser`, defensively: Interface Builder never writes a document
/// type declaration, so any `<!DOCTYPE …>` (the carrier of entity bombs and external entities) is refused before
/// the parser sees it; external entities are never resolved; nesting is bounded so that walking the tree cannot
/// exhaust the stack. Input that is not UTF-8 (Interface Builder writes nothing else) is refused before parsing too:
/// swift-corelibs-foundation's `XMLParser` traps on element and attribute names, comments and processing
/// instructions that are not valid UTF-8, and a document in another encoding (UTF-16, EBCDIC) would hide a
/// `<!DOCTYPE` from the byte scan.
struct XMLTreeReader {
  /// Deeper nesting than this is refused (real documents stay under 40).
  static let maximumDepth = 400
  /// Larger inputs are refused before parsing.
  static let maximumSize = 256 << 20

  struct Failure: Error {
    /// The diagnostic rule: `malformed-xml` (not XML, truncated, not UTF-8, empty), `unsafe-xml` (a document type
    /// declaration), `unsupported-encoding` or `limit-exceeded` (size, depth).
    var rule = "malformed-xml"
    var message: String
    var line: Int
  }

  static func read(_ data: Data) -> Result<IBElement, Failure> {
    if data.count > maximumSize {
      return .failure(
        Failure(
          rule: "limit-exceeded",
          message: "the file is \(data.count >> 20) MiB; documents over \(maximumSize >> 20) MiB are refused", line: 0))
    }
    if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      return .failure(Failure(message: "the file is empty", line: 0))
    }
    if let failure = encodingFailure(in: data) { return .failure(failure) }
    if let line = documentTypeDeclarationLine(in: data) {
      return .failure(
        Failure(
          rule: "unsafe-xml",
          message: "document type declarations are refused (Interface Builder never writes one; entities are neither "
            + "expanded nor fetched)", line: line))
    }
    if let line = processingInstructionLine(in: data) {
      return .failure(
        Failure(
          rule: "unsafe-xml",
          message: "processing instructions are refused (Interface Builder never writes one; Foundation's XMLParser "
            + "crashes on some)", line: line))
    }
    let delegate = TreeBuilder()
    // Through a stream, which XMLParser reads in chunks: given all the data at once, libxml2 refuses documents over
    // 10 MB ("huge input lookup").
    let parser = XMLParser(stream: InputStream(data: data))
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.delegate = delegate
    delegate.parser = parser
    let succeeded = parser.parse()
    if let failure = delegate.failure { return .failure(failure) }
    // libxml2 runs in recovery mode: parse() can succeed, and even close a root, after an error. The first error is
    // the one to report, at the line the parser was on when it met it (by the end it is far past it).
    guard succeeded, parser.parserError == nil, delegate.firstError == nil, let root = delegate.root else {
      let code = delegate.firstError?.code ?? (parser.parserError as NSError?)?.code ?? -1
      let line = max(delegate.firstError?.line ?? parser.lineNumber, 1)
      // An error on the last line of a document that has not closed its root is the end coming early, whatever the
      // parser made of the cut-off tag.
      let lastLine = 1 + data.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } - (data.last == 0x0A ? 1 : 0)
      var message = describe(code: code, data: data)
      if delegate.root == nil, !delegate.stack.isEmpty, line >= lastLine {
        message = describe(code: 5, data: data)
      } else if code == 76, let open = delegate.firstError?.open {
        message += ": <\(open.name)> opened on line \(open.line) is not closed before it"
      }
      return .failure(Failure(message: message, line: line))
    }
    return .success(root)
  }

  /// Why the bytes cannot be handed to the parser as UTF-8, if they cannot: a NUL byte, a byte sequence that is not
  /// UTF-8, or an XML declaration naming another encoding.
  private static func encodingFailure(in data: Data) -> Failure? {
    let valid = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
      guard let base = bytes.baseAddress else { return true }
      if memchr(base, 0, bytes.count) != nil { return false }
      return String(validating: bytes.bindMemory(to: UInt8.self), as: UTF8.self) != nil
    }
    if !valid {
      let (offset, line) = firstInvalidUTF8(in: data)
      let isNUL = offset < data.count && data[data.startIndex + offset] == 0
      return Failure(
        message: "the file is not UTF-8 text (binary data?): byte \(offset) is \(isNUL ? "NUL" : "not UTF-8")",
        line: line)
    }
    if let encoding = declaredEncoding(in: data), !["utf-8", "utf8"].contains(encoding.lowercased()) {
      return Failure(
        rule: "unsupported-encoding",
        message: "the document declares the encoding \"\(encoding)\"; Interface Builder documents are UTF-8", line: 1)
    }
    return nil
  }

  /// The offset and line of the first NUL byte or invalid UTF-8 sequence.
  private static func firstInvalidUTF8(in data: Data) -> (offset: Int, line: Int) {
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> (Int, Int) in
      var line = 1
      var index = 0
      let count = bytes.count
      while index < count {
        let byte = bytes[index]
        if byte == 0 { return (index, line) }
        if byte == UInt8(ascii: "\n") { line += 1 }
        if byte < 0x80 {
          index += 1
          continue
        }
        // The length of the sequence and the range its second byte must be in (no overlongs, no surrogates, nothing
        // past U+10FFFF).
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch byte {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, low) = (3, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, high) = (3, 0x9F)
        case 0xF0: (length, low) = (4, 0x90)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, high) = (4, 0x8F)
        default: return (index, line)
        }
        guard index + length <= count, (low...high).contains(bytes[index + 1]) else { return (index, line) }
        for next in index + 2..<index + length where !(0x80...0xBF).contains(bytes[next]) { return (index, line) }
        index += length
      }
      return (count, line)
    }
  }

  /// The `encoding` of the XML declaration the document starts with, if any.
  private static func declaredEncoding(in data: Data) -> String? {
    var head = data.prefix(512)
    if head.starts(with: [0xEF, 0xBB, 0xBF]) { head = head.dropFirst(3) }
    guard head.starts(with: Array("<?xml".utf8)) else { return nil }
    let text = String(decoding: head, as: UTF8.self)
    guard let end = text.range(of: "?>") else { return nil }
    let declaration = text[..<end.lowerBound]
    guard let key = declaration.range(of: "encoding") else { return nil }
    let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "=" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    return String(rest.dropFirst().prefix { $0 != quote })
  }

  /// The line of the first processing instruction (`<?target data?>`) outside comments and CDATA sections, if
  /// there is one. The XML declaration (`<?xml` and a space, first in the file) is not one. swift-corelibs-foundation
  /// reads a processing instruction's data with `strlen`, which crashes on one without data (`<?pi?>`).
  private static func processingInstructionLine(in data: Data) -> Int? {
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int? in
      guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
      let count = bytes.count
      func matches(_ text: String, at index: Int) -> Bool {
        let pattern = Array(text.utf8)
        return index + pattern.count <= count && memcmp(base + index, pattern, pattern.count) == 0
      }
      /// The index after the first `terminator` from `index`, or the end.
      func skip(to terminator: String, from index: Int) -> Int {
        let pattern = Array(terminator.utf8)
        var index = index
        while index < count, let found = memchr(base + index, Int32(pattern[0]), count - index) {
          index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
          if matches(terminator, at: index) { return index + pattern.count }
          index += 1
        }
        return count
      }
      let start = matches("\u{FEFF}", at: 0) ? 3 : 0
      var index = 0
      while index < count, let found = memchr(base + index, Int32(UInt8(ascii: "<")), count - index) {
        index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        if matches("<!--", at: index) {
          index = skip(to: "-->", from: index + 4)
        } else if matches("<![CDATA[", at: index) {
          index = skip(to: "]]>", from: index + 9)
        } else if matches("<?", at: index) {
          let isDeclaration =
            index == start && matches("<?xml", at: index) && index + 5 < count
            && [0x20, 0x09, 0x0A, 0x0D].contains(base[index + 5])
          guard isDeclaration else {
            return 1 + UnsafeBufferPointer(start: base, count: index).reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
          }
          index = skip(to: "?>", from: index + 5)
        } else {
          index += 1
        }
      }
      return nil
    }
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
    case -1: return "the file is not an XML document"
    case 1: return "the XML parser gave up: a value is too long (libxml2 refuses attribute values over 10 MB)"
    case 4: return "the file is empty or is not XML"
    case 5: return "the document ends early (truncated?)"
    case 76: return "a closing tag does not match its opening tag"
    case 41: return "an attribute has no value"
    case 42: return "an attribute appears twice in one tag"
    case 38, 39: return "an attribute is malformed"
    case 9: return "the file contains characters that are not allowed in XML (binary data?)"
    case 73, 77: return "a tag is not closed"
    case 64: return "a tag is malformed"
    case 68: return "a name is missing: an & that starts no entity (write &amp;), or a < that starts no tag"
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
  /// The parser's first error (libxml2's code), the line it was met on, and the element open at the time.
  var firstError: (code: Int, line: Int, open: (name: String, line: Int)?)?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {
    if stack.count >= XMLTreeReader.maximumDepth {
      failure = .init(
        rule: "limit-exceeded", message: "elements nest deeper than \(XMLTreeReader.maximumDepth) levels",
        line: parser.lineNumber)
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

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    if firstError == nil {
      firstError = ((parseError as NSError).code, parser.lineNumber, stack.last.map { ($0.name, $0.line) })
    }
  }

  func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
    Data()
  }
}
