import Foundation
import Testing
import Trellis

@testable import TrellisLint

/// Which configurations an app can be seen in, from its Info.plist and Xcode project, and how lint uses them.
@Suite("App settings")
struct AppSettingsTests {
  typealias F = LintFixture

  static func plist(_ entries: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>CFBundleIdentifier</key>
        <string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
    \(entries)
    </dict>
    </plist>
    """
  }

  /// An iPhone app held upright only, free on iPad but full screen (the shape Xcode's templates produce once a team
  /// unticks the landscape boxes for iPhone and ticks "Requires full screen").
  static let portraitPhone = plist(
    """
    <key>UISupportedInterfaceOrientations</key>
    <array><string>UIInterfaceOrientationPortrait</string></array>
    <key>UISupportedInterfaceOrientations~ipad</key>
    <array>
        <string>UIInterfaceOrientationPortrait</string>
        <string>UIInterfaceOrientationPortraitUpsideDown</string>
        <string>UIInterfaceOrientationLandscapeLeft</string>
        <string>UIInterfaceOrientationLandscapeRight</string>
    </array>
    <key>UIRequiresFullScreen</key>
    <true/>
    """)

  static func configuration(
    _ device: String, _ orientation: Matrix.OrientationChoice, _ window: Matrix.WindowChoice = .full
  ) throws -> DeviceConfiguration {
    let matrix = Matrix(
      devices: [device], orientations: [orientation], windows: [window], contentSizes: [.large],
      layoutDirections: [.leftToRight])
    return try #require(try matrix.configurations().first)
  }

  @Test("Info.plist: orientations per idiom and UIRequiresFullScreen decide which configurations are allowed")
  func infoPlist() throws {
    let settings = try #require(AppSettings(infoPlist: Data(Self.portraitPhone.utf8), source: "Info.plist"))
    #expect(settings.allows(try Self.configuration("iphone-17-pro-max", .portrait)))
    #expect(!settings.allows(try Self.configuration("iphone-17-pro-max", .landscape)))
    #expect(settings.allows(try Self.configuration("ipad-air-11-inch-m4", .landscape)))
    #expect(!settings.allows(try Self.configuration("ipad-air-11-inch-m4", .landscape, .half)))
    #expect(settings.description == "iPhone: portrait only; iPad: portrait and landscape, full screen only")
  }

  @Test("A framework's or test bundle's Info.plist says nothing about orientations and is not taken for the app's")
  func unrelatedPlist() {
    #expect(AppSettings(infoPlist: Data(Self.plist("").utf8), source: "Info.plist") == nil)
    #expect(AppSettings(infoPlist: Data("not a plist".utf8), source: "Info.plist") == nil)
  }

  @Test("Generated Info.plists: INFOPLIST_KEY_ build settings and TARGETED_DEVICE_FAMILY of every target")
  func projectBuildSettings() throws {
    let pbxproj = """
      		A1 /* Debug */ = {
      			isa = XCBuildConfiguration;
      			buildSettings = {
      				GENERATE_INFOPLIST_FILE = YES;
      				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
      				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;
      				"INFOPLIST_KEY_UIRequiresFullScreen[sdk=iphoneos*]" = YES;
      				TARGETED_DEVICE_FAMILY = "1,2";
      			};
      			name = Debug;
      		};
      		A2 /* Tests */ = {
      			isa = XCBuildConfiguration;
      			buildSettings = {
      				GENERATE_INFOPLIST_FILE = YES;
      				TARGETED_DEVICE_FAMILY = 1;
      			};
      		};
      """
    let settings = try #require(AppSettings.project(pbxproj: pbxproj, projectDirectory: "/none", source: "p"))
    #expect(settings.idioms == [.phone, .pad])
    #expect(settings.phoneOrientations == [.portrait])
    #expect(settings.padOrientations == [.landscapeLeft, .landscapeRight])
    #expect(settings.requiresFullScreen)
    // An iPhone-only app is never linted on iPad.
    let phoneOnly = try #require(
      AppSettings.project(
        pbxproj: "buildSettings = {\nTARGETED_DEVICE_FAMILY = 1;\n};", projectDirectory: "/none", source: "p"))
    #expect(!phoneOnly.allows(try Self.configuration("ipad-air-11-inch-m4", .portrait)))
    #expect(phoneOnly.allows(try Self.configuration("iphone-17-pro-max", .landscape)))
  }

  @Test("A document gets its nearest Info.plist, and the device families of the project beside its folder")
  func discovery() throws {
    let pbxproj = """
      buildSettings = {
      INFOPLIST_FILE = "App/Supporting Files/Info.plist";
      TARGETED_DEVICE_FAMILY = 1;
      };
      """
    let files = [
      "App.xcodeproj/project.pbxproj": pbxproj, "App/Supporting Files/Info.plist": Self.portraitPhone,
      "App/Base.lproj/Main.storyboard": "", "Framework/Info.plist": Self.plist(""),
      "Framework/View.xib": "",
    ]
    try F.withFolder(files) { folder in
      let locator = AppSettingsLocator()
      // Main.storyboard has no Info.plist among its ancestors; the project names it.
      let app = try #require(locator.settings(forDocumentAt: folder + "/App/Base.lproj/Main.storyboard"))
      #expect(app.idioms == [.phone])
      #expect(app.phoneOrientations == [.portrait])
      #expect(app.source.hasSuffix("App.xcodeproj/project.pbxproj"))
      // The framework's own Info.plist declares nothing, so the project's app settings apply (conservatively).
      let framework = try #require(locator.settings(forDocumentAt: folder + "/Framework/View.xib"))
      #expect(framework.idioms == [.phone])
    }
  }

  static let overflowing = F.storyboard(
    subviews: F.label("tag", "Tag", frame: "360 20 40 21"), constraints: F.pin("tag", x: 360, y: 20, width: 40))

  static let matrix = Matrix(
    devices: ["iphone-se-3rd-generation", "ipad-air-11-inch-m4"], orientations: [.portrait, .landscape],
    windows: [.full, .half], contentSizes: [.large], layoutDirections: [.leftToRight])

  @Test("Lint leaves out what the app never shows, counts findings against what is left, and says so")
  func lintRespectsInfoPlist() throws {
    var configuration = LintConfiguration()
    configuration.matrix = Self.matrix
    configuration.onlyRules = ["view-outside-bounds"]
    let files = ["App/Info.plist": Self.portraitPhone, "App/Screen.storyboard": Self.overflowing]
    let (report, all) = try F.withFolder(files) { folder in
      let report = try Linter(configuration: configuration).lint(paths: [folder])
      var everything = configuration
      everything.appSettings = .ignore
      return (report, try Linter(configuration: everything).lint(paths: [folder]))
    }
    // iPhone portrait and landscape, iPad portrait full screen, landscape full and 1/2 (iPads split 1/2 only in
    // landscape): 5 configurations in all; the app allows the iPhone upright and the iPad full screen both ways: 3.
    #expect(all.configurations.count == 5)
    let file = try #require(report.files.first)
    #expect(file.configurations?.count == 3)
    #expect(file.configurations.map { $0.allSatisfy { file.appSettings!.allows(report.configurations[$0]) } } == true)
    #expect(report.layoutCount == 3)
    #expect(all.layoutCount == 5)
    let finding = try #require(report.findings.first)
    #expect(finding.configurations.allSatisfy { Set(file.configurations!).contains($0) })
    #expect(report.occurrenceSummary(of: finding).contains("of 3 configurations") || finding.configurations.count == 3)
    let text = XcodeReporter().render(report)
    #expect(text.contains("Info.plist: iPhone: portrait only; iPad: portrait and landscape, full screen only"))
    #expect(text.contains("(1 file on 3 of 5 configurations)"))
    #expect(!XcodeReporter().render(all).contains("Info.plist:"))
  }

  @Test("An Info.plist named on purpose that cannot be read is unreadable input: reported, exit status 2")
  func missingExplicitPlist() throws {
    var configuration = LintConfiguration()
    configuration.matrix = F.phones
    configuration.appSettings = AppSettingsSource("Missing/Info.plist")
    let report = try F.withFolder(["Screen.storyboard": Self.overflowing]) { folder in
      configuration.baseDirectory = folder
      return try Linter(configuration: configuration).lint(paths: [folder])
    }
    #expect(report.unreadableFiles.map(\.failure?.message) == ["no such Info.plist"])
    #expect(report.exitStatus(strict: false) == 2)
  }

  @Test(
    ".trellis.yml: info_plist is auto, none or a path",
    arguments: [
      ("info_plist: none", AppSettingsSource.ignore), ("info_plist: auto", .discover),
      ("info_plist: App/Info.plist", .infoPlist("App/Info.plist")),
    ])
  func configurationKey(text: String, expected: AppSettingsSource) throws {
    #expect(try LintConfiguration.parse(text, file: ".trellis.yml").appSettings == expected)
  }

  @Test(".trellis.yml: info_plist must be a string")
  func configurationKeyError() {
    #expect(throws: ConfigurationError.self) { try LintConfiguration.parse("info_plist: [a]", file: "c.yml") }
  }
}
