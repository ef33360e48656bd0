import Foundation
import PackagePlugin

/// `swift package lint-layouts [--target NAME …] [trellis lint options]`: runs `trellis lint` on the storyboards and
/// xibs of a package's targets (all source targets unless `--target` names some), with any other arguments passed on
/// (`--reporter html=report.html`, `--strict`, `--devices …`). Fails the command when the lint exits non-zero.
@main
struct LintLayouts: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    let folders = targets.compactMap { ($0 as? SourceModuleTarget)?.directoryURL.path }
    guard !folders.isEmpty else {
      Diagnostics.warning("no source targets to lint")
      return
    }
    let trellis = try context.tool(named: "trellis")
    let process = Process()
    process.executableURL = trellis.url
    process.arguments = ["lint"] + folders + extractor.remainingArguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: return
    case 1: Diagnostics.error("trellis lint found problems at error severity")
    default: Diagnostics.error("trellis lint could not read its input (exit \(process.terminationStatus))")
    }
  }
}
