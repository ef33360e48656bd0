import ArgumentParser
import Foundation
import TrellisSolver

/// `trellis solve FILE`: solves a constraint file and prints every variable's value.
///
/// A constraint that cannot hold is reported as UIKit reports it, with the file and line of each constraint in the
/// conflict, and left out; the rest is still solved. The exit status is 1 if anything was reported.
struct SolveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solve",
    abstract: "Solve a constraint file (see Examples/) and print the value of every variable."
  )

  @Argument(help: "A constraint file: one `a + 2 * b == c @strength` statement a line.")
  var file: String

  func run() throws {
    let system: ConstraintFile
    do {
      system = try ConstraintFile(contentsOf: file)
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
    let solver = Solver()
    var lineOf: [ObjectIdentifier: Int] = [:]
    var problems = 0
    for statement in system.statements {
      do throws(SolverError) {
        switch statement {
        case .constraint(let constraint, let line):
          lineOf[ObjectIdentifier(constraint)] = line
          try solver.addConstraint(constraint)
        case .edit(let variable, let strength, _):
          try solver.addEditVariable(variable, strength: strength)
        case .suggest(let variable, let value, _):
          try solver.suggestValue(value, for: variable)
        }
      } catch {
        problems += 1
        printError(report(error, at: statement.line, lines: lineOf))
      }
    }
    solver.updateVariables()
    let width = system.variables.map(\.name.count).max() ?? 0
    for variable in system.variables {
      let padding = String(repeating: " ", count: width - variable.name.count)
      print("\(variable.name)\(padding) = \(formatValue(solver.value(of: variable)))")
    }
    if problems > 0 { throw ExitCode(1) }
  }

  private func report(_ error: SolverError, at line: Int, lines: [ObjectIdentifier: Int]) -> String {
    guard case .unsatisfiable(let constraint, let conflicts) = error else {
      return "\(file):\(line): error: \(error)"
    }
    var text = "\(file):\(line): error: Unable to simultaneously satisfy constraints.\n"
    text += "\tProbably at least one of the constraints in the following list is one you don't want.\n"
    for conflict in conflicts {
      let place = lines[ObjectIdentifier(conflict)].map { "line \($0)" } ?? "edit"
      text += "\t(\(place)) \(conflict)\n"
    }
    text += "\tWill attempt to recover by breaking constraint: \(constraint)"
    return text
  }
}

extension ConstraintFile.Statement {
  var line: Int {
    switch self {
    case .constraint(_, let line), .edit(_, _, let line), .suggest(_, _, let line): line
    }
  }
}

/// A value as people read it: no negative zero, at most six decimals, no trailing zeros.
func formatValue(_ value: Double) -> String {
  let clean = abs(value) < 5e-7 ? 0 : value
  var text = String(format: "%.6f", clean)
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}

func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
