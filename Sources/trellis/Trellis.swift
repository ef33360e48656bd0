import ArgumentParser

@main
struct Trellis: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trellis",
    abstract: "Apple's adaptive layout system, rebuilt for Linux.",
    subcommands: [SolveCommand.self, FramesCommand.self, RenderCommand.self, BenchCommand.self]
  )
}
