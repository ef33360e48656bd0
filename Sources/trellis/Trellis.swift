import ArgumentParser
import Foundation
import Trellis

@main
struct Trellis: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trellis",
    abstract: "Apple's adaptive layout system, rebuilt for Linux.",
    version: TrellisVersion.current,
    subcommands: [
      LintCommand.self, RulesCommand.self, FramesCommand.self, RenderCommand.self, SolveCommand.self, BenchCommand.self,
    ],
    defaultSubcommand: LintCommand.self
  )

  /// Runs the command; bad usage exits 2 (as `trellis lint` documents, like grep and diff), not sysexits' 64.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }
}
