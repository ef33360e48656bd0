import Trellis

/// Reading Interface Builder's value elements: rects, sizes, insets, masks, fonts and texts.
enum IBReading {
  /// `<rect key="frame" x y width height/>`; missing or non-finite numbers read as 0.
  static func rect(_ element: IBElement) -> Rect {
    Rect(
      x: element.number("x") ?? 0, y: element.number("y") ?? 0, width: element.number("width") ?? 0,
      height: element.number("height") ?? 0)
  }

  static func size(_ element: IBElement) -> Size {
    Size(width: element.number("width") ?? 0, height: element.number("height") ?? 0)
  }

  /// `<inset minX minY maxX maxY/>` (left, top, right, bottom) or `<edgeInsets top left bottom right/>`.
  static func insets(_ element: IBElement) -> EdgeInsets {
    if element.name == "inset" {
      return EdgeInsets(
        top: element.number("minY") ?? 0, left: element.number("minX") ?? 0, bottom: element.number("maxY") ?? 0,
        right: element.number("maxX") ?? 0)
    }
    return EdgeInsets(
      top: element.number("top") ?? 0, left: element.number("left") ?? 0, bottom: element.number("bottom") ?? 0,
      right: element.number("right") ?? 0)
  }

  static func directionalInsets(_ element: IBElement) -> DirectionalEdgeInsets {
    DirectionalEdgeInsets(
      top: element.number("top") ?? 0, leading: element.number("leading") ?? 0,
      bottom: element.number("bottom") ?? 0, trailing: element.number("trailing") ?? 0)
  }

  /// `<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxX="YES" …/>`.
  static func autoresizingMask(_ element: IBElement) -> AutoresizingMask {
    var mask: AutoresizingMask = []
    let parts: [(String, AutoresizingMask)] = [
      ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
      ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight),
      ("flexibleMaxY", .flexibleBottomMargin),
    ]
    for (attribute, part) in parts where element.flag(attribute) == true { mask.insert(part) }
    return mask
  }

  /// Dynamic Type styles by Interface Builder's name (`UICTFontTextStyleBody`).
  static let textStyles: [String: TextStyle] = [
    "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
    "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
    "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
    "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1,
    "UICTFontTextStyleCaption2": .caption2, "UICTFontTextStyleLargeTitle": .largeTitle,
  ]

  static let weights: [String: Font.Weight] = [
    "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
    "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
  ]

  /// `<fontDescription key="fontDescription" …/>`: a text style, the system font (with a weight, bold or italic),
  /// or a named font; `defaultSize` when the size is missing.
  ///
  /// A text style is resolved for `traits`' content size category, as UIKit does when it loads the nib: the font is
  /// the launch category's size even without `adjustsFontForContentSizeCategory` (that flag only makes it follow
  /// later changes). So an app launched at XXXL shows XXXL text in every text-style label.
  static func font(_ element: IBElement, defaultSize: Double = 17, traits: TraitCollection? = nil) -> Font {
    if let style = element["style"] {
      return .preferredFont(forTextStyle: textStyles[style] ?? .body, compatibleWith: traits)
    }
    let size = element.number("pointSize") ?? defaultSize
    switch element["type"] {
    case "boldSystem": return .boldSystemFont(ofSize: size)
    case "italicSystem": return .italicSystemFont(ofSize: size)
    case "system": return .systemFont(ofSize: size, weight: weights[element["weight"] ?? "regular"] ?? .regular)
    default:
      if let name = element["name"] { return Font(name: name, size: size) }
      return .systemFont(ofSize: size, weight: weights[element["weight"] ?? "regular"] ?? .regular)
    }
  }

  /// A label's or text view's text: the `text` attribute, a `<string key="text">`, or the fragments of an
  /// attributed text.
  static func text(of element: IBElement) -> String? {
    if let text = element["text"] { return text }
    // Long texts are written as a child string; Interface Builder writes `<mutableString key="text">` for some
    // (a multi-line label of a public storyboard outside the corpus, Jeonbonggil/PlayLIst, was laid out empty).
    if let string = element.children.first(where: {
      ($0.name == "string" || $0.name == "mutableString") && $0["key"] == "text"
    }) {
      return string.text
    }
    if let attributed = element.child(key: "attributedText") {
      var result = ""
      for fragment in attributed.children(named: "fragment") {
        if let content = fragment["content"] {
          result += content
        } else if let string = fragment.child(key: "content") {
          result += string.text
        }
      }
      return result
    }
    return nil
  }

  /// The font of an attributed text's first fragment (`attributedText`, or a button's `attributedTitle`), if it names
  /// one.
  static func attributedFont(of element: IBElement, key: String = "attributedText") -> Font? {
    guard let attributed = element.child(key: key),
      let fragment = attributed.children(named: "fragment").first,
      let font = fragment.child(named: "attributes")?.child(named: "font")
    else { return nil }
    if let name = font["metaFont"] {
      let size = font.number("size") ?? 17
      return name == "systemBold" ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
    }
    if let name = font["name"] { return Font(name: name, size: font.number("size") ?? 17) }
    return nil
  }

  /// The line height multiple of an attributed text's first paragraph style, if it sets one.
  static func attributedLineHeightMultiple(of element: IBElement) -> Double? {
    guard let attributed = element.child(key: "attributedText"),
      let style = attributed.children(named: "fragment").first?.child(named: "attributes")?.child(
        named: "paragraphStyle"),
      let multiple = style.number("lineHeightMultiple"), multiple > 0
    else { return nil }
    return multiple
  }

  /// A button's title: its configuration's (plain or attributed) when it has one, as UIKit shows that over the
  /// states' (Interface Builder keeps a `<state key="normal" title="Button"/>` from before the configuration was
  /// set), else the normal state's.
  static func buttonTitle(of element: IBElement) -> String? {
    if let configuration = element.child(key: "configuration") {
      return configuration["title"] ?? attributedTitle(of: configuration)
    }
    guard let state = element.children(named: "state").first(where: { $0["key"] == "normal" }) else { return nil }
    if let title = state["title"] { return title }
    if let string = state.children.first(where: { $0.name == "string" && $0["key"] == "title" }) {
      return string.text
    }
    return attributedTitle(of: state)
  }

  /// The text of an element's `<attributedString key="attributedTitle">` (a button state's or configuration's).
  static func attributedTitle(of element: IBElement) -> String? {
    element.child(key: "attributedTitle").map { $0.children(named: "fragment").compactMap { $0["content"] }.joined() }
  }

  /// The `textAlignment` an element declares (natural when absent, as Interface Builder's default).
  static func declaredTextAlignment(of element: IBElement) -> TextAlignment {
    element["textAlignment"].flatMap(TextAlignment.init(rawValue:)) ?? .natural
  }

  /// Where a view's text sits in a layout direction, for drawings: left, center or right. A label's, text field's or
  /// text view's `textAlignment` (natural when absent), a button's `contentHorizontalAlignment` (centred when
  /// absent; `leading` and `trailing` follow the direction); nil for views without text.
  static func textAlignment(of element: IBElement, direction: UserInterfaceLayoutDirection) -> TextAlignment? {
    switch element.name {
    case "label", "textView", "textField":
      return declaredTextAlignment(of: element).resolved(for: direction)
    case "button":
      switch element["contentHorizontalAlignment"] {
      case "left": return .left
      case "right": return .right
      case "leading": return TextAlignment.natural.resolved(for: direction)
      case "trailing": return direction == .rightToLeft ? .left : .right
      default: return .center
      }
    default: return nil
    }
  }

  /// The text a drawing shows for a view.
  static func displayText(of element: IBElement) -> String? {
    switch element.name {
    case "label", "textView": text(of: element)
    case "button": buttonTitle(of: element)
    case "textField": element["text"] ?? element["placeholder"]
    default: nil
    }
  }
}
