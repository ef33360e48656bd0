/// A problem the layout engine met and recovered from, as UIKit logs it.
public struct LayoutIssue: Sendable, CustomStringConvertible {
  public enum Kind: Sendable {
    /// A required constraint could not hold; it was left out.
    case unsatisfiable
    /// The constraint's items are in different hierarchies.
    case noCommonAncestor
    /// A constant or multiplier is NaN or infinite.
    case nonFinite
  }

  public let kind: Kind
  public let message: String

  public var description: String { message }
}

extension View {
  /// The problems met while laying out this view's hierarchy, oldest first.
  public var layoutIssues: [LayoutIssue] { engineIfAny?.issues ?? [] }
}
