/// A problem the layout engine met and recovered from, as UIKit logs it.
public struct LayoutIssue: Sendable, CustomStringConvertible {
  public enum Kind: Sendable {
    /// A required constraint could not hold; it was left out.
    case unsatisfiable
    /// The constraint's items are in different hierarchies.
    case noCommonAncestor
    /// A constant or multiplier is NaN or infinite.
    case nonFinite
    /// A DSL update named a constraint the view does not have (SnapKit traps here; Trellis reports).
    case unmatchedUpdate
  }

  public init(kind: Kind, message: String, constraintIdentifiers: [String] = []) {
    self.kind = kind
    self.message = message
    self.constraintIdentifiers = constraintIdentifiers
  }

  public let kind: Kind
  public let message: String
  /// The identifiers of the constraints concerned that have one, the one left out last: a layer that names its
  /// constraints (an Interface Builder reader, by object id) finds them again from a report.
  public let constraintIdentifiers: [String]

  public var description: String { message }
}

extension View {
  /// The problems met while laying out this view's hierarchy, oldest first.
  public var layoutIssues: [LayoutIssue] {
    guard let engine = engineIfAny else { return [] }
    // Conflicts are found when the engine solves; solve now so that they are listed.
    engine.settle()
    return engine.issues
  }

  /// Records a problem found by a layer above the engine (a DSL), with the hierarchy's other issues.
  public func reportLayoutIssue(_ issue: LayoutIssue) {
    rootEngine.issues.append(issue)
  }
}
