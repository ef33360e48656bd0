import Trellis

/// One point of the lint matrix: a device held one way, a window, a text size and a writing direction.
public struct DeviceConfiguration: Sendable, Hashable, Identifiable, CustomStringConvertible {
  public let environment: Environment

  public init(_ environment: Environment) {
    self.environment = environment
  }

  /// A stable id for machines: `iphone-16/portrait/full/L/ltr`, `ipad-air-11-inch-m4/landscape/1-3/AX5/rtl`.
  public var id: String {
    [
      environment.device.id, environment.orientation.isLandscape ? "landscape" : "portrait", windowID,
      environment.contentSizeCategory.shortName, environment.layoutDirection == .rightToLeft ? "rtl" : "ltr",
    ].joined(separator: "/")
  }

  /// Words for people: "iPhone SE (3rd generation) portrait, L", "iPad Air 11-inch (M4) landscape 1/3 Split View,
  /// AX5, RTL".
  public var label: String {
    var text = "\(environment.device.name) \(orientationName)"
    switch environment.windowMode {
    case .fullScreen: break
    case .splitView(let fraction): text += " \(fraction.rawValue) Split View"
    case .slideOver: text += " Slide Over"
    }
    text += ", \(environment.contentSizeCategory.shortName)"
    if environment.layoutDirection == .rightToLeft { text += ", RTL" }
    return text
  }

  public var description: String { label }

  /// `portrait` or `landscape`.
  public var orientationName: String { environment.orientation.isLandscape ? "landscape" : "portrait" }

  /// `full`, `1-3`, `1-2`, `2-3` or `slide-over`.
  public var windowID: String {
    switch environment.windowMode {
    case .fullScreen: "full"
    case .splitView(let fraction): fraction.rawValue.replacingOccurrences(of: "/", with: "-")
    case .slideOver: "slide-over"
    }
  }
}
