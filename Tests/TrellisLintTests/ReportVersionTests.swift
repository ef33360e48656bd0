import Foundation
import Testing
import Trellis

@testable import TrellisLint

/// The reports carry trellis's one version, `TrellisVersion.current`, unless told another.
@Suite("The version in the reports")
struct ReportVersionTests {
  @Test("The version is Semantic Versioning 2.0: MAJOR.MINOR.PATCH")
  func semantic() {
    let parts = TrellisVersion.current.split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3)
    #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    #expect(parts.allSatisfy { $0 == "0" || !$0.hasPrefix("0") })
  }

  @Test("SARIF: tool.driver.semanticVersion")
  func sarif() throws {
    func version(_ reporter: SARIFReporter) throws -> String? {
      let text = reporter.render(try ReportFixture.report())
      let log = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
      let run = (log?["runs"] as? [[String: Any]])?.first
      return ((run?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["semanticVersion"] as? String
    }
    #expect(try version(SARIFReporter(baseDirectory: nil)) == TrellisVersion.current)
    #expect(try version(SARIFReporter(toolVersion: "9.8.7", baseDirectory: nil)) == "9.8.7")
  }

  @Test("JSON: trellisVersion")
  func json() throws {
    func version(_ reporter: JSONReporter) throws -> String? {
      let text = reporter.render(try ReportFixture.report())
      return (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["trellisVersion"] as? String
    }
    #expect(try version(JSONReporter()) == TrellisVersion.current)
    #expect(try version(JSONReporter(toolVersion: "9.8.7")) == "9.8.7")
  }

  @Test("JUnit: a trellis.version property on every suite")
  func junit() throws {
    let text = JUnitReporter().render(try ReportFixture.report())
    let property = "<property name=\"trellis.version\" value=\"\(TrellisVersion.current)\"/>"
    #expect(text.components(separatedBy: property).count - 1 == 3)
    #expect(text.components(separatedBy: "<testsuite ").count - 1 == 3)
    #expect(JUnitReporter(toolVersion: "9.8.7").render(try ReportFixture.report()).contains("value=\"9.8.7\""))
  }
}
