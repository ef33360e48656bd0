import Testing
import Trellis
import TrellisIB

/// The design devices Interface Builder names in `<device id>`.
@Suite struct DesignDeviceTests {
  /// Xcode 16 writes the 13-inch iPad Pro (M4) as `iPad13_0rounded`, with a capital I; ids are matched in any case.
  @Test(arguments: ["iPad13_0rounded", "ipad13_0rounded", "RETINA4_7"])
  func idsMatchInAnyCase(id: String) throws {
    let device = try #require(IBDesignDevice.named(id))
    #expect(device.id.lowercased() == id.lowercased())
  }

  /// The 13-inch iPad Pro (M4) is 1032 × 1376 at @2x, with the safe area of iPads with rounded corners (24 pt at
  /// the top, 20 at the bottom). A public Xcode 16 storyboard outside the corpus (toolsVersion 23727, landscape)
  /// stores its root 1376 × 1032, and all 42 of its compared frames are reproduced on this device.
  /// Every design device, as each era of Xcode simulates it, names a model of the device catalog (a missing one
  /// would leave its documents unreadable, `unknown-device`).
  @Test(arguments: [0, 14490, 19529, 23504, 24765])
  func everyDesignDeviceHasACatalogModel(toolsVersion: Int) throws {
    for device in IBDesignDevice.all {
      let simulated = device.simulated(byToolsVersion: toolsVersion)
      let model = try DeviceCatalog.device(named: simulated.catalogID)
      #expect(model.id == simulated.catalogID, "\(device.id)")
    }
  }

  @Test func thirteenInchIPadPro() throws {
    let device = try #require(IBDesignDevice.named("iPad13_0rounded"))
    #expect(device.catalogID == "ipad-pro-13-inch-m4")
    #expect(device.portraitSize == Size(width: 1032, height: 1376))
    #expect(device.scale == 2)
    let document = IBFixture.storyboard(
      device: "iPad13_0rounded", orientation: "landscape", toolsVersion: "23727",
      subviews: IBFixture.view("v", frame: "0 0 100 100"),
      constraints: """
        <constraint firstItem="v" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
        <constraint firstItem="v" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="t"/>
        <constraint firstItem="v" firstAttribute="top" secondItem="safe" secondAttribute="top" id="p"/>
        <constraint firstItem="v" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="b"/>
        """)
    let layout = try #require(document.layout(document.scenes[0]))
    #expect(layout.windowSize == Size(width: 1376, height: 1032))
    #expect(layout.views.first { $0.id == "v" }?.frame == Rect(x: 0, y: 24, width: 1376, height: 988))
    #expect(document.diagnostics.isEmpty, "a known device: no unknown-design-device warning")
  }

  /// Before Xcode 13 the canvas shows an iPad in landscape without a status bar, as it shows iPhones (public
  /// storyboards on the 9.7" iPad at toolsVersion 16096 and 17506, and on the 10.9" one with a home indicator at
  /// 18122, store views pinned to the safe area's top at y = 0); later, and in portrait, the status bar stays
  /// (files/017 and 020, Xcode 15's plug-in).
  @Test(arguments: [
    ("ipad9_7", "16096", "landscape", 0.0), ("ipad9_7", "17506", "landscape", 0), ("ipad9_7", "22685", "landscape", 20),
    ("ipad9_7", "16096", "portrait", 20), ("ipad10_9rounded", "18122", "landscape", 0),
    ("ipad10_9rounded", "19529", "landscape", 24),
  ])
  func iPadsInLandscapeBeforeXcode13(device: String, toolsVersion: String, orientation: String, top: Double) throws {
    let document = IBFixture.storyboard(
      device: device, orientation: orientation, toolsVersion: toolsVersion,
      subviews: IBFixture.view("v", frame: "0 0 100 100"),
      constraints: """
        <constraint firstItem="v" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
        <constraint firstItem="v" firstAttribute="top" secondItem="safe" secondAttribute="top" id="p"/>
        <constraint firstItem="v" firstAttribute="width" constant="100" id="w"/>
        <constraint firstItem="v" firstAttribute="height" constant="100" id="h"/>
        """)
    let layout = try #require(document.layout(document.scenes[0]))
    #expect(layout.views.first { $0.id == "v" }?.frame.minY == top)
  }
}
