import Trellis

/// A `<variation key="…">`: `default` (any width, any height), or size-class conditions joined by `-`
/// (`heightClass=regular-widthClass=compact`), or an idiom (`userInterfaceIdiom=mac`, which never matches iOS).
struct IBVariationKey {
  let key: String
  /// Nil for keys that cannot match an iOS environment (or that Trellis does not know).
  let predicate: SizeClassPredicate?

  init(_ key: String) {
    self.key = key
    if key == "default" {
      predicate = .any
      return
    }
    var horizontal = UserInterfaceSizeClass.unspecified
    var vertical = UserInterfaceSizeClass.unspecified
    var understood = true
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2 else {
        understood = false
        continue
      }
      let sizeClass: UserInterfaceSizeClass? =
        switch pair[1] {
        case "compact": .compact
        case "regular": .regular
        default: nil
        }
      switch (pair[0], sizeClass) {
      case ("widthClass", let value?): horizontal = value
      case ("heightClass", let value?): vertical = value
      default: understood = false
      }
    }
    predicate = understood ? SizeClassPredicate(horizontal: horizontal, vertical: vertical) : nil
  }

  /// Whether the variation applies to `traits`.
  func matches(_ traits: TraitCollection) -> Bool { predicate?.matches(traits) ?? false }

  /// How many size classes the key names; the most specific matching variation wins.
  var specificity: Int { predicate?.specificity ?? -1 }
}

/// Installation masks (`<variation key><mask key="constraints|subviews"><include|exclude reference>`) of one owner,
/// resolved for a trait collection: the ids that are not installed.
enum IBInstallationMask {
  static func uninstalled(in owner: IBElement, maskKey: String, traits: TraitCollection) -> Set<String> {
    var decisions: [String: (specificity: Int, installed: Bool)] = [:]
    for variation in owner.children(named: "variation") {
      let key = IBVariationKey(variation["key"] ?? "")
      guard key.matches(traits) else { continue }
      for mask in variation.children(named: "mask") where mask["key"] == maskKey {
        for entry in mask.children {
          guard let reference = entry["reference"] else { continue }
          let installed = entry.name == "include"
          if let current = decisions[reference], current.specificity > key.specificity { continue }
          decisions[reference] = (key.specificity, installed)
        }
      }
    }
    return Set(decisions.filter { !$0.value.installed }.keys)
  }

  /// The attributes of the most specific `<variation>` child of `element` that matches `traits` and sets
  /// `attribute` (a constraint's `constant`, a stack view's `spacing`).
  static func variedValue(of attribute: String, in element: IBElement, traits: TraitCollection) -> String? {
    var best: (specificity: Int, value: String)?
    for variation in element.children(named: "variation") {
      guard let value = variation[attribute] else { continue }
      let key = IBVariationKey(variation["key"] ?? "")
      guard key.matches(traits), key.specificity > (best?.specificity ?? -1) else { continue }
      best = (key.specificity, value)
    }
    return best?.value
  }
}
