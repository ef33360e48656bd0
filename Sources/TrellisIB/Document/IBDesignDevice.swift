import Trellis

/// A device Interface Builder lays documents out on (its `<device id>`), with the canvas it simulates: screen size
/// and scale, and the safe area IB gives a full-screen view. None of this is written in the documents; the values
/// come from the stored root frames and safe-area constraints of the corpus (`shared/reference/INTERFACE-BUILDER.md`
/// §2): IB's simulated safe areas are those of the Xcode that introduced the device (44 pt on the 6.1" iPhone XR,
/// where iOS 14 and later give 48).
public struct IBDesignDevice: Sendable, Hashable {
  /// Interface Builder's id (`retina4_7`).
  public let id: String
  /// The catalog model whose traits stand for it.
  public let catalogID: String
  /// The screen in points, portrait (a landscape document swaps the sides).
  public let portraitSize: Size
  /// Device pixels per point (2 or 3): one pixel, `1 / scale`, is how close a frame must come to the stored one.
  public let scale: Double
  /// The safe area of a full-screen view in portrait with the status bar shown.
  public let portraitSafeArea: EdgeInsets
  /// The same in landscape.
  public let landscapeSafeArea: EdgeInsets
  /// Whether the screen has a sensor housing (whose safe area stays when the status bar is hidden).
  public let hasSensorHousing: Bool
  /// The status bar's height in portrait (where a sheet starts), when it differs from the safe area's top.
  public var statusBarHeight: Double? = nil
  /// The portrait safe area of a scene presented full screen, when it differs from ``portraitSafeArea`` (see
  /// ``simulated(byToolsVersion:)``).
  public var presentedPortraitSafeArea: EdgeInsets? = nil

  /// Every design device seen in Interface Builder documents since Xcode 8.
  public static let all: [IBDesignDevice] = {
    func phone(
      _ id: String, _ catalog: String, _ width: Double, _ height: Double, _ scale: Double, top: Double,
      notch: Bool
    ) -> IBDesignDevice {
      IBDesignDevice(
        id: id, catalogID: catalog, portraitSize: Size(width: width, height: height), scale: scale,
        portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: notch ? 34 : 0, right: 0),
        landscapeSafeArea: notch
          ? EdgeInsets(top: 0, left: top > 44 ? top : 44, bottom: 21, right: top > 44 ? top : 44) : .zero,
        hasSensorHousing: notch)
    }
    func pad(_ id: String, _ catalog: String, _ width: Double, _ height: Double, rounded: Bool) -> IBDesignDevice {
      let insets = EdgeInsets(top: rounded ? 24 : 20, left: 0, bottom: rounded ? 20 : 0, right: 0)
      return IBDesignDevice(
        id: id, catalogID: catalog, portraitSize: Size(width: width, height: height), scale: 2,
        portraitSafeArea: insets, landscapeSafeArea: insets, hasSensorHousing: false)
    }
    return [
      phone("retina3_5", "iphone-se-1st-generation", 320, 480, 2, top: 20, notch: false),
      phone("retina4_0", "iphone-se-1st-generation", 320, 568, 2, top: 20, notch: false),
      phone("retina4_7", "iphone-8", 375, 667, 2, top: 20, notch: false),
      phone("retina5_5", "iphone-8-plus", 414, 736, 3, top: 20, notch: false),
      phone("retina5_9", "iphone-x", 375, 812, 3, top: 44, notch: true),
      phone("retina6_1", "iphone-11", 414, 896, 2, top: 44, notch: true),
      phone("retina6_5", "iphone-11-pro-max", 414, 896, 3, top: 44, notch: true),
      phone("retina5_4", "iphone-12-mini", 375, 812, 3, top: 50, notch: true),
      phone("retina6_0", "iphone-12", 390, 844, 3, top: 47, notch: true),
      phone("retina6_7", "iphone-12-pro-max", 428, 926, 3, top: 47, notch: true),
      phone("retina6_12", "iphone-16", 393, 852, 3, top: 59, notch: true),
      phone("retina6_72", "iphone-16-plus", 430, 932, 3, top: 59, notch: true),
      phone("retina6_3", "iphone-16-pro", 402, 874, 3, top: 62, notch: true),
      phone("retina6_9", "iphone-16-pro-max", 440, 956, 3, top: 62, notch: true),
      pad("ipad9_7", "ipad-6th-generation", 768, 1024, rounded: false),
      pad("ipad10_2", "ipad-9th-generation", 810, 1080, rounded: false),
      pad("ipad10_5", "ipad-pro-10.5-inch", 834, 1112, rounded: false),
      pad("ipad10_9rounded", "ipad-10th-generation", 820, 1180, rounded: true),
      pad("ipad11_0rounded", "ipad-pro-11-inch-4th-generation", 834, 1194, rounded: true),
      pad("ipad12_9", "ipad-pro-12.9-inch-2nd-generation", 1024, 1366, rounded: false),
      pad("ipad12_9rounded", "ipad-pro-12.9-inch-6th-generation", 1024, 1366, rounded: true),
      // Xcode 16's 13-inch iPad Pro (M4), written with a capital I (a public Xcode 16 storyboard outside the corpus,
      // toolsVersion 23727, stores its landscape root 1376 × 1032).
      pad("iPad13_0rounded", "ipad-pro-13-inch-m4", 1032, 1376, rounded: true),
    ]
  }()

  /// The design device with this Interface Builder id, in any letter case (Xcode 16 writes `iPad13_0rounded` where
  /// earlier ids are lower case).
  public static func named(_ id: String) -> IBDesignDevice? {
    all.first { $0.id == id } ?? all.first { $0.id.lowercased() == id.lowercased() }
  }

  /// The device as the Xcode that saved a document simulates it: the 6.1" iPhone 11's safe area is 48 pt from
  /// Xcode 14 (toolsVersion 21000; corpus: 48 at 22xxx and later) and 44 before it (public storyboards outside the
  /// corpus: 623637646/EmbeddedScrollView at 17506 stores the roots under its navigation bar 808 = 896 − 44 − 44 pt
  /// tall; Automattic/AutomatticAbout-Swift at 19455 stores a stack centred on the safe area 2 pt higher than 48
  /// gives; bilgecakar/IOS-Bootcamp-Examples at 19529 stores a stack pinned 20 pt below the safe area at y = 64; no
  /// document at 20037 pins to it, so the change is placed at Xcode 14), and documents saved before Xcode 14's
  /// release (toolsVersion 21200) show the iPhone 12 family's 6.1" and 6.7" models with 44 rather than their 47
  /// (corpus: legacy top guides of files/051 end at 44 on the 6.7" iPhone at toolsVersion 19529; the stack
  /// `Cx2-Ch-SB8` of files/077, pinned to the safe area, is stored at y = 44 on the 6.1" retina6_0 at 21179.7, a beta
  /// of Xcode 14),
  /// and Xcode 14's release (toolsVersion 21225) shows their own 47: holdout 21's seonghun2/ChatGPT_ChatBot
  /// `Main.storyboard` stores a table pinned to the safe area's top at y = 47 on the 6.1" retina6_0. The change is
  /// placed between the two (21200), for the 6.7" model too (no document of it from Xcode 14 is known).
  ///
  /// The 5.8" canvas (`retina5_9`, 375 × 812) changed twice more: 44 up to Xcode 13 (public storyboards at 14313 to
  /// 20037), 47 with Xcode 14 (jyotdeep-j/swift-Text-to-Image-Ai-Module at 21507: a view pinned to the safe area at
  /// y = 47) and 50 — the 5.4" mini's, the same 375 × 812 points — with Xcode 15 and 16 (thisisdana49/SeSAC's
  /// `Normal` and `Easy` at 23504: views 12 and 20 pt below the safe area at 62 and 70; saengle/TravelMagazine, Xcode
  /// 15.3's plug-in 22685, and another SeSAC storyboard at 23504: navigation bars stored at y = 50). Xcode 26 doubles
  /// 44 again (below). One Xcode 14 document in landscape (yeonupark/LEDBoard) keeps 47 at the top, which the
  /// landscape rule here does not follow.
  ///
  /// Xcode 26 (toolsVersion 24xxx) simulates the portrait iPhones with a sensor housing with twice the usual safe
  /// area, top and bottom: navigation bars stored at y = 96 on the 6.1" iPhone (2 × 48; files/055, 5 bars), 88 on
  /// the 5.8" one (2 × 44; files/056, 3 bars) and 118 on the 6.1" iPhone 14 Pro (2 × 59; files/022), where a root
  /// view under that opaque bar is 680 = 852 − 118 − 54 tall; content pinned to the safe area 118 pt from the top
  /// and 68 (2 × 34) from the bottom (files/012), and 68 from the bottom on the 6.3" iPhone (files/057). The one
  /// contrary frame, a scroll view at 59 in files/013 (toolsVersion 24093), is marked ambiguous. ``statusBarHeight``
  /// keeps the single height, where sheets start. Xcode 16.3 (toolsVersion 23727) already doubles them, on the
  /// machines of two developers: on the 6.1" iPhone 14 Pro a search bar pinned to the safe area is stored at 118 and
  /// a table pinned to its bottom ends at 784 = 852 − 68 (holdout 2: junil1030/SeSAC `Friend.storyboard`; the same
  /// repository's `SeSAC7Step1Remind` `Main.storyboard`, a button 20 pt below the safe area at 138), and a navigation
  /// controller's bar is stored at y = 118 with a search bar pinned under it at 162 (ddudios/SeSAC
  /// `CitySearchView.storyboard`); toolsVersion 23504 keeps single insets (files/019: a scene over an opaque
  /// toolbar on the 6.5" iPhone 896 − 34 − 49 pt tall). Scenes presented full screen keep the single insets
  /// (``presentedPortraitSafeArea``), as sheets do: in holdout 10's `KostyaKKK/ImageFeedProject` `Main.storyboard`
  /// (toolsVersion 24765, 6.1" iPhone 16), the navigation controller presented full screen stores its bar at y = 59,
  /// its root pins a button 124 pt above a safe area that ends at 818 = 852 − 34, the scene it pushes pins a web view
  /// to a safe area from 113 = 59 + 54 to 818, and a controller presented full screen from elsewhere pins buttons 16
  /// pt below 59 and 30 pt above 818 — while the same document's tab bar controller, not presented, stores its
  /// navigation bar at 118 and its tab bar 117 = 49 + 2 × 34 tall.
  ///
  /// Xcode 26 also leaves 50 pt at the bottom of the iPads without a home button in landscape, where UIKit's safe
  /// area has 20 (the top stays 24): files/041 (toolsVersion 24765, 12.9" iPad in landscape) stores the two views
  /// pinned to the xib view's safe area, `j66-vv-wB2` and `fSY-ZT-xIC`, at y = 24 and 950 pt tall in its 1024-pt
  /// height, with no misplaced flag. It is the corpus's only document of an iPad saved by Xcode 26 that pins to the
  /// safe area; its Xcode 16 sibling files/018 has no safe-area constraints, so earlier Xcodes keep the 20 pt they
  /// are known to show in portrait. Portrait under Xcode 26 is not known and keeps 20.
  ///
  /// Before Xcode 13 (toolsVersion 19000) the iPads show no status bar in landscape, as the iPhones do: public
  /// storyboards on the 9.7" iPad in landscape, ZihHuanShao/SplitViewControllerTest (16096, full screen) and
  /// ish-app/ish's `APKDownloads` (17506, a 2/3 split-view window), store views pinned to the safe area's top at its
  /// top, and so does one on the 10.9" iPad with a home indicator, ghis22130/swift-vendingmachineapp's `Main`
  /// (Xcode 12.5, 18122: a collection view 98 pt below the safe area's top at y = 98, its bottom inset 20 kept);
  /// files/017 (toolsVersion 32700.99.1234 from Xcode 15's plug-in) keeps 20. No document between decides; the
  /// change is placed with Xcode 13's other canvas changes.
  ///
  /// Xcode 16 draws the 11" iPad with rounded corners (`ipad11_0rounded`) as the 11-inch iPad Pro (M4), 834 × 1210,
  /// where Xcode 11 drew the 4th generation's 834 × 1194: a public Xcode 16.2 storyboard (DePaul-CSC-iOS-2025's
  /// final project, toolsVersion 23504) stores four roots 834 × 1210 in portrait; two Xcode 11 ones (usayuki/GraRec2020
  /// at 15400 and diegoaxity/axity-stand at 15505) store 1194 × 834 in landscape. Xcode 16 also added the 13-inch
  /// (M4) as `iPad13_0rounded`; the switch is placed at Xcode 16 (toolsVersion 23000), the M4 iPads having come with
  /// Xcode 15.4, whose documents are not known.
  public func simulated(byToolsVersion toolsVersion: Int) -> IBDesignDevice {
    var size = portraitSize
    var catalog = catalogID
    if id == "ipad11_0rounded", toolsVersion >= 23000 {
      size = Size(width: 834, height: 1210)
      catalog = "ipad-pro-11-inch-m4"
    }
    var top = portraitSafeArea.top
    switch id {
    case "retina6_1" where toolsVersion >= 21000: top = 48
    case "retina5_9" where toolsVersion >= 21000 && toolsVersion < 22000: top = 47
    case "retina5_9" where toolsVersion >= 22000 && toolsVersion < 24000: top = 50
    case "retina6_0" where toolsVersion > 0 && toolsVersion < 21200,
      "retina6_7" where toolsVersion > 0 && toolsVersion < 21200:
      top = 44
    default: break
    }
    var portrait = portraitSafeArea
    portrait.top = top
    var landscape = landscapeSafeArea
    if top != portraitSafeArea.top { landscape = EdgeInsets(top: 0, left: top, bottom: 21, right: top) }
    let status = top
    let single = portrait
    if toolsVersion >= 23700, hasSensorHousing, portraitSize.width < 600 {
      portrait.top *= 2
      portrait.bottom *= 2
    }
    if toolsVersion >= 24000, portraitSize.width >= 600, landscape.bottom > 0 {
      landscape.bottom = 50
    }
    if toolsVersion > 0, toolsVersion < 19000, portraitSize.width >= 600 {
      landscape.top = 0
    }
    guard portrait != portraitSafeArea || landscape != landscapeSafeArea || size != portraitSize else { return self }
    var device = IBDesignDevice(
      id: id, catalogID: catalog, portraitSize: size, scale: scale, portraitSafeArea: portrait,
      landscapeSafeArea: landscape, hasSensorHousing: hasSensorHousing)
    device.statusBarHeight = status
    if portrait != single { device.presentedPortraitSafeArea = single }
    return device
  }

  /// Xcode's default for documents that name no device (and the fallback for unknown ids): iPhone 8.
  public static let fallback = named("retina4_7")!
}
