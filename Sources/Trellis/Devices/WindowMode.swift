/// How much of the screen the app's window takes: all of it, an iPad Split View share, or Slide Over.
public enum WindowMode: Sendable, Hashable, CustomStringConvertible {
  case fullScreen
  case splitView(SplitFraction)
  case slideOver

  public var description: String {
    switch self {
    case .fullScreen: "full screen"
    case .splitView(let fraction): "\(fraction.rawValue) Split View"
    case .slideOver: "Slide Over"
    }
  }
}
