import Trellis

/// The configurations to lay every scene out in: devices × orientations × windows × text sizes × directions, each
/// combination a device supports (iPhones have no multitasking windows; each iPad has the Split View shares of its
/// own). The default is one device of each screen geometry in the catalog, both idioms, both orientations, every
/// window, text sizes L, XXXL and AX5, left to right and right to left.
public struct Matrix: Sendable, Hashable {
  /// An orientation as the matrix names it: landscape stands for landscape left (both sides have the same safe area).
  public enum OrientationChoice: String, Sendable, Hashable, CaseIterable {
    case portrait, landscape
  }

  /// A window as the matrix names it.
  public enum WindowChoice: String, Sendable, Hashable, CaseIterable {
    case full
    case oneThird = "1/3"
    case half = "1/2"
    case twoThirds = "2/3"
    case slideOver = "slide-over"
  }

  /// Catalog ids or names; empty means one device of each screen geometry. `all` means every complete model.
  public var devices: [String]
  public var orientations: [OrientationChoice]
  public var windows: [WindowChoice]
  public var contentSizes: [ContentSizeCategory]
  public var layoutDirections: [UserInterfaceLayoutDirection]

  public init(
    devices: [String] = [], orientations: [OrientationChoice] = OrientationChoice.allCases,
    windows: [WindowChoice] = WindowChoice.allCases,
    contentSizes: [ContentSizeCategory] = [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge],
    layoutDirections: [UserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft]
  ) {
    self.devices = devices
    self.orientations = orientations
    self.windows = windows
    self.contentSizes = contentSizes
    self.layoutDirections = layoutDirections
  }

  /// One model of each screen geometry (idiom, size in points, scale, safe areas), the newest of its group, iPhones
  /// first.
  public static var geometryDevices: [Device] {
    struct Geometry: Hashable {
      let idiom: UserInterfaceIdiom
      let size: Size
      let scale: Double
      let portrait: EdgeInsets
      let landscape: EdgeInsets?
    }
    var newest: [Geometry: Device] = [:]
    var order: [Geometry] = []
    for device in DeviceCatalog.all where device.isComplete {
      let key = Geometry(
        idiom: device.idiom, size: device.portraitSize, scale: device.scale, portrait: device.portraitSafeArea,
        landscape: device.landscapeSafeArea)
      if newest[key] == nil { order.append(key) }
      newest[key] = device
    }
    return order.compactMap { newest[$0] }
  }

  /// The devices the matrix names.
  ///
  /// - Throws: ``MatrixError/unknownDevice(_:valid:)``.
  public func resolvedDevices() throws(MatrixError) -> [Device] {
    if devices.isEmpty { return Matrix.geometryDevices }
    var result: [Device] = []
    for name in devices {
      if name.lowercased() == "all" {
        result += DeviceCatalog.all.filter(\.isComplete)
        continue
      }
      do {
        result.append(try DeviceCatalog.device(named: name))
      } catch {
        throw .unknownDevice(name, valid: DeviceCatalog.all.filter(\.isComplete).map(\.id))
      }
    }
    var seen = Set<String>()
    return result.filter { seen.insert($0.id).inserted }
  }

  /// Every configuration of the matrix, in order: device, orientation, window, text size, direction.
  ///
  /// - Throws: ``MatrixError`` when a device is unknown or the matrix is empty.
  public func configurations() throws(MatrixError) -> [DeviceConfiguration] {
    var result: [DeviceConfiguration] = []
    for device in try resolvedDevices() {
      let supported = Environment.orientations(of: device)
      for choice in orientations {
        let orientation: Orientation = choice == .portrait ? .portrait : .landscapeLeft
        guard supported.contains(orientation) else { continue }
        for window in windows {
          for mode in Matrix.modes(window, device: device, orientation: orientation) {
            for size in contentSizes {
              for direction in layoutDirections {
                guard
                  let environment = try? Environment(
                    device: device, orientation: orientation, windowMode: mode, contentSizeCategory: size,
                    layoutDirection: direction)
                else { continue }
                result.append(DeviceConfiguration(environment))
              }
            }
          }
        }
      }
    }
    guard !result.isEmpty else { throw .empty }
    return result
  }

  /// The window modes a choice stands for on a device held one way: none where the device lacks it.
  private static func modes(_ choice: WindowChoice, device: Device, orientation: Orientation) -> [WindowMode] {
    func split(_ fraction: SplitFraction) -> [WindowMode] {
      let available = device.splitViews.contains {
        $0.fraction == fraction && $0.orientation.isLandscape == orientation.isLandscape
      }
      return available ? [.splitView(fraction)] : []
    }
    switch choice {
    case .full: return [.fullScreen]
    case .oneThird: return split(.oneThird)
    case .half: return split(.half)
    case .twoThirds: return split(.twoThirds)
    case .slideOver: return device.idiom == .pad && device.slideOverWidth != nil ? [.slideOver] : []
    }
  }
}

/// Why a matrix has no configurations.
public enum MatrixError: Error, Sendable, Hashable, CustomStringConvertible {
  case unknownDevice(String, valid: [String])
  case empty

  public var description: String {
    switch self {
    case .unknownDevice(let name, let valid):
      "unknown device \"\(name)\"; use a catalog id or name, or all: \(valid.joined(separator: ", "))"
    case .empty:
      "the matrix has no configuration: no device supports the orientations and windows asked for"
    }
  }
}
