import Foundation
import Trellis
import TrellisIB

@testable import TrellisLint

/// Documents written for the lint tests, linted from a temporary folder on a small matrix.
enum LintFixture {
  /// A storyboard with one view controller (id `vc-1`, root view `root`) whose root view holds `subviews` and
  /// `constraints`; `safe` is the root's safe-area guide.
  static func storyboard(subviews: String, constraints: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
    useSafeAreas="YES" colorMatched="YES" initialViewController="vc-1">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="scene-1">
                <objects>
                    <viewController id="vc-1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
    \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
    \(constraints)
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  /// A label with a stored frame.
  static func label(_ id: String, _ text: String, frame: String = "0 0 100 21", lines: Int = 1, attributes: String = "")
    -> String
  {
    let parts = frame.split(separator: " ")
    return """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" numberOfLines="\(lines)" \
      translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(attributes)>
          <rect key="frame" x="\(parts[0])" y="\(parts[1])" width="\(parts[2])" height="\(parts[3])"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      """
  }

  /// A system button with a title.
  static func button(_ id: String, _ title: String, frame: String = "0 0 100 44") -> String {
    let parts = frame.split(separator: " ")
    return """
      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
      contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" \
      translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
          <rect key="frame" x="\(parts[0])" y="\(parts[1])" width="\(parts[2])" height="\(parts[3])"/>
          <state key="normal" title="\(title)"/>
      </button>
      """
  }

  /// A constraint; `second` empty for a constant one.
  static func constraint(
    _ id: String, _ first: String, _ firstAttribute: String, _ second: String = "", _ secondAttribute: String = "",
    constant: Double = 0, relation: String? = nil, priority: Int? = nil
  ) -> String {
    var text = "<constraint firstItem=\"\(first)\" firstAttribute=\"\(firstAttribute)\""
    if !second.isEmpty { text += " secondItem=\"\(second)\" secondAttribute=\"\(secondAttribute)\"" }
    if let relation { text += " relation=\"\(relation)\"" }
    if constant != 0 { text += " constant=\"\(constant)\"" }
    if let priority { text += " priority=\"\(priority)\"" }
    return text + " id=\"\(id)\"/>"
  }

  /// Pins `id` at `x`, `y` from the root's top-left (safe area top) with a fixed size.
  static func pin(_ id: String, x: Double, y: Double, width: Double? = nil, height: Double? = nil) -> String {
    var lines = [
      constraint("\(id)-x", id, "leading", "root", "leading", constant: x),
      constraint("\(id)-y", id, "top", "safe", "top", constant: y),
    ]
    if let width { lines.append(constraint("\(id)-w", id, "width", constant: width)) }
    if let height { lines.append(constraint("\(id)-h", id, "height", constant: height)) }
    return lines.joined(separator: "\n")
  }

  /// A folder with the named documents in it, removed at the end of `body`.
  static func withFolder<Result>(
    _ files: [String: String], _ body: (String) throws -> Result
  ) rethrows -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-lint-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      let url = folder.appendingPathComponent(name)
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? Data(text.utf8).write(to: url)
    }
    return try body(folder.path)
  }

  /// A small matrix: a small and a large iPhone, portrait, L, left to right.
  static let phones = Matrix(
    devices: ["iphone-se-3rd-generation", "iphone-17-pro-max"], orientations: [.portrait], windows: [.full],
    contentSizes: [.large], layoutDirections: [.leftToRight])

  /// Lints one storyboard on `matrix` with `rules` only (all when nil).
  static func lint(
    _ storyboard: String, matrix: Matrix = phones, rules: Set<String>? = nil, optIn: Set<String> = []
  ) throws -> LintReport {
    var configuration = LintConfiguration()
    configuration.matrix = matrix
    configuration.onlyRules = rules
    configuration.optInRules = optIn
    return try withFolder(["Screen.storyboard": storyboard]) { folder in
      try Linter(configuration: configuration).lint(paths: [folder])
    }
  }
}
