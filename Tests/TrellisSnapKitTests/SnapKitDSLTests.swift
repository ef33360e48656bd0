import Testing
import Trellis
import TrellisSnapKit

/// SnapKit's vocabulary on Trellis views, with SnapKit's meanings (edges insets move inwards, numbers on positions
/// are offsets from the superview, `updateConstraints` changes constants of matching constraints).
@Suite struct SnapKitDSLTests {
  func root() -> View { View(frame: Rect(x: 0, y: 0, width: 375, height: 667)) }

  @Test func edgesEqualToSuperviewWithInset() {
    let parent = root()
    let child = View()
    parent.addSubview(child)
    child.snp.makeConstraints { make in
      make.edges.equalToSuperview().inset(10)
    }
    parent.layoutIfNeeded()
    #expect(!child.translatesAutoresizingMaskIntoConstraints)
    #expect(child.frame == Rect(x: 10, y: 10, width: 355, height: 647))
  }

  @Test func chainsSizesCentresOffsetsAndOtherItems() {
    let parent = root()
    let avatar = View()
    let name = View()
    parent.addSubview(avatar)
    parent.addSubview(name)
    avatar.snp.makeConstraints { make in
      make.size.equalTo(Size(width: 64, height: 64))
      make.centerX.equalToSuperview()
      make.top.equalTo(20)
    }
    name.snp.makeConstraints { make in
      make.top.equalTo(avatar.snp.bottom).offset(8)
      make.left.right.equalToSuperview().inset(16)
      make.height.equalTo(avatar).multipliedBy(0.5)
    }
    parent.layoutIfNeeded()
    #expect(avatar.frame == Rect(x: 155.5, y: 20, width: 64, height: 64))
    #expect(name.frame == Rect(x: 16, y: 92, width: 343, height: 32))
  }

  @Test func prioritiesLabelsAndInequalities() {
    let parent = root()
    let box = View()
    parent.addSubview(box)
    box.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.width.equalTo(500).priority(.required - 1).labeled("wide")
      make.width.lessThanOrEqualToSuperview()
      make.height.greaterThanOrEqualTo(40)
      make.height.equalTo(10).priority(.low)
    }
    parent.layoutIfNeeded()
    #expect(box.frame.size == Size(width: 375, height: 40))
    #expect(box.constraintsMadeByDSL.contains { $0.identifier == "wide" })
  }

  @Test func guidesAsTargets() {
    let parent = root()
    parent.windowSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let content = View()
    parent.addSubview(content)
    content.snp.makeConstraints { make in
      make.edges.equalTo(parent.safeAreaLayoutGuide)
    }
    let footer = View()
    parent.addSubview(footer)
    footer.snp.makeConstraints { make in
      make.top.equalTo(parent.safeAreaLayoutGuide.snp.bottom)
      make.left.right.bottom.equalToSuperview()
    }
    parent.layoutIfNeeded()
    #expect(content.frame == Rect(x: 0, y: 47, width: 375, height: 586))
    #expect(footer.frame == Rect(x: 0, y: 633, width: 375, height: 34))
  }

  @Test func updateRemakeAndRemove() {
    let parent = root()
    let bar = View()
    parent.addSubview(bar)
    bar.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.width.equalTo(100)
      make.height.equalTo(20)
    }
    bar.snp.updateConstraints { make in
      make.width.equalTo(150)
    }
    parent.layoutIfNeeded()
    #expect(bar.frame.width == 150)
    bar.snp.remakeConstraints { make in
      make.edges.equalToSuperview()
    }
    parent.layoutIfNeeded()
    #expect(bar.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(bar.constraintsMadeByDSL.count == 4)
    bar.snp.removeConstraints()
    #expect(bar.constraintsMadeByDSL.isEmpty)
  }

  /// SnapKit traps with "Updated constraint could not find existing matching constraint to update"; Trellis
  /// reports the description with its file and line and leaves it out.
  @Test func anUnmatchedUpdateIsAnIssueNotACrash() {
    let parent = root()
    let bar = View()
    parent.addSubview(bar)
    bar.snp.makeConstraints { make in make.height.equalTo(20) }
    bar.snp.updateConstraints { make in make.width.equalTo(30) }
    let issue = parent.layoutIssues.first
    #expect(issue?.kind == .unmatchedUpdate)
    #expect(issue?.message.contains("SnapKitDSLTests.swift:") == true)
  }

  @Test func keptConstraintsCanBeUpdatedAndToggled() {
    let parent = root()
    let panel = View()
    parent.addSubview(panel)
    var top: Constraint?
    panel.snp.makeConstraints { make in
      top = make.top.equalToSuperview().offset(100).constraint
      make.left.right.equalToSuperview()
      make.height.equalTo(50)
    }
    top?.update(offset: 200)
    parent.layoutIfNeeded()
    #expect(panel.frame.minY == 200)
    top?.deactivate()
    #expect(top?.isActive == false)
    top?.activate()
    #expect(top?.isActive == true)
  }

  @Test func aMissingSuperviewIsReported() {
    let orphan = View()
    orphan.snp.makeConstraints { make in make.edges.equalToSuperview() }
    #expect(orphan.layoutIssues.first?.message.contains("superview") == true)
    #expect(orphan.constraintsMadeByDSL.isEmpty)
  }
}
