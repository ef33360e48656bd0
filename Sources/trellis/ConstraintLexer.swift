import TrellisSolver

/// A token of the constraint file syntax, with its column.
struct Token {
  enum Kind {
    case number(Double)
    case word(String)
    case symbol(Character)  // + - * / ( )
    case relation(Relation)
    case at
  }
  let kind: Kind
  let column: Int
}

/// Splits one line of a constraint file into tokens.
struct Lexer {
  let text: String
  let file: String
  let line: Int

  mutating func tokens() throws(ConstraintFile.ParseError) -> [Token] {
    var result: [Token] = []
    let characters = Array(text)
    var index = 0
    func fail(_ message: String) -> ConstraintFile.ParseError {
      ConstraintFile.ParseError(file: file, line: line, column: index + 1, message: message)
    }
    while index < characters.count {
      let character = characters[index]
      let column = index + 1
      if character.isWhitespace {
        index += 1
      } else if character.isNumber
        || (character == "." && index + 1 < characters.count && characters[index + 1].isNumber)
      {
        var end = index
        while end < characters.count,
          characters[end].isNumber || characters[end] == "."
            || ((characters[end] == "e" || characters[end] == "E") && end + 1 < characters.count
              && (characters[end + 1].isNumber || characters[end + 1] == "-" || characters[end + 1] == "+"))
            || ((characters[end] == "-" || characters[end] == "+") && end > index
              && (characters[end - 1] == "e" || characters[end - 1] == "E"))
        {
          end += 1
        }
        let literal = String(characters[index..<end])
        guard let value = Double(literal) else { throw fail("malformed number '\(literal)'") }
        guard value.isFinite else { throw fail("the number '\(literal)' is too large") }
        result.append(Token(kind: .number(value), column: column))
        index = end
      } else if character.isLetter || character == "_" {
        var end = index
        while end < characters.count,
          characters[end].isLetter || characters[end].isNumber || characters[end] == "_" || characters[end] == "."
        {
          end += 1
        }
        result.append(Token(kind: .word(String(characters[index..<end])), column: column))
        index = end
      } else if "+-*/()".contains(character) {
        result.append(Token(kind: .symbol(character), column: column))
        index += 1
      } else if character == "@" {
        result.append(Token(kind: .at, column: column))
        index += 1
      } else if "=<>".contains(character) {
        let pair = index + 1 < characters.count ? String(characters[index...index + 1]) : String(character)
        let relation: Relation? =
          switch pair {
          case "==": .equal
          case "<=": .lessThanOrEqual
          case ">=": .greaterThanOrEqual
          default: nil
          }
        guard let relation else { throw fail("expected ==, <= or >=") }
        result.append(Token(kind: .relation(relation), column: column))
        index += 2
      } else {
        throw fail("unexpected character '\(character)'")
      }
    }
    return result
  }
}

/// Parses the linear expressions of one line: sums of products of numbers and variables, with parentheses.
struct ExpressionParser {
  let tokens: [Token]
  let file: String
  let line: Int
  var position = 0

  init(tokens: [Token], file: String, line: Int) {
    self.tokens = tokens
    self.file = file
    self.line = line
  }

  func peek() -> Token? { position < tokens.count ? tokens[position] : nil }

  mutating func next() -> Token? {
    defer { position += 1 }
    return peek()
  }

  private func fail(_ token: Token?, _ message: String) -> ConstraintFile.ParseError {
    ConstraintFile.ParseError(
      file: file, line: line, column: token?.column ?? (tokens.last.map { $0.column + 1 } ?? 1), message: message)
  }

  mutating func expression(_ variable: (String) -> Variable) throws(ConstraintFile.ParseError) -> LinearExpression {
    var result = try product(variable)
    while let token = peek(), case .symbol(let symbol) = token.kind, symbol == "+" || symbol == "-" {
      position += 1
      let operand = try product(variable)
      result = symbol == "+" ? result + operand : result - operand
    }
    return result
  }

  private mutating func product(_ variable: (String) -> Variable) throws(ConstraintFile.ParseError) -> LinearExpression
  {
    var result = try factor(variable)
    while let token = peek(), case .symbol(let symbol) = token.kind, symbol == "*" || symbol == "/" {
      position += 1
      let operand = try factor(variable)
      if symbol == "*" {
        if result.terms.isEmpty {
          result = operand * result.constant
        } else if operand.terms.isEmpty {
          result = result * operand.constant
        } else {
          throw fail(token, "the product of two variables is not linear")
        }
      } else {
        guard operand.terms.isEmpty else { throw fail(token, "division by a variable is not linear") }
        guard operand.constant != 0 else { throw fail(token, "division by zero") }
        result = result / operand.constant
      }
    }
    return result
  }

  private mutating func factor(_ variable: (String) -> Variable) throws(ConstraintFile.ParseError) -> LinearExpression {
    guard let token = next() else { throw fail(nil, "expected a number, a variable or '('") }
    switch token.kind {
    case .number(let value):
      return LinearExpression(value)
    case .word(let name):
      return LinearExpression(variable(name))
    case .symbol("-"):
      return try -factor(variable)
    case .symbol("("):
      let inner = try expression(variable)
      guard let close = next(), case .symbol(")") = close.kind else { throw fail(peek(), "expected ')'") }
      return inner
    default:
      throw fail(token, "expected a number, a variable or '('")
    }
  }
}
