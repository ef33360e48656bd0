import ArgumentParser
import Foundation
import Testing
import Trellis

@testable import trellis

/// `trellis lint`: the default subcommand, its exit statuses, reporters to files, and `.trellis.yml` found beside the
/// folder linted.
@Suite struct LintCommandTests {
  static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/LessonApp").path

  /// The exit code a parsed command ends with (0 when it returns).
  func exitCode(_ arguments: [String]) -> Int32 {
    do {
      var command = try Trellis.parseAsRoot(arguments)
      try command.run()
      return 0
    } catch {
      return Trellis.exitCode(for: error).rawValue
    }
  }

  @Test("The example app: findings at error severity exit 1; reports are written where asked")
  func example() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-lint-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = folder.appendingPathComponent("report.json").path
    let sarif = folder.appendingPathComponent("report.sarif").path
    #expect(exitCode([Self.example, "--quiet", "--reporter", "json=\(json)", "--reporter", "sarif=\(sarif)"]) == 1)
    let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
    let findings = report?["findings"] as? [[String: Any]] ?? []
    #expect(findings.contains { $0["rule"] as? String == "unsatisfiable-constraints" })
    // The example's .trellis.yml narrows the matrix to 72 configurations.
    #expect((report?["configurations"] as? [Any])?.count == 72)
    // The SARIF log names the one version trellis has.
    let log = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif))) as? [String: Any]
    let run = (log?["runs"] as? [[String: Any]])?.first
    let driver = (run?["tool"] as? [String: Any])?["driver"] as? [String: Any]
    #expect(driver?["semanticVersion"] as? String == TrellisVersion.current)
    #expect(report?["trellisVersion"] as? String == TrellisVersion.current)
  }

  @Test("--version prints the one version, at the root and on lint")
  func version() {
    for arguments in [["--version"], ["lint", "--version"]] {
      do {
        _ = try Trellis.parseAsRoot(arguments)
        Issue.record("\(arguments) parsed as a command")
      } catch {
        #expect(Trellis.fullMessage(for: error) == TrellisVersion.current)
        #expect(Trellis.exitCode(for: error) == .success)
      }
    }
  }

  @Test("Only warnings exit 0, or 1 with --strict")
  func strict() {
    let rules = ["--only", "small-touch-target", "--quiet", "--reporter", "json=/dev/null"]
    #expect(exitCode([Self.example] + rules) == 0)
    #expect(exitCode([Self.example, "--strict"] + rules) == 1)
  }

  @Test(
    "Bad usage is a validation failure (exit 2 from main)",
    arguments: [
      ["--windows", "quarter"], ["--devices", "iphone-99"], ["--reporter", "pdf"], ["--shard", "3/2"],
      ["--only", "no-such-rule"],
    ])
  func badUsage(arguments: [String]) {
    #expect(exitCode(["lint", Self.example, "--quiet"] + arguments) == ExitCode.validationFailure.rawValue)
  }

  @Test("A missing document exits 2")
  func missing() {
    #expect(exitCode(["lint", "/nonexistent/App.storyboard", "--quiet", "--reporter", "json=/dev/null"]) == 2)
  }
}
