import Testing

@testable import Trellis

/// Labels in layout: intrinsic sizes from text, multi-line labels wrapping to the width layout gives them (UIKit's
/// two-pass label layout), line limits, preferred widths, Dynamic Type, baselines.
@Suite struct LabelLayoutTests {
  let sentence = "The quick brown fox jumps over the lazy dog and keeps running across the field until dusk"

  @Test func singleLineLabelTakesItsTextSize() {
    let root = makeRoot()
    let label = Label(text: "Label")
    addConstrained(label, to: root)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    // Interface Builder's calibration point: "Label" in the 17-pt system font is 41.5 × 20.5 at 2×.
    #expect(label.frame == Rect(x: 16, y: 20, width: 41.5, height: 20.5))
    #expect(!root.hasAmbiguousLayout)
  }

  /// A two-line label that shrinks to fit, its text too long for two lines at its size: measured at the largest size
  /// down to its minimum whose lines fit (here none does: the minimum). Interface Builder stores the 13-pt
  /// "DuckDuckGo - Paoli, PA" with a 12-pt minimum, 68 pt wide, 29 pt tall at 2×: two 12-pt lines (holdout 10).
  @Test(arguments: [(true, 29.0), (false, 31.5)])
  func twoLineLabelThatShrinksTakesItsSmallerLines(shrinks: Bool, height: Double) {
    let root = makeRoot()
    let label = Label(text: "DuckDuckGo - Paoli, PA", font: .systemFont(ofSize: 13))
    label.numberOfLines = 2
    label.adjustsFontSizeToFitWidth = shrinks
    label.minimumScaleFactor = 12.0 / 13
    addConstrained(label, to: root)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor), label.widthAnchor.constraint(equalToConstant: 68),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.height == height)
  }

  /// Text that fits its lines at its own size keeps it.
  @Test func labelThatShrinksKeepsItsSizeWhenItsTextFits() {
    let label = Label(text: "Short text", font: .systemFont(ofSize: 13))
    label.numberOfLines = 2
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    label.preferredMaxLayoutWidth = 200
    let unshrunk = Label(text: "Short text", font: .systemFont(ofSize: 13))
    unshrunk.numberOfLines = 2
    unshrunk.preferredMaxLayoutWidth = 200
    #expect(label.intrinsicContentSize == unshrunk.intrinsicContentSize)
  }

  @Test func multiLineLabelWrapsToItsLaidOutWidth() throws {
    let root = makeRoot()
    let label = Label(text: sentence)
    label.numberOfLines = 0
    addConstrained(label, to: root)
    let below = View()
    addConstrained(below, to: root)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
      below.leadingAnchor.constraint(equalTo: root.leadingAnchor), below.widthAnchor.constraint(equalToConstant: 10),
      below.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let lines = try FontTextMeasurer.shared.layout(sentence, font: label.font, width: 343).lineCount
    #expect(lines == 2)
    // Two lines of 20.287: 40.574 → 41 at 2×; the view below follows the wrapped height.
    #expect(label.frame == Rect(x: 16, y: 20, width: 343, height: 41))
    #expect(below.frame.minY == 69)
    // Narrower: more lines, taller.
    root.frame = Rect(x: 0, y: 0, width: 200, height: 667)
    root.layoutIfNeeded()
    let narrow = try FontTextMeasurer.shared.layout(sentence, font: label.font, width: 168).lineCount
    #expect(narrow > lines)
    #expect(label.frame.height == (Double(narrow) * 20.287109375 * 2).rounded(.up) / 2)
  }

  /// Before its first layout a wrapping label measures at the width its frame already has (UIKit's automatic
  /// preferred width is the label's bounds width), so a label left narrower than the room it may take keeps its
  /// width: in a centred stack it stays as wide as its frame, where a label with no frame takes the whole stack.
  /// Interface Builder keeps two wrapped labels of a centred 373-pt stack 233.667 and 368.333 wide (an Xcode 14.1
  /// storyboard), where the same text laid out from nothing fills the stack.
  @Test(arguments: [(180.0, 180.0), (0.0, 343.0)])
  func multiLineLabelFirstWrapsAtItsFrameWidth(frameWidth: Double, laidOutWidth: Double) {
    let root = makeRoot()
    let stack = StackView()
    stack.axis = .vertical
    stack.alignment = .center
    addConstrained(stack, to: root)
    let label = Label(text: sentence)
    label.numberOfLines = 0
    label.frame = Rect(x: 0, y: 0, width: frameWidth, height: 0)
    label.contentScaleFactor = 2
    stack.addArrangedSubview(label)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.width == laidOutWidth)
    #expect(label.frame.height > 40)
  }

  /// A line fits the width it wraps at within a point: the width a label was given is often its text's width as
  /// a measurer slightly different from this one gave it, and text as wide as that stays on one line (a centred
  /// one-line label at its stored width, files/061, and a Title 1 one, files/012).
  @Test func textWithinAPointOfTheWrapWidthStaysOnOneLine() throws {
    let text = "Change this text"
    let label = Label(text: text)
    label.contentScaleFactor = 2
    label.numberOfLines = 0
    let width = try FontTextMeasurer.shared.layout(text, font: label.font, width: nil).size.width
    label.preferredMaxLayoutWidth = width - 0.9
    #expect(label.textLayout.lineCount == 1)
    #expect(label.intrinsicContentSize.height == 20.5)
    label.preferredMaxLayoutWidth = width - 1.1
    #expect(label.textLayout.lineCount == 2)
  }

  /// A named font with no file measures by estimate, so a text within 5% of the wrap width on one line stays on one
  /// line (a Rubik label stored at its one-line width, testpress/ios-app); the system font's exact widths keep the
  /// one-point allowance, and a text further over wraps in either.
  @Test func estimatedFontsKeepNearlyFittingTextOnOneLine() throws {
    let text = "Please contact support to continue"
    for (font, estimated) in [(Font(name: "Rubik-Regular", size: 14), true), (.systemFont(ofSize: 14), false)] {
      let label = Label(text: text, font: font)
      label.numberOfLines = 0
      let width = FontTextMeasurer.shared.width(of: Substring(text), font: font)
      label.preferredMaxLayoutWidth = width * 0.97
      #expect(label.textLayout.lineCount == (estimated ? 1 : 2), "\(font)")
      label.preferredMaxLayoutWidth = width * 0.9
      #expect(label.textLayout.lineCount == 2, "\(font)")
    }
  }

  @Test func lineLimitAndPreferredWidth() {
    let label = Label(text: sentence)
    label.numberOfLines = 2
    label.preferredMaxLayoutWidth = 150
    let size = label.intrinsicContentSize
    #expect(size.width <= 150)
    #expect(size.height == 41)
    label.numberOfLines = 1
    #expect(label.intrinsicContentSize.height == 20.5)
    #expect(label.intrinsicContentSize.width > 600)
  }

  /// The window rounds to its environment's display scale: the device's by default (20.287 → 20.333 at 3×), any
  /// other when set (21 on a 1× display), and the traits report it.
  @Test(arguments: [(nil, 20.333), (1.0, 21.0)])
  func labelsRoundToTheDisplayScale(displayScale: Double?, height: Double) throws {
    var environment = try Environment(device: DeviceCatalog.device(named: "iphone-16"), orientation: .portrait)
    #expect(environment.displayScale == 3)
    if let displayScale { environment.displayScale = displayScale }
    #expect(environment.traitCollection.displayScale == environment.displayScale)
    let window = Window(environment: environment)
    let controller = ViewController()
    window.rootViewController = controller
    let label = Label(text: "Label", font: .systemFont(ofSize: 17))
    addConstrained(label, to: controller.view)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      label.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
    ])
    window.layoutIfNeeded()
    #expect(abs(label.frame.height - height) < 0.001)
  }

  @Test func dynamicTypeFollowsTheTraits() throws {
    let environment = try Environment(
      device: DeviceCatalog.device(named: "iphone-se-3rd-generation"), orientation: .portrait,
      contentSizeCategory: .accessibilityExtraExtraExtraLarge)
    let window = Window(environment: environment)
    let controller = ViewController()
    window.rootViewController = controller
    let label = Label(text: "Body", font: .preferredFont(forTextStyle: .body))
    label.adjustsFontForContentSizeCategory = true
    addConstrained(label, to: controller.view)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
      label.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
    ])
    window.layoutIfNeeded()
    // Body at AX5 is 53 pt: 53 × 2444/2048 = 63.248 → 63.5 at 2×.
    #expect(label.effectiveFont.pointSize == 53)
    #expect(label.frame.height == 63.5)
    let plain = Label(text: "Body", font: .preferredFont(forTextStyle: .body))
    #expect(plain.effectiveFont.pointSize == 17)
  }

  @Test func baselinesAlignText() {
    let root = makeRoot()
    let small = Label(text: "small", font: .systemFont(ofSize: 12))
    let large = Label(text: "Large", font: .systemFont(ofSize: 34))
    addConstrained(small, to: root)
    addConstrained(large, to: root)
    LayoutConstraint.activate([
      large.leadingAnchor.constraint(equalTo: root.leadingAnchor), large.topAnchor.constraint(equalTo: root.topAnchor),
      small.leadingAnchor.constraint(equalTo: large.trailingAnchor, constant: 8),
      small.firstBaselineAnchor.constraint(equalTo: large.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    let largeBaseline = large.frame.minY + large.firstBaselineOffsetFromTop!
    let smallBaseline = small.frame.minY + small.firstBaselineOffsetFromTop!
    #expect(abs(largeBaseline - smallBaseline) <= 0.5)
    // Changing the text size moves the baseline constraint with it.
    large.font = .systemFont(ofSize: 60)
    root.layoutIfNeeded()
    #expect(
      abs(large.frame.minY + large.firstBaselineOffsetFromTop! - small.frame.minY - small.firstBaselineOffsetFromTop!)
        <= 0.5)
  }

  @Test func horizontalStackAlignsLabelsByFirstBaseline() {
    let root = makeRoot()
    let stack = StackView(frame: Rect(x: 0, y: 0, width: 375, height: 100))
    root.addSubview(stack)
    stack.alignment = .firstBaseline
    stack.spacing = 8
    let title = Label(text: "Title", font: .boldSystemFont(ofSize: 28))
    let detail = Label(text: "detail", font: .systemFont(ofSize: 13))
    let spacer = View()
    for view in [title, detail, spacer] { stack.addArrangedSubview(view) }
    root.layoutIfNeeded()
    let first = title.frame.minY + title.firstBaselineOffsetFromTop!
    let second = detail.frame.minY + detail.firstBaselineOffsetFromTop!
    #expect(abs(first - second) <= 0.5)
    #expect(title.frame.minY == 0)
    #expect(spacer.frame.maxX == 375)
  }
}
