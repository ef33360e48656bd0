import Foundation
import Testing
import TrellisSolver

@testable import trellis

/// The constraint-file syntax of `trellis solve`: what it accepts, and that every mistake names file, line and column.
@Suite struct ConstraintFileTests {
  func parse(_ text: String) throws(ConstraintFile.ParseError) -> ConstraintFile {
    try ConstraintFile(text: text, path: "test.constraints")
  }

  func error(_ text: String) -> String? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func statementsVariablesAndStrengths() throws {
    let file = try parse(
      """
      # a comment
      edit w strong
      suggest w 320.5
      a + 2 * (b - 1) == w / 2   # trailing comment
      b >= 3 @weak
      c <= -a @750
      """)
    #expect(file.variables.map(\.name) == ["w", "a", "b", "c"])
    #expect(file.statements.count == 5)
    guard case .constraint(let first, let line) = file.statements[2] else {
      Issue.record("expected a constraint")
      return
    }
    #expect(line == 4)
    #expect(first.description == "a + 2 * b - 0.5 * w - 2 == 0 | required")
    guard case .constraint(let weak, _) = file.statements[3], case .constraint(let priority, _) = file.statements[4]
    else {
      Issue.record("expected constraints")
      return
    }
    #expect(weak.strength == .weak)
    #expect(priority.strength == Strength(priority: 750))
  }

  @Test(arguments: [
    ("x == 1 +", "test.constraints:1:9: error: expected a number, a variable or '('"),
    ("x = 1", "test.constraints:1:3: error: expected ==, <= or >="),
    ("x == y * z", "test.constraints:1:8: error: the product of two variables is not linear"),
    ("x == 1 / y", "test.constraints:1:8: error: division by a variable is not linear"),
    ("x == 1 / 0", "test.constraints:1:8: error: division by zero"),
    ("x == 1e999", "test.constraints:1:6: error: the number '1e999' is too large"),
    ("x == 1 @often", "test.constraints:1:9: error: unknown strength 'often'"),
    ("x == 1 @0", "test.constraints:1:9: error: a priority is between 1 and 1000"),
    ("x == 1 y", "test.constraints:1:8: error: unexpected text after the constraint"),
    ("x == (1 + y", "test.constraints:1:12: error: expected ')'"),
    ("x == 1 $", "test.constraints:1:8: error: unexpected character '$'"),
    ("edit x always", "test.constraints:1:8: error: expected a strength: weak, medium or strong"),
    ("suggest x", "test.constraints:1:1: error: expected 'suggest NAME VALUE'"),
    ("\n\nx + 1", "test.constraints:3:5: error: expected ==, <= or >="),
  ])
  func mistakesNameTheLineAndColumn(text: String, message: String) {
    #expect(error(text) == message)
  }

  @Test func unreadableFilesAreReported() {
    #expect {
      _ = try ConstraintFile(contentsOf: "/nonexistent/file.constraints")
    } throws: { error in
      (error as? ConstraintFile.ParseError)?.description
        == "/nonexistent/file.constraints:0:0: error: cannot read the file"
    }
  }

  @Test func theBundledExampleSolves() throws {
    let path = #filePath.components(separatedBy: "/Tests/")[0] + "/Examples/profile-card.constraints"
    let file = try ConstraintFile(contentsOf: path)
    let solver = Solver()
    for statement in file.statements {
      switch statement {
      case .constraint(let constraint, _): try solver.addConstraint(constraint)
      case .edit(let variable, let strength, _): try solver.addEditVariable(variable, strength: strength)
      case .suggest(let variable, let value, _): try solver.suggestValue(value, for: variable)
      }
    }
    let value = { (name: String) in solver.value(of: file.variables.first { $0.name == name }!) }
    #expect(value("card.width") == 361)
    #expect(value("name.width") == 240)
    #expect(value("button.width") == 180.5)
    #expect(value("card.height") == 148)
  }

  @Test func valuesPrintWithoutNoise() {
    #expect(formatValue(-0.0) == "0")
    #expect(formatValue(180.5) == "180.5")
    #expect(formatValue(1.0 / 3) == "0.333333")
    #expect(formatValue(-2e-9) == "0")
  }
}
