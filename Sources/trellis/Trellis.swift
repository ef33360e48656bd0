import ArgumentParser

@main
struct Trellis: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trellis",
    abstract: "Apple's adaptive layout system, rebuilt for Linux.",
    subcommands: [
      LintCommand.self, RulesCommand.self, FramesCommand.self, RenderCommand.self, SolveCommand.self, BenchCommand.self,
    ],
    defaultSubcommand: LintCommand.self
  )
}
