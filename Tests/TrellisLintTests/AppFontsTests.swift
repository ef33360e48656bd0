import Foundation
import Testing
import TrellisIB

@testable import Trellis
@testable import TrellisLint

/// An app's own fonts, found from its Info.plist (`UIAppFonts`) wherever the project keeps them, and registered
/// before lint lays anything out, so text set in them measures as Interface Builder measures it with the fonts in the
/// project. Missing and unreadable fonts are named in the report, and the run goes on.
@Suite struct AppFontsTests {
  typealias F = LintFixture

  /// An Info.plist listing fonts the way apps do: a bare file name, a folder reference's path, one the project does
  /// not have, and one that is not a font.
  static let plist = AppSettingsTests.plist(
    """
    <key>UIAppFonts</key>
    <array>
        <string>Inter-Bold.otf</string>
        <string>Fonts/Inter-SemiBold.otf</string>
        <string>Lobster.ttf</string>
        <string>Broken.ttf</string>
    </array>
    """)

  /// A label 20 pt in Inter Bold, sized by its text (leading and top pinned only).
  static let storyboard = F.storyboard(
    subviews: """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello, World" \
      translatesAutoresizingMaskIntoConstraints="NO" id="title">
          <rect key="frame" x="20" y="20" width="120" height="24"/>
          <fontDescription key="fontDescription" name="Inter-Bold" family="Inter" pointSize="20"/>
      </label>
      """,
    constraints: F.pin("title", x: 20, y: 20))

  /// A repository: the app's Info.plist and storyboard in `App/`, its fonts in a sibling `Shared/` folder (so that
  /// they are found from the repository's root, not only beside the Info.plist), and a `.git` marking the root.
  static func repository(_ folder: String) throws {
    let root = URL(fileURLWithPath: folder)
    let fonts = root.appendingPathComponent("Shared/Resources/Fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    for face in [BundledFont.bold, .semibold] {
      let url = try #require(face.url)
      try FileManager.default.copyItem(at: url, to: fonts.appendingPathComponent(url.lastPathComponent))
    }
    // A Git LFS pointer where a font should be: found, but not a font.
    try Data("version https://git-lfs.github.com/spec/v1\n".utf8).write(to: fonts.appendingPathComponent("Broken.ttf"))
  }

  @Test func infoPlistListsTheAppsFonts() throws {
    let settings = try #require(AppSettings(infoPlist: Data(Self.plist.utf8), source: "Info.plist"))
    #expect(settings.appFonts == ["Inter-Bold.otf", "Fonts/Inter-SemiBold.otf", "Lobster.ttf", "Broken.ttf"])
    // An Info.plist that lists only fonts is still the app's (orientations and families unknown: everything).
    #expect(settings.phoneOrientations == nil && settings.idioms == nil)
  }

  @Test func fontsAreFoundAnywhereUnderTheAppsRoot() throws {
    try F.withFolder(["App/Info.plist": Self.plist, "App/Base.lproj/Main.storyboard": Self.storyboard]) { folder in
      try Self.repository(folder)
      let settings = try #require(
        AppSettingsLocator().settings(forDocumentAt: folder + "/App/Base.lproj/Main.storyboard"))
      let fonts = folder + "/Shared/Resources/Fonts/"
      #expect(settings.fontFiles == [fonts + "Inter-Bold.otf", fonts + "Inter-SemiBold.otf", fonts + "Broken.ttf"])
      #expect(settings.missingFonts == ["Lobster.ttf"])
    }
  }

  @Test func aFileWhosePathEndsWithTheWholeEntryIsPreferred() throws {
    let files = ["Info.plist": Self.plist, "A/Inter-SemiBold.otf": "a", "B/Fonts/Inter-SemiBold.otf": "b"]
    F.withFolder(files) { folder in
      let finder = AppFontFinder(root: folder)
      #expect(finder.file(for: "Fonts/Inter-SemiBold.otf") == folder + "/B/Fonts/Inter-SemiBold.otf")
      #expect(finder.file(for: "Inter-SemiBold.otf") == folder + "/A/Inter-SemiBold.otf")
      // As on the Mac, a name that differs only in case is the same file.
      #expect(finder.file(for: "inter-semibold.OTF") == folder + "/A/Inter-SemiBold.otf")
      #expect(finder.file(for: "Inter-Black.otf") == nil)
    }
  }

  @Test func buildProductsAndHiddenFoldersAreNotSearched() throws {
    let files = [
      "build/Debug-iphonesimulator/App.app/Inter-Bold.otf": "x", "DerivedData/Inter-Bold.otf": "x",
      ".cache/Inter-Bold.otf": "x", "Payload/App.app/Inter-Bold.otf": "x",
    ]
    F.withFolder(files) { folder in
      #expect(AppFontFinder(root: folder).file(for: "Inter-Bold.otf") == nil)
    }
  }

  @Test func lintMeasuresTextInTheAppsFontsAndSaysWhatItCouldNotFind() throws {
    var configuration = LintConfiguration()
    configuration.matrix = Matrix(
      devices: ["iphone-17-pro-max"], orientations: [.portrait], windows: [.full], contentSizes: [.large],
      layoutDirections: [.leftToRight])
    let files = ["App/Info.plist": Self.plist, "App/Base.lproj/Main.storyboard": Self.storyboard]
    let report = try F.withFolder(files) { folder in
      try Self.repository(folder)
      return try Linter(configuration: configuration).lint(paths: [folder + "/App"])
    }
    let settings = try #require(report.files.first?.appSettings)
    #expect(settings.missingFonts == ["Lobster.ttf"])
    #expect(settings.unreadableFonts.count == 1)
    #expect(settings.unreadableFonts.first?.contains("Broken.ttf: not an OpenType or TrueType font") == true)
    #expect(report.unreadableFiles.isEmpty)

    // The label is as wide as its text in Inter Bold, pixel-ceiled at @3x, not as the system font's estimate for it.
    let label = try #require(report.snapshots.first?.layout.views.first { $0.id == "title" })
    let inter = FontTextMeasurer()
    let font = Font(name: "Inter-Bold", size: 20)
    let estimate = inter.width(of: "Hello, World", font: font)
    try inter.register(fontFile: try #require(BundledFont.bold.url).path)
    let own = inter.width(of: "Hello, World", font: font)
    #expect(abs(label.frame.size.width - (own * 3).rounded(.up) / 3) < 1e-6)
    #expect(abs(own - estimate) > 0.05)

    let text = XcodeReporter().render(report)
    #expect(text.contains("Info.plist: UIAppFonts: 2 of 4 fonts registered; not found: Lobster.ttf; unreadable: "))
    let json = try JSONSerialization.jsonObject(with: Data(JSONReporter().render(report).utf8)) as? [String: Any]
    let entry = try #require((json?["files"] as? [[String: Any]])?.first?["appSettings"] as? [String: Any])
    #expect(entry["fonts"] as? [String] == settings.appFonts)
    #expect(entry["missingFonts"] as? [String] == ["Lobster.ttf"])
  }
}
