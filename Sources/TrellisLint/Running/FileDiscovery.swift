import Foundation

/// Finds the Interface Builder documents to lint: `.storyboard` and `.xib` files given directly, or found
/// recursively under folders, less the excluded paths and patterns. Sorted, so every run and every shard sees the
/// same order.
struct FileDiscovery {
  let excluded: [String]
  /// The folder relative exclusions are taken from.
  let baseDirectory: String

  static let extensions: Set<String> = ["storyboard", "xib"]

  /// The documents under `paths`, and the paths that do not exist.
  func documents(in paths: [String]) -> (documents: [String], missing: [String]) {
    var documents: [String] = []
    var missing: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        missing.append(path)
        continue
      }
      if !isDirectory.boolValue {
        if !isExcluded(path) { documents.append(path) }
        continue
      }
      guard let enumerator = manager.enumerator(atPath: path) else { continue }
      while let relative = enumerator.nextObject() as? String {
        let full = path == "." ? relative : (path as NSString).appendingPathComponent(relative)
        let name = (relative as NSString).lastPathComponent
        // Build products and dependency checkouts are never the project's own documents.
        if name.hasPrefix(".") || name == "DerivedData" {
          enumerator.skipDescendants()
          continue
        }
        if isExcluded(full) {
          enumerator.skipDescendants()
          continue
        }
        if FileDiscovery.extensions.contains((name as NSString).pathExtension.lowercased()) {
          documents.append(full)
        }
      }
    }
    var seen = Set<String>()
    return (documents.filter { seen.insert($0).inserted }.sorted(), missing)
  }

  /// Whether a path is excluded: equal to or below an excluded path, or matching an excluded glob pattern.
  func isExcluded(_ path: String) -> Bool {
    let normalized = normalize(path)
    for pattern in excluded {
      let target = normalize(
        pattern.hasPrefix("/") ? pattern : (baseDirectory as NSString).appendingPathComponent(pattern))
      if pattern.contains("*") || pattern.contains("?") {
        if Glob(target).matches(normalized) || Glob(pattern).matches(normalized) { return true }
      } else if normalized == target || normalized.hasPrefix(target + "/") {
        return true
      }
    }
    return false
  }

  private func normalize(_ path: String) -> String {
    var result = (path as NSString).standardizingPath
    if result.hasPrefix("./") { result.removeFirst(2) }
    return result
  }
}

/// A path pattern: `*` matches within a path component, `**` across components, `?` one character.
struct Glob {
  let pattern: [Character]

  init(_ pattern: String) {
    self.pattern = Array(pattern)
  }

  func matches(_ path: String) -> Bool {
    let text = Array(path)
    // Iterative matching with memo: (pattern index, text index) → result.
    var memo: [Int: Bool] = [:]
    func match(_ p: Int, _ t: Int) -> Bool {
      let key = p * (text.count + 1) + t
      if let known = memo[key] { return known }
      var result: Bool
      if p == pattern.count {
        result = t == text.count
      } else if pattern[p] == "*" {
        let crossesSlash = p + 1 < pattern.count && pattern[p + 1] == "*"
        let next = crossesSlash ? p + 2 : p + 1
        // `**/` also matches no folder at all.
        if crossesSlash, next < pattern.count, pattern[next] == "/", match(next + 1, t) {
          result = true
        } else {
          result = match(next, t)
          var i = t
          while !result, i < text.count, crossesSlash || text[i] != "/" {
            i += 1
            result = match(next, i)
          }
        }
      } else if t < text.count, pattern[p] == "?" ? text[t] != "/" : pattern[p] == text[t] {
        result = match(p + 1, t + 1)
      } else {
        result = false
      }
      memo[key] = result
      return result
    }
    return match(0, 0)
  }
}
