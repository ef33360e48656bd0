import Foundation

/// The reports checked against their published schemas by the field's standard validators, run through
/// `Tests/Schemas/validate.py`: Python's jsonschema for JSON Schema documents (SARIF 2.1.0, our JSON report) and
/// lxml, which is libxml2, for XML Schema (JUnit). When python3 cannot import them, the project's own
/// `.ci/install-validators` installs them from PyPI (once per test run), so that `swift test` on a fresh machine
/// sets itself up; if that fails, the tests fail saying how to install them.
enum SchemaValidator {
  /// A schema the reports are validated against.
  enum Schema: String, CustomStringConvertible {
    /// OASIS SARIF 2.1.0 (errata 01), vendored unmodified in `Tests/Schemas`.
    case sarif = "Tests/Schemas/sarif-schema-2.1.0.json"
    /// Jenkins xUnit plugin's `junit-10.xsd`, vendored unmodified in `Tests/Schemas`.
    case junit = "Tests/Schemas/junit-10.xsd"
    /// Our own JSON report's schema, published in `docs`.
    case jsonReport = "docs/lint-report.schema.json"

    var url: URL { SchemaValidator.root.appendingPathComponent(rawValue) }
    var documentExtension: String { self == .junit ? "xml" : "json" }
    var description: String { rawValue }
  }

  /// What the validator said: valid, or its error lines.
  struct Verdict: CustomStringConvertible {
    let isValid: Bool
    /// The validator's own output: "valid", or one error a line (where, then what).
    let output: String
    var description: String { output }
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let installHint = """
    The schema validators (Python's jsonschema and lxml) are needed for the reporter schema tests and could not be \
    run: install them with `.ci/install-validators` (`python3 -m pip install 'jsonschema[format-nongpl]' lxml`).
    """

  /// Validates `text` against `schema`. Throws when the validator cannot run at all (not installed, a document
  /// that does not even parse), with what it printed.
  static func validate(_ text: String, against schema: Schema) throws -> Verdict {
    let document = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-schema-\(UUID().uuidString).\(schema.documentExtension)")
    try Data(text.utf8).write(to: document)
    defer { try? FileManager.default.removeItem(at: document) }
    var (status, output) = try run(schema: schema, document: document)
    if status == 2 && output.contains("validator missing") && installed {
      (status, output) = try run(schema: schema, document: document)
    }
    switch status {
    case 0: return Verdict(isValid: true, output: output)
    case 1: return Verdict(isValid: false, output: output)
    default:
      let hint = output.contains("validator missing") ? "\n" + installHint : ""
      throw Failure(description: "validate.py exited with \(status): \(output)\(hint)")
    }
  }

  /// Runs `.ci/install-validators` the first time it is read; whether it succeeded.
  private static let installed: Bool = {
    let script = root.appendingPathComponent(".ci/install-validators")
    guard FileManager.default.isExecutableFile(atPath: script.path) else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [script.path]
    process.standardOutput = FileHandle.standardError
    process.standardInput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()

  /// `python3 Tests/Schemas/validate.py SCHEMA DOCUMENT`: its exit status and everything it printed.
  private static func run(schema: Schema, document: URL) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let python = ProcessInfo.processInfo.environment["TRELLIS_PYTHON"] ?? "python3"
    process.arguments = [
      python, root.appendingPathComponent("Tests/Schemas/validate.py").path, schema.url.path, document.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return (process.terminationStatus, output)
  }
}
