import ArgumentParser
import Foundation
import TrellisSolver
import TrellisWorkloads

struct ExpCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "exp")
  @Option var n: Int = 1000
  @Flag var r = false
  func run() throws {
    let grid = GridWorkload(count: n)
    let solver = Solver()
    try grid.build(solver)
    print(solver.statistics)
    if CommandLine.arguments.contains("--r") { for _ in 0..<20 { try grid.resize(solver) }; return }
    try grid.resize(solver)
    var byKind = [String: (Double, Double, Int)]()
    for index in grid.churnSelection {
      let c = grid.constraints[index]
      let kindKey = index < 2 ? "C\(index)" : "v\((index - 2) % 10 == 0 ? "" : "")\(((index - 2) % 60))"
      let r = time { try! solver.removeConstraint(c) }
      let a = time { try! solver.addConstraint(c) }
      var e = byKind[kindKey] ?? (0, 0, 0)
      e.0 += r; e.1 += a; e.2 += 1
      byKind[kindKey] = e
    }
    for (k, v) in byKind.sorted(by: { $0.key < $1.key }) {
      print(k, "remove", format(v.0 * 1e3), "add", format(v.1 * 1e3), "ms", v.2, grid.constraints[k == "C0" ? 0 : 2 + Int(k.dropFirst())!])
    }
    print(solver.statistics)
  }
}
