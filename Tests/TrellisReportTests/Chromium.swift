import Foundation

/// Headless Chromium, driven from the command line: found through `TRELLIS_CHROMIUM`, else `chromium` or
/// `chromium-browser` on `PATH`.
struct Chromium {
  let executable: URL

  /// What to tell someone whose machine has no Chromium.
  static let installHint = """
    Chromium is needed for the HTML report's browser tests and was not found: set TRELLIS_CHROMIUM to its path, or \
    install it with `.ci/install-browser` (Debian: `sudo apt-get install -y --no-install-recommends chromium`).
    """

  /// The browser, or nil when there is none. When none is found, the project's own `.ci/install-browser` installs
  /// Debian's package (once per test run), so that `swift test` on a fresh machine sets itself up.
  static func find() -> Chromium? {
    if let found = search() { return found }
    _ = installed
    return search()
  }

  /// Runs `.ci/install-browser` the first time it is read; whether it succeeded.
  private static let installed: Bool = {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".ci/install-browser")
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

  private static func search() -> Chromium? {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["TRELLIS_CHROMIUM"], !path.isEmpty {
      return FileManager.default.isExecutableFile(atPath: path) ? Chromium(executable: URL(fileURLWithPath: path)) : nil
    }
    let directories = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser"] {
      for directory in directories {
        let path = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) {
          return Chromium(executable: URL(fileURLWithPath: path))
        }
      }
    }
    return nil
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs the browser headless on `url` with `arguments`, in a profile of its own under `workDirectory`; its
  /// standard output, or a failure (with standard error) when it exits badly or takes longer than `timeout` seconds.
  func run(_ arguments: [String], url: URL, workDirectory: URL, timeout: Double = 120) throws -> String {
    let process = Process()
    process.executableURL = executable
    let profile = workDirectory.appendingPathComponent("profile-\(UUID().uuidString)")
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
        "--disable-extensions", "--user-data-dir=\(profile.path)",
      ] + arguments + [url.absoluteString]
    let output = workDirectory.appendingPathComponent("stdout-\(UUID().uuidString)")
    let errors = workDirectory.appendingPathComponent("stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    let outputHandle = try FileHandle(forWritingTo: output)
    let errorHandle = try FileHandle(forWritingTo: errors)
    process.standardOutput = outputHandle
    process.standardError = errorHandle
    process.standardInput = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      process.terminate()
      _ = finished.wait(timeout: .now() + 10)
      throw Failure(description: "chromium took longer than \(Int(timeout)) s: \(arguments)")
    }
    try outputHandle.close()
    try errorHandle.close()
    defer {
      for file in [profile, output, errors] { try? FileManager.default.removeItem(at: file) }
    }
    let stdout = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    guard process.terminationStatus == 0 else {
      let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
      throw Failure(description: "chromium exited with \(process.terminationStatus): \(stderr.suffix(2000))")
    }
    return stdout
  }
}
