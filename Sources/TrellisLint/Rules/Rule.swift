import Trellis
import TrellisIB

/// A check. Document rules look at what a file says, once per file; layout rules look at a scene laid out, once per
/// scene and configuration.
protocol Rule: Sendable {
  var description: RuleDescription { get }
  func check(_ context: DocumentContext) -> [Violation]
  func check(_ context: LayoutContext) -> [Violation]
}

extension Rule {
  func check(_ context: DocumentContext) -> [Violation] { [] }
  func check(_ context: LayoutContext) -> [Violation] { [] }
}

/// One occurrence of a problem, before occurrences in other configurations are merged into a ``Finding``.
struct Violation: Sendable {
  /// The Interface Builder ids involved, the main object first.
  var objects: [String]
  var line: Int
  var message: String
  var details: String? = nil
  /// The severity of this occurrence when the rule grades its findings (``DocumentProblemRule``); nil for the rule's
  /// own. A severity configured for the rule is the most it reports at.
  var severity: Severity? = nil
  /// What makes two occurrences the same finding (with the rule, file and scene): by default the objects.
  var key: String? = nil

  var mergeKey: String { key ?? objects.joined(separator: ",") }

  /// The severity the finding reports at when its rule runs at `configured`: the occurrence's own, at most that.
  func severity(under configured: Severity) -> Severity { severity.map { min($0, configured) } ?? configured }
}

/// What a document rule sees.
struct DocumentContext {
  let document: IBDocument
  /// Each scene laid out on the document's design device at design time (as Interface Builder shows it).
  let designLayouts: [IBSceneLayout]
}

/// What a layout rule sees: a scene laid out, alive, in one configuration.
struct LayoutContext {
  let document: IBDocument
  let scene: IBScene
  let live: IBLiveScene
  let configuration: DeviceConfiguration
  /// The scene's views as laid out, by id.
  let frames: [String: IBViewFrame]
  /// The entries a person sees (not hidden, not a container bar, in the window) whose layout the constraints
  /// determine, found once for every rule. Views that are ambiguous, or inside an ambiguous view, are left out: where
  /// they land is arbitrary, so what they overlap or clip is too — the ambiguity is the one finding.
  let visibleEntries: [IBLiveScene.Entry]
  /// The scene's root view's entry.
  let rootEntry: IBLiveScene.Entry?
  /// The axes along which each constrained view's layout is ambiguous (views with none left out).
  let ambiguousAxes: [ObjectIdentifier: Set<LayoutAxis>]
  /// What the scene says whatever the configuration, found once per scene.
  let sceneFacts: SceneFacts
  /// In a scene with placeholder constraints, the axes along which each view (by id) stays ambiguous when the
  /// placeholders are kept: what the code that replaces them leaves undetermined. Nil in a scene without them.
  let ambiguityWithPlaceholders: [String: Set<LayoutAxis>]?

  init(
    document: IBDocument, scene: IBScene, live: IBLiveScene, configuration: DeviceConfiguration,
    sceneFacts: SceneFacts? = nil, ambiguityWithPlaceholders: [String: Set<LayoutAxis>]? = nil
  ) {
    self.document = document
    self.scene = scene
    self.live = live
    self.configuration = configuration
    self.sceneFacts = sceneFacts ?? SceneFacts(scene: scene, document: document)
    self.ambiguityWithPlaceholders = ambiguityWithPlaceholders
    var frames: [String: IBViewFrame] = [:]
    for view in live.layout.views { frames[view.id] = view }
    self.frames = frames
    // Entries come superviews first, so one pass knows whether a view's superview is settled.
    var ambiguous: [ObjectIdentifier: Set<LayoutAxis>] = [:]
    var unsettled = Set<ObjectIdentifier>()
    for entry in live.entries where entry.view.window != nil && !entry.isContainerBar {
      let view = entry.view
      let axes = view.translatesAutoresizingMaskIntoConstraints ? [] : view.ambiguousAxes
      if !axes.isEmpty { ambiguous[ObjectIdentifier(view)] = axes }
      if !axes.isEmpty || view.superview.map({ unsettled.contains(ObjectIdentifier($0)) }) == true {
        unsettled.insert(ObjectIdentifier(view))
      }
    }
    ambiguousAxes = ambiguous
    visibleEntries = live.entries.filter {
      !$0.isHidden && !$0.isContainerBar && $0.view.window != nil && !unsettled.contains(ObjectIdentifier($0.view))
    }
    rootEntry = live.entries.first { $0.superviewID == nil && !$0.isContainerBar }
  }

  /// One device pixel, the tolerance of comparisons of a size with the size its content needs (``TruncatedTextRule``,
  /// ``SmallTouchTargetRule``, ``ReadableWidthRule``).
  var pixel: Double { 1 / configuration.environment.device.scale }

  /// The least overhang, overlap or intrusion the geometric rules (``ViewOutsideBoundsRule``,
  /// ``OverlappingSiblingsRule``, ``UnsafeAreaContentRule``) report: one point. Frames land on the device's pixel
  /// grid, so views laid side by side (a fill-equally stack, a width multiplier) overhang or overlap their neighbours
  /// by a pixel — ⅓ pt on a 3× screen, ½ pt on 2× — where nothing is wrong; a point is at least one pixel on every
  /// device.
  static let geometricTolerance = 1.0

  /// Whether a difference is at least ``geometricTolerance`` (less a hair for floating-point error).
  static func isSignificant(_ amount: Double) -> Bool { amount >= geometricTolerance - 1e-6 }

  /// Whether a view scrolls with content: inside a scroll view, table or collection view (not the scroll view
  /// itself).
  func isInsideScrollView(_ view: View) -> Bool {
    var current = view.superview
    while let superview = current {
      if superview is ScrollView { return true }
      current = superview.superview
    }
    return false
  }
}

extension LayoutContext {
  /// How findings name views: `UILabel "Title" (abc-12-xyz)`, the custom class when there is one.
  func describe(_ entry: IBLiveScene.Entry) -> String {
    describe(entry.element.id ?? "?")
  }

  func describe(_ id: String) -> String {
    guard let frame = frames[id] else { return id }
    var name = frame.customClass ?? frame.className
    if let text = frame.text, !text.isEmpty {
      let flat = text.replacingOccurrences(of: "\n", with: " ")
      name += " \"\(flat.count > 30 ? String(flat.prefix(29)) + "…" : flat)\""
    } else if let label = live.entry(id: id)?.element["userLabel"] {
      name += " \"\(label)\""
    }
    return "\(name) (\(id))"
  }
}

/// `12.5` or `12`: points as findings print them.
func points(_ value: Double) -> String { formatPoints(value) }
