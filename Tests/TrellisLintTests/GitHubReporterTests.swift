import Testing

@testable import TrellisLint

@Suite("GitHub Actions reporter")
struct GitHubReporterTests {
  static let expected = """
    ::warning file=App/Main.storyboard,line=5,col=1,title=Left and right attributes::Constraint uses "left" & \
    "right" <not leading/trailing> (in the document) [left-right-attributes]
    ::warning file=App/Main.storyboard,line=31,col=13,title=Truncated text::Label "Welcome, friend: café" is \
    truncated (on 2 of 4 configurations: iPhone SE (3rd generation) landscape, L; iPad Air 11-inch (M4) portrait \
    1/3 Split View, AX5, RTL) [truncated-text]
    ::error file=App/Main.storyboard,line=44,col=9,title=Unsatisfiable constraints::Unable to simultaneously \
    satisfy constraints (on every configuration (4)) [unsatisfiable-constraints]%0A(%0A    \
    "<NSLayoutConstraint:0x1 UIButton#1.height >= 330   (active)>",%0A    \
    "<NSLayoutConstraint:0x2 UIButton#1.height == 44   (active)>"%0A)%0A%0AWill attempt to recover by breaking \
    constraint%0A<NSLayoutConstraint:0x1 UIButton#1.height >= 330   (active)>
    ::error file=App/Main.storyboard,line=92,col=5,title=Outside safe area%3A top%2C bottom::Safe area:\tfirst%0A\
    second \u{FFFD}[31mred\u{FFFD} (on 1 of 4 configurations: iPad Air 11-inch (M4) portrait, L) [outside-safe-area]
    ::warning file=App/Détail View.storyboard,line=15,col=1,title=Truncated text::50%25 of 100%25, done (on 1 of 4 \
    configurations: iPhone SE (3rd generation) portrait, L) [truncated-text]
    ::error file=App/Broken.xib,line=3,col=1,title=Unreadable document::The document is not well-formed XML: \
    unexpected '<' [ib-unreadable]

    """

  @Test("One workflow command per finding and per unreadable document, escaped as the runner expects")
  func golden() throws {
    let text = GitHubReporter(baseDirectory: "/work/ci").render(try ReportFixture.report())
    #expect(text == Self.expected)
  }

  @Test("Absolute paths inside the workspace are written relative to it, with forward slashes")
  func relativePaths() throws {
    let absolute = GitHubReporter(baseDirectory: "/work/ci/").render(try ReportFixture.report(root: "/work/ci/"))
    #expect(absolute == Self.expected)
    let dotted = GitHubReporter(baseDirectory: "/work/ci").render(try ReportFixture.report(root: "./"))
    #expect(dotted == Self.expected)
    #expect(ReporterText.relativePath(#"App\Views\Main.storyboard"#, base: nil) == "App/Views/Main.storyboard")
    #expect(ReporterText.relativePath("/work/ci/App/../Main.xib", base: "/work/ci") == "Main.xib")
    #expect(ReporterText.relativePath("/elsewhere/Main.xib", base: "/work/ci") == "/elsewhere/Main.xib")
    #expect(ReporterText.relativePath("/work/cider/Main.xib", base: "/work/ci") == "/work/cider/Main.xib")
  }

  @Test("Every command is one line: no raw CR, LF or other control character survives")
  func oneLinePerCommand() throws {
    let text = GitHubReporter(baseDirectory: nil).render(try ReportFixture.report())
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 6)
    #expect(lines.allSatisfy { $0.hasPrefix("::warning file=") || $0.hasPrefix("::error file=") })
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
  }

  @Test("Data escaping (%, CR, LF) and property escaping (also : and ,)")
  func escaping() {
    #expect(GitHubReporter.escapeData("100%\r\nnext: a, b") == "100%25%0D%0Anext: a, b")
    #expect(GitHubReporter.escapeProperty("100%\r\nnext: a, b") == "100%25%0D%0Anext%3A a%2C b")
    #expect(GitHubReporter.escapeData("%0A") == "%250A")
    #expect(GitHubReporter.escapeData("bell\u{07} esc\u{1B} del\u{7F}") == "bell\u{FFFD} esc\u{FFFD} del\u{FFFD}")
    #expect(GitHubReporter.escapeProperty("Détail: Ω") == "Détail%3A Ω")
  }

  @Test("A run without findings writes nothing")
  func empty() throws {
    let report = LintReport(
      configurations: try ReportFixture.configurations(), overviewConfigurations: [], files: [], rules: [],
      findings: [], snapshots: [], layoutCount: 0, duration: 0)
    #expect(GitHubReporter().render(report) == "")
  }
}
