/// The platform an Interface Builder document is for, from its `targetRuntime`: `iOS.CocoaTouch` (and the
/// `iOS.CocoaTouch.iPad` of old iPad-only documents), `MacOSX.Cocoa`, `AppleTV` or `watchKit`. Mac Catalyst apps use
/// iOS documents. A repository often holds several targets, and only iOS documents describe UIKit views on iPhone
/// and iPad: the others use AppKit's flipped coordinates, a television screen or WatchKit's layout.
public enum IBPlatform: String, Sendable, Codable {
  case iOS
  case macOS
  case tvOS
  case watchOS

  /// The platform a document's `targetRuntime` and `type` attributes name; iOS when neither names another (a
  /// document without them is read as the iOS document it most likely is).
  init(runtime: String?, type: String) {
    let runtime = (runtime ?? "").lowercased()
    let type = type.lowercased()
    if runtime.hasPrefix("ios") {
      self = .iOS
    } else if runtime.hasPrefix("macosx") || type.contains(".cocoa.") {
      self = .macOS
    } else if runtime.hasPrefix("appletv") || type.contains(".appletv.") {
      self = .tvOS
    } else if runtime.hasPrefix("watch") || type.contains(".watchkit.") {
      self = .watchOS
    } else {
      self = .iOS
    }
  }
}
