/// One element of an Interface Builder document as read from its XML: the tag, the attributes, the children in
/// order, the text inside (for `<string key="text">` and the like) and the line it starts on, for diagnostics.
/// Immutable once read, so a document can be laid out from several threads.
public final class IBElement: Sendable {
  /// The tag (`view`, `constraint`, `rect`, …).
  public let name: String
  /// The attributes as written.
  public let attributes: [String: String]
  /// The child elements in document order.
  public let children: [IBElement]
  /// The characters directly inside the element, if any.
  public let text: String
  /// The 1-based line where the element's start tag ends (the parser reports that line; Interface Builder writes
  /// each start tag on one line).
  public let line: Int

  init(name: String, attributes: [String: String], children: [IBElement], text: String, line: Int) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
    self.line = line
  }

  /// The value of an attribute.
  public subscript(attribute: String) -> String? { attributes[attribute] }

  /// The element's `id`, if it has one.
  public var id: String? { attributes["id"] }

  /// The `key` attribute, which names the role of a child (`frame`, `contentView`, `tableHeaderView`, …).
  public var key: String? { attributes["key"] }

  /// The first child with this `key`.
  public func child(key: String) -> IBElement? { children.first { $0.attributes["key"] == key } }

  /// The first child with this tag.
  public func child(named name: String) -> IBElement? { children.first { $0.name == name } }

  /// The children with this tag.
  public func children(named name: String) -> [IBElement] { children.filter { $0.name == name } }

  /// A `YES`/`NO` attribute.
  public func flag(_ attribute: String) -> Bool? {
    switch attributes[attribute] {
    case "YES": true
    case "NO": false
    default: nil
    }
  }

  /// A numeric attribute; nil when absent, not a finite number, or beyond ``largestMagnitude`` (which the document's
  /// diagnostics report, see `IBDocument`).
  public func number(_ attribute: String) -> Double? {
    guard let text = attributes[attribute], let value = Double(text), IBElement.isPlausible(value) else { return nil }
    return value
  }

  /// A whole-number attribute (a count), rounded toward zero; nil as ``number(_:)`` is.
  public func integer(_ attribute: String) -> Int? {
    number(attribute).map { Int($0.rounded(.towardZero)) }
  }

  /// The largest magnitude a number in a document may have: a million points, far beyond any screen or scroll
  /// content Interface Builder lays out (the largest coordinate stored in the corpus is under 10,000), and small
  /// enough that sums and products of such numbers stay finite in layout.
  public static let largestMagnitude = 1e6

  /// Whether `value` is a finite number within ``largestMagnitude``.
  public static func isPlausible(_ value: Double) -> Bool {
    value.isFinite && abs(value) <= largestMagnitude
  }
}
