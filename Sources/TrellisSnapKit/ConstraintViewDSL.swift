import Trellis

/// `view.snp`: attribute items (`view.snp.bottom`) and the calls that make, remake, update and remove the view's
/// constraints (SnapKit's `ConstraintViewDSL`).
@dynamicMemberLookup
public struct ConstraintViewDSL {
  let view: View

  public subscript(dynamicMember keyPath: KeyPath<ConstraintDSLItems, ConstraintItem>) -> ConstraintItem {
    ConstraintDSLItems(target: view)[keyPath: keyPath]
  }

  /// Makes and activates constraints; the view stops translating its autoresizing mask.
  public func makeConstraints(file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void) {
    let made = prepare(file: file, line: line, closure)
    let all = made.flatMap(\.layoutConstraints)
    view.constraintsMadeByDSL += all
    LayoutConstraint.activate(all)
  }

  /// Removes the constraints made for the view before, then makes these.
  public func remakeConstraints(file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void) {
    removeConstraints()
    makeConstraints(file: file, line: line, closure)
  }

  /// Changes the constants of constraints made before. Unlike SnapKit, a description that matches no existing
  /// constraint does not trap: it is reported in ``Trellis/View/layoutIssues`` and left out.
  public func updateConstraints(file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void) {
    for constraint in prepare(file: file, line: line, closure).flatMap(\.layoutConstraints) {
      let existing = view.constraintsMadeByDSL.first { old in
        old.firstAttribute == constraint.firstAttribute && old.relation == constraint.relation
          && old.secondItem === constraint.secondItem && old.secondAttribute == constraint.secondAttribute
          && old.multiplier == constraint.multiplier && old.priority == constraint.priority
      }
      if let existing {
        existing.constant = constraint.constant
      } else {
        view.reportLayoutIssue(
          LayoutIssue(
            kind: .unmatchedUpdate,
            message: "\(file):\(line): updateConstraints found no existing constraint like \(constraint) to update"))
      }
    }
  }

  /// Deactivates and forgets the constraints made for the view.
  public func removeConstraints() {
    LayoutConstraint.deactivate(view.constraintsMadeByDSL)
    view.constraintsMadeByDSL = []
  }

  /// Makes the constraints of a closure without activating them.
  public func prepareConstraints(file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void)
    -> [Constraint]
  {
    prepare(file: file, line: line, closure)
  }

  private func prepare(file: String, line: Int, _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
    view.translatesAutoresizingMaskIntoConstraints = false
    let maker = ConstraintMaker(item: view, file: file, line: line)
    closure(maker)
    var made: [Constraint] = []
    for description in maker.descriptions {
      if let problem = description.constraint.build() {
        view.reportLayoutIssue(LayoutIssue(kind: .noCommonAncestor, message: problem))
      } else {
        made.append(description.constraint)
      }
    }
    return made
  }
}

/// `guide.snp`: attribute items of a layout guide.
@dynamicMemberLookup
public struct ConstraintLayoutGuideDSL {
  let guide: LayoutGuide

  public subscript(dynamicMember keyPath: KeyPath<ConstraintDSLItems, ConstraintItem>) -> ConstraintItem {
    ConstraintDSLItems(target: guide)[keyPath: keyPath]
  }
}

extension View {
  /// SnapKit's entry point: `view.snp.makeConstraints { make in … }`.
  public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

extension LayoutGuide {
  /// SnapKit's guide items: `guide.snp.top`.
  public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}
