import Foundation
import Testing
import Trellis
import TrellisIB

/// Only iOS documents are UIKit layouts. A repository's macOS, tvOS or watchOS storyboards (other targets of the same
/// app) are recognised by their `targetRuntime` and not laid out as if they were iPhone screens.
@Suite struct PlatformTests {
  /// A one-scene document of `type` for `runtime` (no attribute when nil), with `device` when given: a view with a
  /// label pinned 20 pt from its top-left corner.
  static func document(type: String, runtime: String?, device: String? = nil) -> IBDocument {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="\(type)" version="3.0" toolsVersion="22505" \
      \(runtime.map { "targetRuntime=\"\($0)\"" } ?? "") propertyAccessControl="none" useAutolayout="YES">
          \(device.map { "<device id=\"\($0)\" appearance=\"light\"/>" } ?? "")
          <scenes>
              <scene sceneID="s">
                  <objects>
                      <viewController id="vc" sceneMemberID="viewController">
                          <view key="view" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                              <subviews>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                      <rect key="frame" x="20" y="20" width="40" height="40"/>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                              </constraints>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    return IBDocument(data: Data(xml.utf8), path: "Main.storyboard")
  }

  @Test(
    "macOS, tvOS and watchOS documents have no scenes and one error naming the platform",
    arguments: [
      ("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", "MacOSX.Cocoa", nil, IBPlatform.macOS),
      ("com.apple.InterfaceBuilder3.AppleTV.Storyboard", "AppleTV", "appleTV", .tvOS),
      ("com.apple.InterfaceBuilder.WatchKit.Storyboard", "watchKit", "watch38", .watchOS),
      // A macOS xib that omits targetRuntime is still known by its type.
      ("com.apple.InterfaceBuilder3.Cocoa.XIB", nil, nil, .macOS),
    ] as [(String, String?, String?, IBPlatform)])
  func otherPlatforms(type: String, runtime: String?, device: String?, platform: IBPlatform) {
    let document = Self.document(type: type, runtime: runtime, device: device)
    #expect(document.platform == platform)
    #expect(document.scenes.isEmpty)
    // The platform error only: no complaint about a design device Trellis does not know, or a missing one.
    #expect(document.diagnostics.map(\.rule) == ["unsupported-platform"])
    let message = document.diagnostics.first?.message ?? ""
    #expect(message.hasPrefix("the document is for \(platform.rawValue) ("))
    #expect(message.hasSuffix("not iOS; Trellis lays out UIKit documents for iPhone and iPad, so it is not laid out"))
    #expect(document.diagnostics.first?.severity == .error)
    #expect(document.diagnostics.first?.line == 2)
  }

  @Test(
    "iOS documents, including old iPad-only ones and those without targetRuntime, are laid out",
    arguments: ["iOS.CocoaTouch", "iOS.CocoaTouch.iPad", nil] as [String?])
  func iOSDocuments(runtime: String?) throws {
    let document = Self.document(
      type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", runtime: runtime, device: "retina6_12")
    #expect(document.platform == .iOS)
    #expect(document.diagnostics.isEmpty)
    let layout = try #require(document.layout(document.scenes[0]))
    #expect(layout.views.first { $0.id == "box" }?.frame.minY == 20)
  }
}
