/// Why an environment cannot be built, with what would be valid.
public enum EnvironmentError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No device has this id or name.
  case unknownDevice(String, valid: [String])
  /// The device cannot be held this way (Face ID iPhones have no upside-down portrait).
  case unsupportedOrientation(device: String, Orientation, valid: [Orientation])
  /// iPhones have no Split View or Slide Over.
  case noMultitasking(device: String)
  /// The iPad has no such Split View window in this orientation.
  case unsupportedSplit(device: String, Orientation, SplitFraction, valid: [SplitFraction])
  /// Split View and Slide Over exist on iPadOS 9 to 18; iPadOS 26 replaced them with resizable windows.
  case multitaskingUnavailable(OSVersion)
  /// The catalog lacks facts the layout needs for this device.
  case incompleteDevice(String, missing: String)

  public var description: String {
    switch self {
    case .unknownDevice(let name, let valid):
      "unknown device '\(name)'; valid devices: \(valid.joined(separator: ", "))"
    case .unsupportedOrientation(let device, let orientation, let valid):
      "\(device) does not support \(orientation.rawValue); valid orientations: "
        + valid.map(\.rawValue).joined(separator: ", ")
    case .noMultitasking(let device):
      "\(device) is an iPhone: it has no Split View or Slide Over; valid window mode: full screen"
    case .unsupportedSplit(let device, let orientation, let fraction, let valid):
      "\(device) has no \(fraction.rawValue) Split View in \(orientation.rawValue); valid fractions: "
        + valid.map(\.rawValue).joined(separator: ", ")
    case .multitaskingUnavailable(let version):
      "Split View and Slide Over exist on iPadOS 9 to 18, not on \(version); valid window mode: full screen"
    case .incompleteDevice(let device, let missing):
      "the device catalog has no \(missing) for \(device); it cannot be laid out"
    }
  }
}
