import TrellisIB

extension SVGWireframe {
  /// A file name for each layout's drawing, in order: `<scene name>.svg` with every character but ASCII letters,
  /// digits, `-`, `_` and `.` replaced by `-`, no leading dot, at most 100 characters; the scene id when the name
  /// leaves nothing; and the scene id appended where two scenes would share a name.
  public static func fileNames(for layouts: [IBSceneLayout]) -> [String] {
    let stems = layouts.map { sanitised($0.sceneName) ?? sanitised($0.sceneID) ?? "scene" }
    var counts: [String: Int] = [:]
    for stem in stems { counts[stem.lowercased(), default: 0] += 1 }
    var used = Set<String>()
    var names: [String] = []
    for (layout, stem) in zip(layouts, stems) {
      var candidate = stem
      if counts[stem.lowercased()]! > 1, let id = sanitised(layout.sceneID), id != stem {
        candidate = stem + "-" + id
      }
      var unique = candidate
      var number = 2
      while used.contains(unique.lowercased()) {
        unique = "\(candidate)-\(number)"
        number += 1
      }
      used.insert(unique.lowercased())
      names.append(unique + ".svg")
    }
    return names
  }

  /// `name` reduced to a portable file name stem, or nil when nothing is left.
  static func sanitised(_ name: String) -> String? {
    var result = ""
    for scalar in name.unicodeScalars {
      let keep =
        scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
      if keep {
        result.unicodeScalars.append(scalar)
      } else if !result.hasSuffix("-") {
        result += "-"
      }
    }
    while result.hasPrefix(".") || result.hasPrefix("-") { result.removeFirst() }
    while result.hasSuffix("-") || result.hasSuffix(".") { result.removeLast() }
    if result.count > 100 { result = String(result.prefix(100)) }
    return result.isEmpty ? nil : result
  }
}
