/// The kind of device an interface runs on (UIKit's `UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: Int, Sendable, Hashable, CaseIterable {
  case unspecified = -1
  case phone = 0
  case pad = 1
}
