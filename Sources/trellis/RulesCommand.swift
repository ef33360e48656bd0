import ArgumentParser
import TrellisLint

/// `trellis rules`: every rule with its id, default severity, whether it is opt-in, and what it finds.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules", abstract: "List the lint rules.")

  func run() {
    let rules = RuleCatalog.descriptions
    let width = rules.map(\.id.count).max() ?? 0
    for rule in rules {
      let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
      let severity = rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
      let scope = rule.scope == .document ? "document" : "layout  "
      print("\(id)  \(severity)  \(scope)  \(rule.isOptIn ? "opt-in" : "      ")  \(rule.summary)")
    }
  }
}
