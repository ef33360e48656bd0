import Testing
import Trellis

@testable import TrellisLint

/// `.trellis.yml`: SwiftLint's keys, a matrix block, severities, exclusions, and errors that name the line.
@Suite("Lint configuration file")
struct ConfigurationFileTests {
  @Test("Every key is read")
  func everyKey() throws {
    let text = """
      included: [App]
      excluded:
        - Pods
        - "**/Legacy/*.xib"
      disabled_rules: [small-touch-target]
      opt_in_rules: []
      truncated-text: error
      overlapping-siblings:
        severity: error
      matrix:
        devices: [iphone-se-3rd-generation, ipad-air-11-inch-m4]
        orientations: [portrait]
        windows: [full, 1/3]
        content_sizes: [L, AX5]
        layout_directions: [rtl]
      exclusions:
        - Main.storyboard#BYZ-38-t0r
      strict: true
      allow_zero_lintable_files: true
      """
    let configuration = try LintConfiguration.parse(text, file: ".trellis.yml")
    #expect(configuration.allowZeroLintableFiles)
    #expect(configuration.included == ["App"])
    #expect(configuration.excluded == ["Pods", "**/Legacy/*.xib"])
    #expect(configuration.disabledRules == ["small-touch-target"])
    #expect(configuration.severities == ["truncated-text": .error, "overlapping-siblings": .error])
    #expect(configuration.matrix.devices == ["iphone-se-3rd-generation", "ipad-air-11-inch-m4"])
    #expect(configuration.matrix.windows == [.full, .oneThird])
    #expect(configuration.matrix.contentSizes == [.large, .accessibilityExtraExtraExtraLarge])
    #expect(configuration.matrix.layoutDirections == [.rightToLeft])
    #expect(configuration.exclusions.map(\.description) == ["Main.storyboard#BYZ-38-t0r"])
    #expect(configuration.strict)
    let enabled = configuration.enabledRules
    #expect(!enabled.contains { $0.id == "small-touch-target" })
    #expect(enabled.first { $0.id == "truncated-text" }?.defaultSeverity == .error)
    // 1 device × portrait × (full + 1/3 on the iPad) × 2 sizes × RTL.
    #expect(try configuration.matrix.configurations().count == 6)
  }

  @Test("Font paths are relative to the configuration file's folder")
  func fonts() throws {
    var configuration = try LintConfiguration.parse("fonts: [App/Fonts, /Library/Fonts/Brand.otf]", file: "x.yml")
    #expect(configuration.fonts == ["App/Fonts", "/Library/Fonts/Brand.otf"])
    #expect(configuration.resolvedFontPaths == ["App/Fonts", "/Library/Fonts/Brand.otf"])
    configuration.baseDirectory = "/work/project"
    #expect(configuration.resolvedFontPaths == ["/work/project/App/Fonts", "/Library/Fonts/Brand.otf"])
    #expect(try LintConfiguration.parse("fonts: Fonts", file: "x.yml").fonts == ["Fonts"])
    let error = #expect(throws: ConfigurationError.self) {
      try LintConfiguration.parse("fonts: {a: b}", file: "x.yml")
    }
    #expect(error?.message == "fonts must be a list")
  }

  @Test("An empty file is the default configuration")
  func empty() throws {
    let configuration = try LintConfiguration.parse("", file: "x.yml")
    #expect(configuration.matrix == Matrix())
    #expect(configuration.enabledRules.count == RuleCatalog.descriptions.filter { !$0.isOptIn }.count)
  }

  @Test(
    "Mistakes are errors naming the file and line",
    arguments: [
      ("includd: [App]", 1, "unknown key \"includd\""),
      ("strict: true\ndisabled_rules: [no-such-rule]", 2, "unknown rule \"no-such-rule\""),
      ("matrix:\n  devices: [iphone-99]", 2, "unknown device \"iphone-99\""),
      ("matrix:\n  windows: [quarter]", 2, "unknown \"quarter\""),
      ("matrix:\n  content_sizes: [huge]", 2, "unknown \"huge\""),
      ("matrix:\n  colours: [red]", 2, "unknown matrix key"),
      ("truncated-text: fatal", 1, "severity must be warning or error"),
      ("exclusions: [Main.storyboard]", 1, "must be file#objectID"),
      ("included: [App\nexcluded: x", 2, "invalid YAML"),
      ("- just\n- a list", 1, "must be a mapping"),
    ])
  func mistakes(text: String, line: Int, message: String) {
    #expect {
      _ = try LintConfiguration.parse(text, file: "bad.yml")
    } throws: { error in
      guard let error = error as? ConfigurationError else { return false }
      return error.file == "bad.yml" && error.line == line && error.message.contains(message)
        && error.description.hasPrefix("bad.yml:\(line): error:")
    }
  }

  @Test("A missing configuration file is an error, not a crash")
  func missingFile() {
    #expect(throws: ConfigurationError.self) { try LintConfiguration.load(from: "/nonexistent/.trellis.yml") }
  }
}
