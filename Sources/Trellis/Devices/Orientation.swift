/// How the device is held (UIKit's `UIInterfaceOrientation`).
public enum Orientation: String, Sendable, Hashable, CaseIterable {
  case portrait
  case portraitUpsideDown
  case landscapeLeft
  case landscapeRight

  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
