import Foundation
import Testing
import Trellis
import TrellisIB

@testable import TrellisLint

/// The run: finding files, merging configurations, shards, unreadable input, exit status, exclusions.
@Suite("Linter runs")
struct LinterTests {
  typealias F = LintFixture

  static let overflowing = F.storyboard(
    subviews: F.label("tag", "Tag", frame: "360 20 40 21"), constraints: F.pin("tag", x: 360, y: 20, width: 40))
  static let clean = F.storyboard(subviews: F.label("title", "Title"), constraints: F.pin("title", x: 16, y: 20))

  @Test("Documents are found recursively, in a fixed order; excluded folders and patterns are skipped")
  func discovery() throws {
    let files = [
      "App/Main.storyboard": Self.clean, "App/Views/Cell.xib": Self.clean, "Pods/Lib/Lib.storyboard": Self.clean,
      "App/Legacy/Old.xib": Self.clean, "App/notes.txt": "not a document",
    ]
    F.withFolder(files) { folder in
      let discovery = FileDiscovery(excluded: ["Pods", "**/Legacy/*.xib"], baseDirectory: folder)
      let found = discovery.documents(in: [folder]).documents.map { String($0.dropFirst(folder.count + 1)) }
      #expect(found == ["App/Main.storyboard", "App/Views/Cell.xib"])
    }
  }

  @Test("Glob patterns: * stays within a folder, ** crosses folders, ? is one character")
  func globs() {
    #expect(Glob("App/*.xib").matches("App/Cell.xib"))
    #expect(!Glob("App/*.xib").matches("App/Views/Cell.xib"))
    #expect(Glob("**/Legacy/*.xib").matches("a/b/Legacy/Old.xib"))
    #expect(Glob("**/Legacy/*.xib").matches("Legacy/Old.xib"))
    #expect(Glob("Cell?.xib").matches("Cell2.xib"))
    #expect(!Glob("Cell?.xib").matches("Cell.xib"))
  }

  @Test("An unreadable document is reported and skipped; the others are linted and the run exits 2")
  func unreadable() throws {
    var configuration = LintConfiguration()
    configuration.matrix = F.phones
    let files = [
      "Good.storyboard": Self.overflowing, "Broken.storyboard": "<document><scenes>", "Garbage.xib": "\u{0}\u{1}binary",
    ]
    let report = try F.withFolder(files) { folder in try Linter(configuration: configuration).lint(paths: [folder]) }
    #expect(report.unreadableFiles.count == 2)
    #expect(report.unreadableFiles.allSatisfy { $0.failure?.line ?? -1 >= 0 })
    #expect(report.findings.contains { $0.file.hasSuffix("Good.storyboard") && $0.rule == "view-outside-bounds" })
    #expect(report.exitStatus(strict: false) == 2)
  }

  @Test("A path that does not exist is an unreadable input, exit status 2")
  func missingPath() throws {
    let report = try Linter().lint(paths: ["/nonexistent/trellis/Nothing.storyboard"])
    #expect(report.unreadableFiles.first?.failure?.message == "no such file or folder")
    #expect(report.exitStatus(strict: false) == 2)
  }

  @Test("No document under the paths given is an error (exit 2) naming them, as SwiftLint's \"No lintable files\"")
  func noDocuments() throws {
    var configuration = LintConfiguration()
    configuration.matrix = F.phones
    try F.withFolder(["notes.txt": "not a document"]) { folder in
      let report = try Linter(configuration: configuration).lint(paths: [folder])
      let failure = try #require(report.unreadableFiles.first?.failure)
      #expect(report.unreadableFiles.map(\.path) == [folder])
      #expect(failure.rule == Linter.noDocumentsRule)
      #expect(
        failure.message.contains("no iOS Interface Builder documents (.storyboard or .xib) found under \(folder)"))
      #expect(report.exitStatus(strict: false) == 2)
      #expect(
        XcodeReporter.summary(report).hasPrefix(
          "Done linting! Found 1 violation, 1 serious in 0 files (no documents found);"))
    }
    // Every document excluded by the configuration: still nothing linted, still an error (SwiftLint's choice).
    try F.withFolder(["Legacy/Old.storyboard": Self.clean]) { folder in
      configuration.excluded = ["Legacy"]
      configuration.baseDirectory = folder
      let report = try Linter(configuration: configuration).lint(paths: [folder])
      #expect(report.exitStatus(strict: false) == 2)
      #expect(report.unreadableFiles.first?.failure?.message.contains("excluded") == true)
      // allow_zero_lintable_files accepts it.
      configuration.allowZeroLintableFiles = true
      let allowed = try Linter(configuration: configuration).lint(paths: [folder])
      #expect(allowed.files.isEmpty)
      #expect(allowed.exitStatus(strict: true) == 0)
    }
  }

  @Test(
    "Documents for macOS, tvOS or watchOS beside the iOS app's are left out; when only they are found, nothing is lintable"
  )
  func otherPlatforms() throws {
    var configuration = LintConfiguration()
    configuration.matrix = F.phones
    let mac = Self.clean.replacingOccurrences(of: "iOS.CocoaTouch", with: "MacOSX.Cocoa")
    #expect(mac != Self.clean)
    try F.withFolder(["iOS/Main.storyboard": Self.clean, "macOS/Main.storyboard": mac]) { folder in
      let report = try Linter(configuration: configuration).lint(paths: [folder])
      #expect(report.files.map(\.path) == [folder + "/iOS/Main.storyboard"])
      #expect(report.findings.isEmpty)
      #expect(report.exitStatus(strict: true) == 0)
    }
    try F.withFolder(["macOS/Main.storyboard": mac]) { folder in
      let report = try Linter(configuration: configuration).lint(paths: [folder])
      let failure = try #require(report.unreadableFiles.first?.failure)
      #expect(failure.rule == Linter.noDocumentsRule)
      #expect(failure.message.contains("(1 for macOS, tvOS or watchOS left out)"))
      #expect(report.exitStatus(strict: false) == 2)
    }
  }

  @Test("Warnings exit 0, or 1 when strict")
  func strict() throws {
    let report = try F.lint(Self.overflowing, rules: ["view-outside-bounds"])
    #expect(report.findings.allSatisfy { $0.severity == .warning })
    #expect(report.exitStatus(strict: false) == 0)
    #expect(report.exitStatus(strict: true) == 1)
  }

  @Test("Shards split the work: together they find exactly what one run finds", arguments: [2, 3])
  func shards(count: Int) throws {
    var configuration = LintConfiguration()
    configuration.matrix = F.phones
    let files = ["A.storyboard": Self.overflowing, "B.storyboard": Self.overflowing, "C.storyboard": Self.clean]
    try F.withFolder(files) { folder in
      let whole = try Linter(configuration: configuration).lint(paths: [folder])
      var parts: [Finding] = []
      var layouts = 0
      for index in 1...count {
        let part = try Linter(configuration: configuration, shard: Shard(index: index, count: count)).lint(paths: [
          folder
        ])
        parts += part.findings
        layouts += part.layoutCount
      }
      let key = { (finding: Finding) in "\(finding.file) \(finding.rule) \(finding.objects) \(finding.configurations)" }
      #expect(parts.map(key).sorted() == whole.findings.map(key).sorted())
      #expect(layouts == whole.layoutCount)
    }
    #expect(Shard("2/4") == Shard(index: 2, count: 4))
    #expect(Shard("5/4") == nil && Shard("0/2") == nil && Shard("x") == nil)
  }

  @Test("A scene's configurations split across threads give the report one thread gives, pictures included")
  func scenePartsMergeAsOneRun() throws {
    var configuration = LintConfiguration()
    configuration.matrix = Matrix()  // the default matrix: hundreds of configurations, the tag overflows on some
    let (one, four) = try F.withFolder(["Screen.storyboard": Self.overflowing]) { folder in
      var single = Linter(configuration: configuration)
      single.concurrency = 1
      var split = Linter(configuration: configuration)
      split.concurrency = 4
      return (try single.lint(paths: [folder]), try split.lint(paths: [folder]))
    }
    #expect(Linter.partsPerScene(scenes: 1, threads: 4, configurations: one.configurations.count) == 16)
    let key = { (finding: Finding) in
      "\(finding.rule) \(finding.objects) \(finding.message) \(finding.configurations)"
    }
    #expect(!one.findings.isEmpty)
    #expect(one.findings.map(key) == four.findings.map(key))
    #expect(one.snapshots.map(\.configuration) == four.snapshots.map(\.configuration))
    #expect(one.snapshots.map(\.findings) == four.snapshots.map(\.findings))
    #expect(one.layoutCount == four.layoutCount)
  }

  @Test("Scenes are split only when there are fewer than four units of work per thread, into equal runs")
  func partsPerScene() {
    #expect(Linter.partsPerScene(scenes: 1, threads: 2, configurations: 732) == 8)
    #expect(Linter.partsPerScene(scenes: 3, threads: 2, configurations: 732) == 3)
    #expect(Linter.partsPerScene(scenes: 40, threads: 8, configurations: 732) == 1)
    #expect(Linter.partsPerScene(scenes: 1, threads: 1, configurations: 732) == 1)
    #expect(Linter.partsPerScene(scenes: 1, threads: 8, configurations: 20) == 2)
    #expect(Linter.split(0..<10, into: 3) == [0..<3, 3..<6, 6..<10])
    #expect(Linter.split(0..<2, into: 1) == [0..<2])
  }

  @Test("Exclusions by file#objectID leave findings out")
  func exclusions() throws {
    var configuration = LintConfiguration()
    configuration.matrix = F.phones
    configuration.exclusions = [Exclusion("Screen.storyboard#tag")!]
    let report = try F.withFolder(["Screen.storyboard": Self.overflowing]) { folder in
      try Linter(configuration: configuration).lint(paths: [folder])
    }
    #expect(!report.findings.contains { $0.objects.contains("tag") })
    #expect(Exclusion("no-hash") == nil)
  }

  @Test("Pictures: every scene in the overview configurations and each finding's first configuration")
  func snapshots() throws {
    let report = try F.lint(Self.overflowing, rules: ["view-outside-bounds"])
    let configurations = Set(report.snapshots.map(\.configuration))
    #expect(Set(report.overviewConfigurations).isSubset(of: configurations))
    let finding = try #require(report.findings.first)
    let snapshot = try #require(
      report.snapshot(file: finding.file, sceneID: "scene-1", configuration: finding.configurations[0]))
    #expect(snapshot.findings == [0])
  }

  @Test("The default run on the bundled example lays out every configuration of the matrix")
  func defaultMatrixCount() throws {
    var configuration = LintConfiguration()
    configuration.matrix = Matrix(devices: ["iphone-16", "ipad-air-11-inch-m4"], contentSizes: [.large])
    let report = try F.withFolder(["S.storyboard": Self.clean]) { folder in
      try Linter(configuration: configuration).lint(paths: [folder])
    }
    // One scene, plus the design-time pass for the document rules.
    #expect(report.layoutCount == report.configurations.count + 1)
  }
}
