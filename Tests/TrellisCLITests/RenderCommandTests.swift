import ArgumentParser
import Foundation
import Testing

@testable import trellis

/// `trellis render`: one SVG file a scene with --output, and a clear refusal when several scenes would go to stdout.
@Suite struct RenderCommandTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
      <device id="retina6_12" orientation="portrait" appearance="light"/>
      <scenes>
        <scene sceneID="s1">
          <objects>
            <viewController storyboardIdentifier="Sign in" id="vc1" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="root1">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              </view>
            </viewController>
          </objects>
        </scene>
        <scene sceneID="s2">
          <objects>
            <viewController storyboardIdentifier="Terms &amp; Conditions" id="vc2" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="root2">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              </view>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  /// A fresh directory holding the storyboard.
  func workspace() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(Self.storyboard.utf8).write(to: directory.appendingPathComponent("Main.storyboard"))
    return directory
  }

  @Test func writesOneSVGPerSceneIntoTheOutputDirectory() throws {
    let directory = try workspace()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("drawings/ipad")
    let command = try RenderCommand.parse([
      directory.appendingPathComponent("Main.storyboard").path, "--device", "ipad-air-11-inch-m2", "--orientation",
      "landscape", "--format", "svg", "--output", output.path,
    ])
    try command.run()
    let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
    #expect(files == ["Sign-in.svg", "Terms-Conditions.svg"])
    let svg = try String(contentsOf: output.appendingPathComponent("Terms-Conditions.svg"), encoding: .utf8)
    #expect(svg.hasPrefix("<?xml"))
    #expect(svg.contains("Terms &amp; Conditions"))
    #expect(svg.contains("landscape"))
  }

  @Test func refusesSeveralScenesWithoutAnOutputDirectory() throws {
    let directory = try workspace()
    defer { try? FileManager.default.removeItem(at: directory) }
    let command = try RenderCommand.parse([directory.appendingPathComponent("Main.storyboard").path])
    #expect(throws: ValidationError.self) { try command.run() }
  }

  /// A misspelt device lists the catalog ids that contain its words, so the right spelling is on the screen.
  @Test func unknownDeviceSuggestsCatalogIDs() throws {
    let directory = try workspace()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("Main.storyboard").path
    let command = try RenderCommand.parse([path, "--device", "iPad Pro 12.9", "--scene", "s1"])
    #expect {
      try command.run()
    } throws: { error in
      let message = (error as? ValidationError)?.message ?? ""
      return message.hasPrefix("unknown device iPad Pro 12.9; did you mean ipad-pro-12.9-inch-1st-generation, ")
        && message.contains("ipad-pro-12.9-inch-6th-generation?") && !message.contains("iphone-16")
        && message.contains("retina4_7")
    }
  }

  /// UIKit's names for a Dynamic Type size are accepted as well as the short ones; anything else is refused.
  @Test func contentSizeTakesUIKitNames() throws {
    let directory = try workspace()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("Main.storyboard").path
    for name in ["AX3", "accessibilityExtraLarge", "UICTContentSizeCategoryAccessibilityXL"] {
      let output = directory.appendingPathComponent(name)
      try RenderCommand.parse([path, "--content-size", name, "--output", output.path]).run()
      #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).count == 2)
    }
    let command = try RenderCommand.parse([path, "--content-size", "huge", "--output", directory.path])
    #expect(throws: ValidationError.self) { try command.run() }
  }

  @Test func rejectsFormatsOtherThanSVG() {
    #expect(throws: (any Error).self) { try RenderCommand.parse(["Main.storyboard", "--format", "png"]) }
  }
}
