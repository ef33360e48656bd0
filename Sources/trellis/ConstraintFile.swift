import Foundation
import TrellisSolver

/// A constraint system written as text, one statement a line, for `trellis solve`:
///
/// ```
/// # comments run to the end of the line
/// edit window.width strong        # an edit variable with its strength
/// suggest window.width 375        # a value for it
/// left == 16                      # required unless a strength follows
/// right == window.width - 16
/// width == right - left @750      # @ and a UIKit priority, or @weak/@medium/@strong/@required
/// 2 * center == left + right
/// ```
///
/// Variables are declared by use. Every error names the file, line and column.
struct ConstraintFile {
  /// One statement, with where it came from.
  enum Statement {
    case constraint(Constraint, line: Int)
    case edit(Variable, Strength, line: Int)
    case suggest(Variable, Double, line: Int)
  }

  /// A problem with the text, at a place in it.
  struct ParseError: Error, CustomStringConvertible {
    let file: String
    let line: Int
    let column: Int
    let message: String
    var description: String { "\(file):\(line):\(column): error: \(message)" }
  }

  let path: String
  private(set) var statements: [Statement] = []
  /// Variables in order of first use.
  private(set) var variables: [Variable] = []
  private var variableByName: [String: Variable] = [:]

  /// Parses `text`; `path` is used in messages.
  init(text: String, path: String) throws(ParseError) {
    self.path = path
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      var lexer = Lexer(text: String(content), file: path, line: index + 1)
      let tokens = try lexer.tokens()
      if tokens.isEmpty { continue }
      try statements.append(parse(tokens, line: index + 1))
    }
  }

  /// Reads and parses a file.
  init(contentsOf path: String) throws(ParseError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ParseError(file: path, line: 0, column: 0, message: "cannot read the file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ParseError(file: path, line: 0, column: 0, message: "the file is not UTF-8 text")
    }
    try self.init(text: text, path: path)
  }

  private mutating func variable(_ name: String) -> Variable {
    if let existing = variableByName[name] { return existing }
    let created = Variable(name)
    variableByName[name] = created
    variables.append(created)
    return created
  }

  private mutating func parse(_ tokens: [Token], line: Int) throws(ParseError) -> Statement {
    func fail(_ token: Token?, _ message: String) -> ParseError {
      ParseError(file: path, line: line, column: token?.column ?? 1, message: message)
    }
    if case .word(let keyword) = tokens[0].kind, keyword == "edit" || keyword == "suggest" {
      guard tokens.count == 3, case .word(let name) = tokens[1].kind else {
        throw fail(tokens[0], "expected '\(keyword) NAME \(keyword == "edit" ? "STRENGTH" : "VALUE")'")
      }
      if keyword == "edit" {
        guard case .word(let strengthName) = tokens[2].kind, let strength = Self.namedStrength(strengthName) else {
          throw fail(tokens[2], "expected a strength: weak, medium or strong")
        }
        return .edit(variable(name), strength, line: line)
      }
      guard case .number(let value) = tokens[2].kind else { throw fail(tokens[2], "expected a number") }
      return .suggest(variable(name), value, line: line)
    }
    var parser = ExpressionParser(tokens: tokens, file: path, line: line)
    let lhs = try parser.expression { self.variable($0) }
    guard let relationToken = parser.next(), case .relation(let relation) = relationToken.kind else {
      throw fail(parser.peek() ?? tokens.last, "expected ==, <= or >=")
    }
    let rhs = try parser.expression { self.variable($0) }
    var strength = Strength.required
    if let at = parser.next() {
      guard case .at = at.kind, let value = parser.next() else {
        throw fail(at, "unexpected text after the constraint")
      }
      switch value.kind {
      case .word(let name):
        guard let named = Self.namedStrength(name) else { throw fail(value, "unknown strength '\(name)'") }
        strength = named
      case .number(let priority):
        guard priority > 0, priority <= 1000 else { throw fail(value, "a priority is between 1 and 1000") }
        strength = Strength(priority: Float(priority))
      default:
        throw fail(value, "expected a strength or a priority after @")
      }
      if let extra = parser.next() { throw fail(extra, "unexpected text after the strength") }
    }
    let constraint = Constraint(lhs - rhs, relation, strength: strength)
    return .constraint(constraint, line: line)
  }

  static func namedStrength(_ name: String) -> Strength? {
    switch name {
    case "required": .required
    case "strong": .strong
    case "medium": .medium
    case "weak": .weak
    default: nil
    }
  }
}
