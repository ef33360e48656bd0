/// Where lint learns which configurations an app can be seen in.
public enum AppSettingsSource: Sendable, Hashable {
  /// Each document's nearest Info.plist and Xcode project (the default).
  case discover
  /// One Info.plist for every document (a path).
  case infoPlist(String)
  /// None: every configuration of the matrix.
  case ignore

  /// `auto`, `none`, or a path to an Info.plist (a relative path is resolved against the configuration file's
  /// folder when linting).
  public init(_ text: String) {
    switch text {
    case "auto": self = .discover
    case "none": self = .ignore
    default: self = .infoPlist(text)
    }
  }
}
