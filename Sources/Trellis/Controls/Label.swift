/// A view that shows text (UIKit's `UILabel`), as far as layout sees it: its intrinsic size is the size of its text,
/// measured with the label's ``textMeasurer`` and ceiled to the pixel grid, as UIKit's labels are (a 17-pt line is
/// 20.5 pt tall at 2×, 20.333 at 3×).
///
/// A label with `numberOfLines` other than 1 wraps: at `preferredMaxLayoutWidth` when set, else at the width layout
/// gives it — the engine measures such labels again after each layout and solves again, as UIKit does. Before its
/// first layout it wraps at the width of the frame it already has (UIKit's automatic preferred width is the label's
/// bounds width), or not at all when that is zero.
open class Label: View {
  /// The text; nil or empty gives an intrinsic size of zero.
  public var text: String? { didSet { if oldValue != text { textChanged() } } }
  /// The font (17-pt system by default, as in UIKit).
  public var font = Font.systemFont(ofSize: 17) { didSet { if oldValue != font { textChanged() } } }
  /// The most lines to show; 0 for as many as the text needs.
  public var numberOfLines = 1 { didSet { if oldValue != numberOfLines { textChanged() } } }
  public var lineBreakMode = LineBreakMode.byTruncatingTail { didSet { textChanged() } }
  /// Where the lines sit between the label's edges; layout does not depend on it.
  public var textAlignment = TextAlignment.natural
  /// The width a multi-line label wraps at when measuring its intrinsic size; 0 (the default) means the width
  /// layout gives it. Negative values count as 0.
  public var preferredMaxLayoutWidth = 0.0 { didSet { if oldValue != preferredMaxLayoutWidth { textChanged() } } }
  /// Whether a Dynamic Type font follows the content size category of the label's traits.
  public var adjustsFontForContentSizeCategory = false { didSet { textChanged() } }
  /// Whether the font shrinks to fit a width smaller than the text (the intrinsic size is still the full text's).
  public var adjustsFontSizeToFitWidth = false
  public var minimumScaleFactor = 0.0
  /// What measures the text.
  public var textMeasurer: any TextMeasurer = FontTextMeasurer.shared { didSet { textChanged() } }
  /// A paragraph style's line height multiple (`NSParagraphStyle.lineHeightMultiple`): each line is this many times
  /// its natural height; 0 (the default) leaves lines as they are. Interface Builder stores a one-line 16-pt label
  /// with a multiple of 1.35 26 pt tall (19.09 × 1.35 = 25.8, files/017).
  public var lineHeightMultiple = 0.0 { didSet { if oldValue != lineHeightMultiple { textChanged() } } }

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    // UILabel hugs its text vertically a step harder than a plain view (UIKIT-MEASURED.md: 250 / 251).
    huggingPriorities = (.defaultLow, LayoutPriority(251))
  }

  /// Makes a label with text.
  public convenience init(text: String, font: Font = .systemFont(ofSize: 17)) {
    self.init(frame: .zero)
    self.text = text
    self.font = font
  }

  /// The font the text is set in: a Dynamic Type font at the traits' content size category when the label adjusts.
  public var effectiveFont: Font {
    guard adjustsFontForContentSizeCategory, font.textStyle != nil else { return font }
    let category = traitCollection.preferredContentSizeCategory
    return font.resolved(for: category == .unspecified ? .large : category)
  }

  private func textChanged() {
    cachedLayout = nil
    invalidateIntrinsicContentSize()
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if adjustsFontForContentSizeCategory { textChanged() }
  }

  override var sizesToPixelGrid: Bool { true }
  override var wrapsToLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

  /// The width text wraps at when measured, or nil for none.
  private var wrapWidth: Double? {
    guard numberOfLines != 1 else { return nil }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    if let width = layoutWidth { return max(width, 0) }
    return frame.width > 0 ? frame.width : nil
  }

  /// Whether a wrapping label whose preferred width is automatic is as wide as the width it wraps at even when its
  /// text is narrower, so that the width it was laid out at holds: Interface Builder's canvas does this (see
  /// `SceneBuilder.configure(_:_:)` for the evidence). UIKit's labels made in code take their text's width.
  package var takesWrapWidth = false { didSet { if oldValue != takesWrapWidth { textChanged() } } }

  private var cachedLayout: (width: Double?, font: Font, layout: TextLayout)?

  /// The text broken into lines as the label shows it (for the current wrap width). A line fits within a point of
  /// the wrap width: the width a label was given is often its text's width as Apple's text system measured it, which
  /// ours meets within about a point, not exactly (files/061 stores a one-line, 124-pt centred label; a public
  /// Xcode 15 storyboard outside the corpus a one-line 44-pt one at @3x, which a pixel's allowance would wrap).
  ///
  /// A font whose widths are only estimated (a named font with no file, see ``FontTextMeasurer``) cannot tell a
  /// line that fits from one a few percent too wide: a text that measures within 5% of the wrap width on one line is
  /// kept on one line. A public Xcode 8.3 xib outside the corpus (Shopify/mobile-buy-sdk-ios `CartCell.xib`) stores a
  /// two-line Apple SD Gothic Neo label "Variant name" at its one-line width, 78.5 pt, which the estimate puts a
  /// point and a half over.
  public var textLayout: TextLayout {
    let font = effectiveFont
    // The cache is keyed by the wrap width asked for; the allowance for estimated widths below depends only on the
    // text, the font and that width, and a new text clears the cache.
    let requested = wrapWidth.map { $0 + 1 }
    if let cached = cachedLayout, cached.width == requested, cached.font == font { return cached.layout }
    var width = requested
    if let wrap = wrapWidth, wrap.isFinite, numberOfLines != 1, let text, !text.contains(where: \.isNewline),
      (textMeasurer as? FontTextMeasurer)?.estimatesWidths(of: font) == true
    {
      let line = textMeasurer.width(of: Substring(text), font: font)
      if line > wrap + 1, line <= wrap * 1.05 { width = line }
    }
    func measure(_ font: Font) -> TextLayout {
      (try? textMeasurer.layout(
        text ?? "", font: font, width: width, numberOfLines: numberOfLines,
        lineBreakMode: numberOfLines == 1 ? .byClipping : .byWordWrapping))
        ?? TextLayout(lineWidths: [], metrics: textMeasurer.lineMetrics(for: font), isTruncated: false)
    }
    var layout = measure(font)
    if adjustsFontSizeToFitWidth, numberOfLines > 1, layout.isTruncated, minimumScaleFactor > 0,
      minimumScaleFactor < 1
    {
      layout = shrunkToFit(font, measure)
    }
    var scaled = layout
    if lineHeightMultiple > 0 { scaled.lineHeightMultiple = lineHeightMultiple }
    cachedLayout = (requested, font, scaled)
    return scaled
  }

  /// Whether the text, shrunk as far as the label lets it (`adjustsFontSizeToFitWidth` down to
  /// `minimumScaleFactor`), fits `size` whole, so that UIKit draws it smaller rather than cutting it off. Since iOS 7
  /// wrapping labels shrink too, to fit their bounds' height (UIKit's documentation of `adjustsFontSizeToFitWidth`:
  /// "In iOS 6 and earlier, this property is effective only when the numberOfLines property is set to 1").
  package func textFitsWhenShrunk(in size: Size) -> Bool {
    guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1, let text, !text.isEmpty,
      size.width.isFinite, size.height.isFinite, size.width >= 0
    else { return false }
    let font = effectiveFont.withSize(effectiveFont.pointSize * minimumScaleFactor)
    let wraps = numberOfLines != 1
    guard
      var layout = try? textMeasurer.layout(
        text, font: font, width: wraps ? size.width + 1 : nil, numberOfLines: numberOfLines,
        lineBreakMode: wraps ? .byWordWrapping : .byClipping)
    else { return false }
    if lineHeightMultiple > 0 { layout.lineHeightMultiple = lineHeightMultiple }
    let tolerance = ceilToPixel(1e-3) + 1e-6
    return !layout.isTruncated && layout.size.width <= size.width + tolerance
      && ceilToPixel(layout.size.height) <= size.height + tolerance
  }

  /// A wrapping label that shrinks its font to fit (`adjustsFontSizeToFitWidth`) and whose text needs more lines than
  /// it may have: the text at the largest size, down to the minimum scale, whose lines fit, else at the minimum.
  /// Interface Builder stores a two-line 13-pt label with a 12-pt minimum whose first word is wider than its 68 pt
  /// 29 pt tall at 2×, two 12-pt lines (holdout 10: duckduckgo/apple-browsers `FavoriteHomeCell.xib`, Xcode 16.3).
  private func shrunkToFit(_ font: Font, _ measure: (Font) -> TextLayout) -> TextLayout {
    let smallest = measure(font.withSize(font.pointSize * minimumScaleFactor))
    guard !smallest.isTruncated else { return smallest }
    var fitting = (scale: minimumScaleFactor, layout: smallest)
    var tooLarge = 1.0
    // The largest fitting scale to within a hundredth of a point.
    while (tooLarge - fitting.scale) * font.pointSize > 0.01 {
      let scale = (fitting.scale + tooLarge) / 2
      let layout = measure(font.withSize(font.pointSize * scale))
      if layout.isTruncated { tooLarge = scale } else { fitting = (scale, layout) }
    }
    return fitting.layout
  }

  /// Text that wraps to more lines than its paragraphs have takes the whole width it wraps at, as UIKit's labels do
  /// (Interface Builder stores a four-line label in a centre-aligned stack as wide as the stack, 303 pt, though its
  /// longest line is narrower: files/075); text that fits is as wide as its longest line.
  ///
  /// Which width that is depends on where layout starts: a label first wraps at its frame's width. The same label in
  /// the same 303-pt stack is stored 303 wide by Xcode 9.3 (toolsVersion 14109) and Xcode 12.0 (16096) but 301 by
  /// Xcode 11.4 (15705, WordPressAuthenticator-iOS AuthEmailMagicLink.storyboard), and an Xcode 14.1 document
  /// (21701) stores two wrapped labels of a centred 373-pt stack 233.667 and 368.333 wide: each is a width at which
  /// the label, once wrapped there, stays.
  open override var intrinsicContentSize: Size {
    let layout = textLayout
    guard layout.lineCount > 0 else { return Size(width: 0, height: 0) }
    let size = layout.size
    var width = size.width
    if let wrap = wrapWidth, wrap.isFinite {
      // A line within a point of the wrap width fits it (see `textLayout`) and is as wide as the wrap width.
      width = layout.lineCount > paragraphCount || (takesWrapWidth && wrapsToLayoutWidth) ? wrap : min(width, wrap)
    }
    return Size(width: ceilToPixel(width), height: ceilToPixel(size.height))
  }

  /// The number of paragraphs (hard line breaks plus one) of the text.
  private var paragraphCount: Int {
    (text ?? "").split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
  }

  /// Text is centred vertically in the label: the first baseline is the ascender below the text's top.
  open override var firstBaselineOffsetFromTop: Double? {
    let layout = textLayout
    let slack = (ceilToPixel(layout.size.height) - layout.size.height) / 2
    return slack + layout.metrics.ascender
  }

  open override var lastBaselineOffsetFromBottom: Double {
    let layout = textLayout
    let slack = (ceilToPixel(layout.size.height) - layout.size.height) / 2
    return slack + layout.metrics.descender
  }
}
