import Foundation
import Testing
import Trellis
import TrellisLint

@testable import TrellisReport

/// The report's pictures follow the app's settings: no card for a configuration the app is never seen in.
@Suite struct HTMLAppSettingsTests {
  @Test func cardsSkipConfigurationsTheAppNeverShows() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-html-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A portrait-only app: Info.plist beside the example's profile storyboard.
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
      </dict></plist>
      """
    try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
    try Data(try HTMLReportFixtures.profileStoryboard().utf8).write(
      to: folder.appendingPathComponent("Profile.storyboard"))
    var configuration = LintConfiguration()
    configuration.matrix = Matrix(
      devices: ["iphone-se-3rd-generation", "iphone-17-pro-max"], orientations: [.portrait, .landscape],
      windows: [.full], contentSizes: [.large], layoutDirections: [.leftToRight])
    let report = try Linter(configuration: configuration).lint(paths: [folder.path])
    let file = try #require(report.files.first)
    let allowed = Set(try #require(file.configurations))
    #expect(allowed.count == 2 && report.configurations.count == 4)
    // The overview has landscape configurations; this document's row shows none of them.
    #expect(report.overviewConfigurations.contains { !allowed.contains($0) })
    let cards = HTMLSceneCards(report).cards(file: file.path, sceneID: try #require(file.scenes.first).id)
    #expect(!cards.isEmpty)
    #expect(cards.allSatisfy { allowed.contains($0.configuration) })
  }
}
