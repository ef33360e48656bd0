import Trellis

extension SceneBuilder {
  /// Applies the attributes that affect layout: the stored frame (views start at it, as after a nib load), whether
  /// and how the frame translates into constraints, visibility, priorities, margins, direction, intrinsic-size inputs
  /// and each class's own properties.
  func configure(_ view: View, _ element: IBElement) {
    if let frame = element.child(key: "frame") { view.frame = IBReading.rect(frame) }
    // `fixedFrame` views write translatesAutoresizingMaskIntoConstraints="NO", yet none is ever constrained: they are
    // placed by frame and mask (INTERFACE-BUILDER.md §6).
    let fixed = element.flag("fixedFrame") == true
    view.translatesAutoresizingMaskIntoConstraints =
      fixed || element.flag("translatesAutoresizingMaskIntoConstraints") != false
    if let mask = element.child(key: "autoresizingMask") { view.autoresizingMask = IBReading.autoresizingMask(mask) }
    view.isHidden = element.flag("hidden") == true

    // Absent priorities are UIKit's defaults, 250 and 750, whatever the class (a label written without them hugs at
    // 250, not 251; IB writes every other value).
    let priorities: [(String, LayoutAxis, Bool)] = [
      ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
      ("horizontalCompressionResistancePriority", .horizontal, false),
      ("verticalCompressionResistancePriority", .vertical, false),
    ]
    for (attribute, axis, hugging) in priorities {
      // Out of UIKit's range (reported by the document's diagnostics), a priority is held to 1…1000.
      let written = element.number(attribute).map { min(max($0, 1), 1000) }
      let value = LayoutPriority(Float(written ?? (hugging ? 250 : 750)))
      if hugging {
        view.setContentHuggingPriority(value, for: axis)
      } else {
        view.setContentCompressionResistancePriority(value, for: axis)
      }
    }

    if let margins = element.child(key: "layoutMargins") {
      view.layoutMargins = IBReading.insets(margins)
    }
    if let margins = element.child(key: "directionalLayoutMargins") {
      view.directionalLayoutMargins = IBReading.directionalInsets(margins)
    }
    if let preserves = element.flag("preservesSuperviewLayoutMargins") {
      view.preservesSuperviewLayoutMargins = preserves
    }
    if let insets = element.flag("insetsLayoutMarginsFromSafeArea") { view.insetsLayoutMarginsFromSafeArea = insets }
    switch element["semanticContentAttribute"] {
    case "forceRightToLeft": view.semanticContentAttribute = .forceRightToLeft
    case "forceLeftToRight": view.semanticContentAttribute = .forceLeftToRight
    case "playback": view.semanticContentAttribute = .playback
    case "spatial": view.semanticContentAttribute = .spatial
    default: break
    }

    // Intrinsic sizes recorded by the document: a designable's measured size, and Interface Builder's placeholder
    // intrinsic sizes, which stand in for what any view measures, at design time only (corpus: a label with a
    // 343 × 48 placeholder stored 48 pt tall, files/076; a stack view with a 92 × 30 one stored 92 × 30, files/042;
    // public documents outside the corpus: Xcode 14 buttons with 219 × 64 and 199 × 60 placeholders stored 64 and
    // 60 pt tall, where their configurations measure 35).
    if let intrinsic = view as? IBView, let id = element.id, let size = document.designableSizes[id] {
      intrinsic.fixedIntrinsicSize = size
    }
    if isDesignTime, let placeholder = SceneBuilder.placeholderIntrinsicSize(of: element) {
      view.intrinsicSizePlaceholder = placeholder
    }

    // The canvas measures text with the SDK of the Xcode that saved the document: before Xcode 12 (toolsVersion
    // 17000, the iOS 14 SDK) San Francisco's text sizes were a font of their own (see `LegacySystemFontMeasurer`).
    if isDesignTime, document.toolsVersion > 0, document.toolsVersion < 17000 {
      let legacy = LegacySystemFontMeasurer()
      switch view {
      case let label as Label: label.textMeasurer = legacy
      case let control as Control: control.textMeasurer = legacy
      case let text as TextView: text.textMeasurer = legacy
      default: break
      }
    }
    switch view {
    case let label as Label: configure(label, element)
    case let button as Button: configure(button, element)
    case let image as ImageView:
      image.imageSize = imageSize(of: element)
      if let size = image.imageSize, let name = imageName(of: element), document.symbolImageNames.contains(name) {
        image.imageAlignmentRectInsets = SceneBuilder.symbolAlignmentInsets(
          imageHeight: size.height, pointSize: symbolPointSize(of: element), scale: canvas.scale)
      }
    case let field as TextField:
      field.text = element["text"]
      field.placeholder = element["placeholder"]
      if let font = element.child(key: "fontDescription") {
        field.font = IBReading.font(font, defaultSize: 14, traits: fontTraits(of: element))
      }
      let borders: [String: TextField.BorderStyle] = [
        "roundedRect": .roundedRect, "line": .line, "bezel": .bezel, "none": .none,
      ]
      field.borderStyle = borders[element["borderStyle"] ?? "none"] ?? .none
      field.isSecureTextEntry = element.child(key: "textInputTraits")?["secureTextEntry"] == "YES"
    case let text as TextView:
      text.text = IBReading.text(of: element)
      if let font = element.child(key: "fontDescription") {
        text.font = IBReading.font(font, defaultSize: 12, traits: fontTraits(of: element))
      } else if let font = IBReading.attributedFont(of: element) {
        text.font = font
      }
      if element.flag("scrollEnabled") == false { text.isScrollEnabled = false }
    case let stack as StackView: configure(stack, element)
    case let table as TableView:
      if let height = element.number("rowHeight") {
        table.rowHeight = height < 0 ? TableView.automaticDimension : height
      }
      if let height = element.number("sectionHeaderHeight") { table.sectionHeaderHeight = height }
      if let height = element.number("sectionFooterHeight") { table.sectionFooterHeight = height }
      if element["separatorStyle"] == "none" { table.separatorStyle = .none }
      configureScrolling(table, element)
    case let collection as CollectionView:
      if let layout = element.child(key: "collectionViewLayout") { configure(collection, layout: layout) }
      configureScrolling(collection, element)
    case let cell as TableViewCell:
      let accessories: [String: TableViewCell.AccessoryType] = [
        "disclosureIndicator": .disclosureIndicator, "checkmark": .checkmark,
        "detailDisclosureButton": .detailDisclosureButton, "detailButton": .detailButton,
      ]
      cell.accessoryType = accessories[element["accessoryType"] ?? ""] ?? .none
      cell.reuseIdentifier = element["reuseIdentifier"]
      if let height = element.number("rowHeight") { cell.rowHeight = height }
    case let scroll as ScrollView: configureScrolling(scroll, element)
    case let page as PageControl: page.numberOfPages = max(element.integer("numberOfPages") ?? 3, 0)
    default: break
    }
  }

  /// The traits a text style in `element`'s `fontDescription` is resolved at. On the canvas of Xcode 12.5 to 13
  /// (toolsVersion 18000–20999) a text style was set at the extra-small content size, as if the nib were loaded in a
  /// process whose preferred size was the smallest, unless the view adjusts its font to its own traits. Public
  /// documents outside the corpus, all at @2x: Title 2 labels stored 23 tall (19 pt, where 22 pt is 26.5; 18122,
  /// five labels), a Body "Label" 17 tall (14 pt; 20037), Caption 1 labels 13.5 tall (11 pt; 19455) and a Footnote
  /// "_test" 29 wide (12 pt, where 13 pt is 31; 20037). A Headline text field that adjusts is 34 tall there, as at
  /// the large size. Configuration buttons' titles too, in the body style by default: 14 pt at extra small, as
  /// documents of Xcode 13 store them on @2x and @3x iPhones alike (see `configure(_:_:)` for buttons). Documents
  /// saved by Xcode 12.4 and earlier and by Xcode 14 and later store text styles at the large size.
  func fontTraits(of element: IBElement) -> TraitCollection {
    guard isDesignTime, document.toolsVersion >= 18000, document.toolsVersion < 21000,
      element.flag("adjustsFontForContentSizeCategory") != true
    else { return traits }
    var resolved = traits
    resolved.preferredContentSizeCategory = .extraSmall
    return resolved
  }

  private func configure(_ label: Label, _ element: IBElement) {
    label.text = IBReading.text(of: element)
    if let font = element.child(key: "fontDescription") {
      label.font = IBReading.font(font, traits: fontTraits(of: element))
    } else if let font = IBReading.attributedFont(of: element) {
      label.font = font
    }
    if let multiple = IBReading.attributedLineHeightMultiple(of: element) { label.lineHeightMultiple = multiple }
    label.numberOfLines = max(element.integer("numberOfLines") ?? 1, 0)
    let modes: [String: LineBreakMode] = [
      "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
      "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
      "middleTruncation": .byTruncatingMiddle,
    ]
    label.lineBreakMode = modes[element["lineBreakMode"] ?? "tailTruncation"] ?? .byTruncatingTail
    label.textAlignment = IBReading.declaredTextAlignment(of: element)
    if let width = element.number("preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = width }
    // Interface Builder lays a wrapping label out from the width it stored (see `Label.intrinsicContentSize`), a zero
    // width too, where UIKit, measuring a label never laid out, would not wrap: files/052 stores six three-line
    // labels of a top-aligned stack 0 pt wide though their text is set, the only width at which such a label, wrapped
    // there, stays.
    if isDesignTime, label.numberOfLines != 1, label.preferredMaxLayoutWidth <= 0,
      element.child(key: "frame") != nil, label.frame.width == 0
    {
      label.layoutWidth = 0
    }
    // On the canvas a wrapping label with an automatic preferred width is as wide as the width it stored, not its
    // text's, so a label whose width only its content sets keeps its stored width; none of these is marked
    // misplaced. Holdout documents: MoscowWeather's four three-line labels of a fill stack, all stored 103.5 wide
    // ("Clouds" among them), GameStoreApp's two-line "Name" stored 73 wide with only its leading edge pinned, VLC's
    // two-line "Label" stored 50 wide with a width of at least 30 (and, in the corpus, 057's two-line "Feed Title"
    // stored 75.333 wide, which Trellis measures at 74.667). Over the corpus and ten holdout sets this reproduces 13
    // more views and no fewer.
    label.takesWrapWidth = isDesignTime
    label.adjustsFontForContentSizeCategory = element.flag("adjustsFontForContentSizeCategory") == true
    // Autoshrink is on unless written off: Interface Builder writes `adjustsFontSizeToFit="NO"` on every label with
    // a fixed font size and omits it (its default) on those that shrink, which carry their minimum scale or, in the
    // older "minimum font size" mode, a minimum size (corpus and holdouts 1-10: 1,178 labels write NO, and each of the
    // 73 that do not has a `minimumScaleFactor` or a `minimumFontSize`).
    let minimumFontSize = element.number("minimumFontSize")
    let minimumScaleFactor = element.number("minimumScaleFactor")
    label.adjustsFontSizeToFitWidth =
      element.flag("adjustsFontSizeToFit") ?? (minimumScaleFactor != nil || minimumFontSize != nil)
    if let scale = minimumScaleFactor {
      label.minimumScaleFactor = scale
    } else if let size = minimumFontSize, label.font.pointSize > 0 {
      label.minimumScaleFactor = min(size / label.font.pointSize, 1)
    }
  }

  private func configure(_ button: Button, _ element: IBElement) {
    if let configuration = element.child(key: "configuration") {
      let styles: [String: Button.Configuration.Style] = [
        "plain": .plain, "gray": .gray, "tinted": .tinted, "filled": .filled,
      ]
      var value = Button.Configuration(
        style: styles[configuration["style"] ?? "plain"] ?? .plain,
        title: configuration["title"] ?? IBReading.attributedTitle(of: configuration))
      value.imageSize = imageSize(of: configuration)
      // A configuration lays a symbol out by its alignment rectangle, 20 pt tall at the default configuration and in
      // proportion to the size its symbol configuration sets (see `symbolAlignmentInsets`): a public Xcode 14 storyboard outside the corpus (tatina140810/stackView) stores
      // plain buttons with `map`, `leaf` or `flame` above a two-line title 78.667 pt tall, 7 + 20 + 4 + 40.667 + 7.
      if let size = value.imageSize, let name = imageName(of: configuration), document.symbolImageNames.contains(name) {
        value.imageSize = Size(
          width: size.width, height: SceneBuilder.symbolAlignmentHeight(pointSize: symbolPointSize(of: configuration)))
      }
      if let insets = configuration.child(key: "contentInsets") {
        value.contentInsets = IBReading.directionalInsets(insets)
      }
      if let padding = configuration.number("imagePadding") { value.imagePadding = padding }
      let placements: [String: Button.Configuration.ImagePlacement] = [
        "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
      ]
      if let placement = configuration["imagePlacement"].flatMap({ placements[$0] }) {
        value.imagePlacement = placement
      }
      // Interface Builder writes the title font as `<fontDescription key="titleFontDescription">` (a public Xcode 14
      // document, toolsVersion 21225: a plain button titled in 38-pt system is stored 59.667 tall at 3×, the
      // pixel-rounded 45.35-pt line plus 14).
      // An attributed title sets its own font (a public Xcode 14 storyboard outside the corpus: a filled button
      // titled in 22-pt Helvetica is stored 39.5 tall at 2×, the padded 25.3-pt line plus 14).
      let ownFont =
        configuration.child(key: "titleFontDescription").map { IBReading.font($0, traits: fontTraits(of: element)) }
        ?? IBReading.attributedFont(of: configuration, key: "attributedTitle")
      if let ownFont { value.font = ownFont }
      // Without a font of its own the title is in the body text style. Both resolve at the content size the canvas
      // shows (`fontTraits(of:)`), extra-small for Xcode 12.5 to 13: there the default title is 14-pt text (body at
      // extra small) inside the usual 7-pt insets, and a Title 1 title 25 pt. Public storyboards outside the corpus,
      // toolsVersion 19162 to 20037: plain buttons "Switch Image Direction" 173 × 31, "Button" 67 × 31, "Save" 55.5
      // wide (the 14-pt title rounded up to the pixel grid plus 24, 17 + 14 tall), at @3x too (the 30th SOPT iOS
      // projects: "SEND DATA" and "나가기" 31 tall on the 5.8" iPhone, "Button" on the 5.5" one); tinted and filled
      // ones the same (ogullcankara/NavigationAndTabBarController: tinted "Item 1" 62.5 × 31; KangYunSeo's tinted
      // and filled buttons 31 tall); titles in a font of their own with the same 7-pt insets (14-pt system 31 tall,
      // 20-pt system 38); six plain buttons titled in Title 1 44 tall (Automattic/AutomatticAbout-Swift, 19455: 25-pt
      // text's 29.8-pt line on the 2× grid, plus 14). Contrary: vilarneto/autolayout-demo-2022 (20037, @3x) stores a
      // filled "Login" in the 17-pt body font, as it stores its body labels at the large size — one document against
      // six.
      if ownFont == nil {
        value.font = Font.preferredFont(forTextStyle: .body, compatibleWith: fontTraits(of: element))
      }
      button.configuration = value
      if isDesignTime, let frame = element.child(key: "frame").map(IBReading.rect), frame.width > 0 {
        button.canvasWidth = frame.width
      }
      return
    }
    button.title = IBReading.buttonTitle(of: element)
    let normal = element.children(named: "state").first { $0["key"] == "normal" }
    button.imageSize = imageSize(of: normal)
    // A background image sizes the button (a public Xcode 8.3 storyboard outside the corpus, adjust/ios_sdk: nine
    // custom buttons titled in the 18-pt default font over a 100 × 30 `button_background` are stored 30 tall, where
    // the title and its 6-pt margins would make 34).
    if let name = normal?["backgroundImage"], let size = document.imageSizes[name] {
      button.backgroundImageSize = size
    }
    if let font = normal.flatMap({ IBReading.attributedFont(of: $0, key: "attributedTitle") }) {
      button.titleFont = font
    } else if let font = element.child(key: "fontDescription") {
      button.titleFont = IBReading.font(font, traits: fontTraits(of: element))
    }
    if let insets = element.child(key: "contentEdgeInsets") { button.contentEdgeInsets = IBReading.insets(insets) }
  }

  private func configure(_ stack: StackView, _ element: IBElement) {
    func value(_ attribute: String) -> String? {
      IBInstallationMask.variedValue(of: attribute, in: element, traits: traits) ?? element[attribute]
    }
    stack.axis = value("axis") == "vertical" ? .vertical : .horizontal
    let distributions: [String: StackView.Distribution] = [
      "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
      "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]
    stack.distribution = distributions[value("distribution") ?? "fill"] ?? .fill
    let alignments: [String: StackView.Alignment] = [
      "fill": .fill, "top": .leading, "leading": .leading, "firstBaseline": .firstBaseline, "center": .center,
      "bottom": .trailing, "trailing": .trailing, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
    ]
    stack.alignment = alignments[value("alignment") ?? "fill"] ?? .fill
    if value("spacingType") == "standard" {
      stack.spacing = StackView.spacingUseSystem
    } else if let text = value("spacing"), let spacing = Double(text), IBElement.isPlausible(spacing) {
      stack.spacing = spacing
    }
    stack.isBaselineRelativeArrangement = element.flag("baselineRelativeArrangement") == true
    // Interface Builder writes no flag for margin-relative arrangement (never in the pool's 516 stack views); a stack
    // view written with layout margins of its own arranges within them (corpus: all 4 such stacks, files/026 and
    // files/027, inset their first and last views by the written 10-pt margins).
    // Directional margins (`directionalLayoutMargins`, Xcode 11 on) count alike: a public Xcode 15 storyboard outside
    // the corpus (yagom-academy/iOS-AutoLayout-Challenge3) stores the first view of a stack with 8-pt directional
    // margins at y = 8 and the stack 16 pt taller than its views.
    let hasMargins = element.child(key: "layoutMargins") != nil || element.child(key: "directionalLayoutMargins") != nil
    stack.isLayoutMarginsRelativeArrangement = element.flag("layoutMarginsRelativeArrangement") ?? hasMargins
    // A stack view written without margins of its own has none (corpus: files/076, an arranged view pinned by the
    // document to its stack's top, bottom and trailing margins, where the stack pins it to its edges too, is stored
    // flush with those edges; 8-pt margins would make the constraints conflict).
    if !hasMargins { stack.layoutMargins = .zero }
  }

  private func configure(_ collection: CollectionView, layout element: IBElement) {
    var layout = CollectionViewFlowLayout()
    layout.scrollDirection = element["scrollDirection"] == "horizontal" ? .horizontal : .vertical
    if let spacing = element.number("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
    if let spacing = element.number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
    if let size = element.child(key: "itemSize") { layout.itemSize = IBReading.size(size) }
    if let size = element.child(key: "headerReferenceSize") { layout.headerReferenceSize = IBReading.size(size) }
    if let size = element.child(key: "footerReferenceSize") { layout.footerReferenceSize = IBReading.size(size) }
    if let inset = element.child(key: "sectionInset") { layout.sectionInset = IBReading.insets(inset) }
    collection.collectionViewLayout = layout
  }

  private func configureScrolling(_ scroll: ScrollView, _ element: IBElement) {
    let behaviours: [String: ScrollView.ContentInsetAdjustmentBehavior] = [
      "never": .never, "always": .always, "scrollableAxes": .scrollableAxes, "automatic": .automatic,
    ]
    if let behaviour = element["contentInsetAdjustmentBehavior"].flatMap({ behaviours[$0] }) {
      scroll.contentInsetAdjustmentBehavior = behaviour
    }
  }

  /// The size in points of the image an element shows (an image view, a button state or configuration: its `image`
  /// attribute or `<imageReference key="image">`), from the document's resources; for an SF Symbol, from its
  /// proportions and the element's symbol configuration (see ``symbolImageSize(proportions:pointSize:)``).
  func imageSize(of holder: IBElement?) -> Size? {
    guard let name = imageName(of: holder), let size = document.imageSizes[name] else { return nil }
    guard document.symbolImageNames.contains(name) else { return size }
    return SceneBuilder.symbolImageSize(proportions: size, pointSize: symbolPointSize(of: holder))
  }

  /// The size an element sets its SF Symbol at (see ``symbolPointSize(_:symbolScale:)``): from its symbol
  /// configuration — `preferredSymbolConfiguration`, or for a configuration button
  /// `preferredSymbolConfigurationForImage` — and its image reference's `symbolScale`.
  func symbolPointSize(of holder: IBElement?) -> Double {
    let configuration =
      holder?.child(key: "preferredSymbolConfiguration") ?? holder?.child(key: "preferredSymbolConfigurationForImage")
    return SceneBuilder.symbolPointSize(configuration, symbolScale: holder?.child(key: "image")?["symbolScale"])
  }

  /// The name of the image an element shows: its `image` attribute or `<imageReference key="image">`.
  func imageName(of holder: IBElement?) -> String? {
    guard let holder else { return nil }
    return holder["image"] ?? holder.child(key: "image")?["image"]
  }

  /// An SF Symbol image's alignment insets: its alignment rectangle is 20 pt tall at the default configuration (the
  /// 17-pt body size; in proportion at others), whatever the glyph's height, and as wide as the image; the image's
  /// frame reaches past it by the difference, shared above and below on the pixel grid, the larger part above.
  /// Evidence: UIKit's own descriptions of default-configuration symbol images (public: `play.circle.fill` 20 × 19
  /// with insets −0.5 above and below, `person` 19 × 17.5 with −1 and −1.5; a music app's `play.next` 21.5 × 16.5,
  /// −1.5 and −2); Interface Builder stores symbol image views sized by constraints shorter than their constraints
  /// in proportion (`info.circle` 24 × 24 stored 24 × 23 at y + 0.5, `magnifyingglass` 25 × 40 stored 38.333 tall
  /// at y + 1, `arrow.left` 25 × 25 stored 25 × 20 at y + 2.5 — public storyboards outside the corpus; the image
  /// view scales the insets, ``ImageView``), and a stack of
  /// two symbols sized by their images 20 pt tall though the images are 19.5 and 17.5. The split above and below
  /// follows each glyph's baseline, which is not available; the glyph's height is the estimate of
  /// ``symbolImageSize(proportions:pointSize:)``.
  static func symbolAlignmentInsets(imageHeight: Double, pointSize: Double, scale: Double) -> EdgeInsets {
    let height = symbolAlignmentHeight(pointSize: pointSize)
    guard height.isFinite, imageHeight.isFinite else { return .zero }
    let pixel = 1 / max(scale, 1)
    let total = height - imageHeight
    let above = ((total / 2) / pixel).rounded(.up) * pixel
    return EdgeInsets(top: -above, left: 0, bottom: -(total - above), right: 0)
  }

  /// The height of an SF Symbol's alignment rectangle: 20 pt at the default 17-pt size, in proportion at others.
  static func symbolAlignmentHeight(pointSize: Double) -> Double { 20 * pointSize / 17 }

  /// An SF Symbol image's size in points, approximately. Interface Builder's `<resources>` gives a system symbol only
  /// its proportions (the longer side scaled to 128: `mic.fill` 110 × 128, `ellipsis` 128 × 37), not points; the
  /// size follows from the point size the element's symbol configuration and scale set (``symbolPointSize(of:)``).
  /// Corpus evidence (files/041, Xcode 26, custom buttons as tall as their image, 20-pt configurations): the glyph's
  /// longer side is about 1.2 × the point size, and the image is never shorter than about 1.1 × it (the symbol sits on
  /// the font's line: `ellipsis` and `video.fill` are 22 pt tall, `speaker.slash.fill` 24, `hand.raised.fill`
  /// 24.5, `mic.fill` 25; `video.slash.fill`'s 27 is the one this rule misses by more than a point). Small and large
  /// scales are about 0.8 and 1.2 times medium. Symbols' exact outlines are Apple's and not available here.
  static func symbolImageSize(proportions: Size, pointSize: Double) -> Size {
    let longer = max(proportions.width, proportions.height)
    guard longer > 0, pointSize.isFinite, pointSize > 0 else { return .zero }
    let glyph = 1.2 * pointSize / longer
    let width = proportions.width * glyph
    let height = max(proportions.height * glyph, 1.1 * pointSize)
    return Size(width: (width * 2).rounded() / 2, height: (height * 2).rounded() / 2)
  }

  /// The size a symbol configuration sets its symbols at: its point size, or its font's (`configurationType="font"`,
  /// a text style at the large size; 17, the body size, when it sets neither), times its scale (small about 0.8,
  /// large about 1.2 times medium). Evidence for fonts: a public Xcode 13 xib outside the corpus
  /// (yy0867/reciptopia-xib's `PostCell`, 20037) stores `hand.thumbsup` and `star` configured with the 12-pt system
  /// font 14.5 and 16 pt wide beside 12-pt labels 14.5 tall, in a row 14.5 tall.
  static func symbolPointSize(_ configuration: IBElement?, symbolScale: String? = nil) -> Double {
    var pointSize = 17.0
    if let configuration, configuration["configurationType"] == "pointSize",
      let size = configuration.number("pointSize")
    {
      pointSize = size
    } else if let configuration, configuration["configurationType"] == "font",
      let font = configuration.child(key: "fontDescription")
    {
      pointSize = IBReading.font(font).pointSize
    }
    let scales: [String: Double] = ["small": 0.8, "medium": 1, "large": 1.2]
    return pointSize * ((configuration?["scale"] ?? symbolScale).flatMap { scales[$0] } ?? 1)
  }
}
