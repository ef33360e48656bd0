import Foundation

/// Every iPhone and iPad model the project has facts for, read once from the bundled `devices.json` (collected with
/// sources and confidence in `shared/reference/DEVICES.md`).
public enum DeviceCatalog {
  /// All models, iPhones first, in release order.
  public static var all: [Device] { loaded.devices }

  /// The model with this catalog id (`iphone-16-pro`) or name (`iPhone 16 Pro`), case-insensitively.
  ///
  /// - Throws: ``EnvironmentError/unknownDevice(_:valid:)`` listing the valid ids.
  public static func device(named name: String) throws(EnvironmentError) -> Device {
    let wanted = name.lowercased()
    if let device = all.first(where: { $0.id == wanted || $0.name.lowercased() == wanted }) { return device }
    throw .unknownDevice(name, valid: all.map(\.id))
  }

  private struct Loaded: Sendable {
    var devices: [Device]
  }

  private static let loaded: Loaded = {
    guard let url = Bundle.module.url(forResource: "devices", withExtension: "json"),
      let data = try? Data(contentsOf: url)
    else {
      preconditionFailure("the Trellis bundle lacks devices.json; the package's resources were not copied")
    }
    do {
      let file = try JSONDecoder().decode(RawCatalog.self, from: data)
      return Loaded(devices: file.devices.map(\.device))
    } catch {
      preconditionFailure("the bundled devices.json does not decode: \(error)")
    }
  }()
}

// MARK: The file's shape

private struct RawCatalog: Decodable {
  let devices: [RawDevice]
}

private struct RawSize: Decodable {
  let width: Double
  let height: Double
}

private struct RawInsets: Decodable {
  let top: Double
  let left: Double
  let bottom: Double
  let right: Double
  var insets: EdgeInsets { EdgeInsets(top: top, left: left, bottom: bottom, right: right) }
}

private struct RawSizeClasses: Decodable {
  let horizontal: String
  let vertical: String
  var pair: SizeClassPair { SizeClassPair(sizeClass(horizontal), sizeClass(vertical)) }
}

private struct RawOrientations: Decodable {
  let portrait: RawSizeClasses
  let landscape: RawSizeClasses
}

private struct RawSplit: Decodable {
  let orientation: String
  let fraction: String
  let widthPt: Double
  let heightPt: Double
  let horizontalSizeClass: String
  let verticalSizeClass: String
  let confidence: String?
}

private struct RawSlideOver: Decodable {
  let widthPt: Double
}

private struct RawDevice: Decodable {
  let id: String
  let name: String
  let idiom: String
  let releaseYear: Int
  let screenPortraitPt: RawSize
  let scale: Double
  let homeIndicator: Bool
  let safeAreaPortrait: RawInsets
  let safeAreaLandscape: RawInsets?
  let safeAreaLandscapeIOS26: RawInsets?
  let statusBarPortrait: Double?
  let statusBarLandscape: Double?
  let sizeClasses: RawOrientations?
  let splitView: [RawSplit]?
  let slideOver: RawSlideOver?
  let confidence: String

  var device: Device {
    Device(
      id: id, name: name, idiom: idiom == "pad" ? .pad : .phone, releaseYear: releaseYear,
      portraitSize: Size(width: screenPortraitPt.width, height: screenPortraitPt.height), scale: scale,
      portraitSafeArea: safeAreaPortrait.insets, landscapeSafeArea: safeAreaLandscape?.insets,
      landscapeSafeAreaSinceIOS26: safeAreaLandscapeIOS26?.insets, portraitStatusBarHeight: statusBarPortrait,
      landscapeStatusBarHeight: statusBarLandscape, portraitSizeClasses: sizeClasses?.portrait.pair,
      landscapeSizeClasses: sizeClasses?.landscape.pair,
      splitViews: (splitView ?? []).compactMap { split in
        guard let fraction = SplitFraction(rawValue: split.fraction) else { return nil }
        return MultitaskingWindow(
          orientation: split.orientation == "portrait" ? .portrait : .landscapeLeft, fraction: fraction,
          size: Size(width: split.widthPt, height: split.heightPt),
          sizeClasses: SizeClassPair(sizeClass(split.horizontalSizeClass), sizeClass(split.verticalSizeClass)),
          confidence: split.confidence ?? confidence)
      },
      slideOverWidth: slideOver?.widthPt, hasHomeIndicator: homeIndicator, confidence: confidence)
  }
}

private func sizeClass(_ name: String) -> UserInterfaceSizeClass {
  switch name {
  case "compact": .compact
  case "regular": .regular
  default: .unspecified
  }
}
