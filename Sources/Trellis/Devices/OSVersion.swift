/// An iOS / iPadOS version, part of the environment where behaviour changed between releases.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var major: Int
  public var minor: Int

  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// The version layouts are checked against unless told otherwise.
  public static let standard = OSVersion(18, 0)

  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }

  public var description: String { "iOS \(major).\(minor)" }
}
