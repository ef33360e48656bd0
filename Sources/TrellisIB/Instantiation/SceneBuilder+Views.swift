import Trellis

extension SceneBuilder {
  /// Makes the view for `element` and its subtree: subviews (a stack view's are arranged), keyed children (cell
  /// content views, table headers and cells), guides, and notes the constraints it owns.
  func buildView(_ element: IBElement, superviewID: String?, insideHidden: Bool, isContainerBar: Bool = false) -> View {
    populate(
      makeView(element), element, superviewID: superviewID, insideHidden: insideHidden, isContainerBar: isContainerBar)
  }

  /// Gives `view` (new, or one a UIKit class makes itself, like a cell's content view) the element's properties and
  /// subtree.
  @discardableResult
  private func populate(
    _ view: View, _ element: IBElement, superviewID: String?, insideHidden: Bool, isContainerBar: Bool
  ) -> View {
    configure(view, element)
    if let id = element.id {
      viewsByID[id] = view
      if view.accessibilityIdentifier == nil { view.accessibilityIdentifier = id }
    }
    let hidden = insideHidden || view.isHidden
    // Constraints meet the engine bottom-up in a xib (a view's own before those its superview holds) and top-down
    // in a storyboard, which decides the one that breaks when they conflict (see `makeConstraints()`).
    let topDown = document.kind == .storyboard
    if topDown, element.child(named: "constraints") != nil { constraintOwners.append((element, view)) }
    records.append(
      Record(
        element: element, view: view, superviewID: superviewID, isContainerBar: isContainerBar,
        insideHidden: insideHidden))
    if IBViewClass.scrollingTags.contains(element.name), view is ScrollView {
      scrollingViews.insert(ObjectIdentifier(view))
    }

    // Guides the element declares.
    for guide in element.children(named: "viewLayoutGuide") {
      guard let id = guide.id else { continue }
      switch guide["key"] {
      case "safeArea": guidesByID[id] = view.safeAreaLayoutGuide
      case "contentLayoutGuide": if let scroll = view as? ScrollView { guidesByID[id] = scroll.contentLayoutGuide }
      case "frameLayoutGuide": if let scroll = view as? ScrollView { guidesByID[id] = scroll.frameLayoutGuide }
      default:
        report(.warning, "unsupported-element", "layout guide \(guide["key"] ?? "?") is not supported; ignored", guide)
      }
    }
    for guide in element.children(named: "layoutGuide") {
      guard let id = guide.id else { continue }
      let layoutGuide = LayoutGuide()
      layoutGuide.identifier = id
      view.addLayoutGuide(layoutGuide)
      guidesByID[id] = layoutGuide
    }

    let childID = element.id ?? superviewID
    // Content views of cells and effect views.
    if let content = element.child(key: "contentView") {
      let contentView: View
      switch view {
      case let cell as TableViewCell: contentView = cell.contentView
      case let cell as CollectionViewCell: contentView = cell.contentView
      default:
        contentView = View()
        view.addSubview(contentView)
      }
      populate(contentView, content, superviewID: childID, insideHidden: hidden, isContainerBar: false)
      contentView.translatesAutoresizingMaskIntoConstraints = true
      contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    // Subviews, minus those the size-class masks leave out.
    let uninstalled = IBInstallationMask.uninstalled(in: element, maskKey: "subviews", traits: traits)
    // A stack view's arranged subviews are added together, so that it makes its constraints once.
    var arranged: [View] = []
    for subview in element.child(named: "subviews")?.children ?? [] where IBViewClass.isView(subview) {
      if let id = subview.id, uninstalled.contains(id) { continue }
      let child = buildView(subview, superviewID: childID, insideHidden: hidden)
      if view is StackView {
        // Like an empty stack view, an empty plain view arranged in a stack keeps its stored size at design time,
        // where UIKit would collapse or stretch it (evidence outside the corpus, Xcode 13: tentendotz/Clima stores
        // such a view 240 pt wide in a trailing-aligned column, yagom-academy/iOS-AutoLayout-Challenge3 four 240 × 50
        // ones centred in a column, one of them only `≥ 30` tall; none is marked ambiguous). No corpus frame depends
        // on it either way.
        if isDesignTime, subview.name == "view", let plain = child as? IBView,
          plain.fixedIntrinsicSize.width < 0, plain.fixedIntrinsicSize.height < 0,
          subview.child(named: "subviews")?.children.contains(where: IBViewClass.isView) != true,
          let frame = subview.child(key: "frame").map(IBReading.rect)
        {
          plain.fixedIntrinsicSize = Size(width: frame.width, height: frame.height)
        }
        arranged.append(child)
        arrangedViews.insert(ObjectIdentifier(child))
      } else {
        view.addSubview(child)
      }
    }
    if let stack = view as? StackView, !arranged.isEmpty { stack.addArrangedSubviews(arranged) }

    // A list's background view fills its bounds, behind everything else (UIKit sizes it to the list and does not
    // scroll it).
    if view is TableView || view is CollectionView, let background = element.child(key: "backgroundView"),
      IBViewClass.isView(background)
    {
      let backgroundView = buildView(background, superviewID: childID, insideHidden: hidden)
      view.insertSubview(backgroundView, at: 0)
      backgroundView.translatesAutoresizingMaskIntoConstraints = true
      backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      backgroundView.frame = view.bounds
    }
    // Lists: headers, footers and cells.
    if let table = view as? TableView {
      tables.append((element, table))
      for key in ["tableHeaderView", "tableFooterView"] {
        guard let header = element.child(key: key) else { continue }
        view.addSubview(buildView(header, superviewID: childID, insideHidden: hidden))
      }
      for cell in SceneBuilder.tableCells(of: element) {
        view.addSubview(buildView(cell, superviewID: childID, insideHidden: hidden))
      }
    } else if let collection = view as? CollectionView {
      collections.append((element, collection))
      for cell in element.child(named: "cells")?.children ?? [] where IBViewClass.isView(cell) {
        view.addSubview(buildView(cell, superviewID: childID, insideHidden: hidden))
      }
      for key in ["sectionHeaderView", "sectionFooterView"] {
        guard let header = element.child(key: key) else { continue }
        view.addSubview(buildView(header, superviewID: childID, insideHidden: hidden))
      }
    }
    if !topDown, element.child(named: "constraints") != nil { constraintOwners.append((element, view)) }
    return view
  }

  /// A table's cells in order: prototypes, or the cells of its static sections.
  static func tableCells(of table: IBElement) -> [IBElement] {
    if let prototypes = table.child(named: "prototypes") {
      return prototypes.children.filter(IBViewClass.isView)
    }
    var cells: [IBElement] = []
    for section in table.child(named: "sections")?.children(named: "tableViewSection") ?? [] {
      cells += section.child(named: "cells")?.children.filter(IBViewClass.isView) ?? []
    }
    return cells
  }

  /// The Trellis class for a tag; unknown tags (and custom classes) lay out as a plain view.
  private func makeView(_ element: IBElement) -> View {
    // An empty stack view keeps the size it is drawn at on the canvas, as if that were its intrinsic size (design
    // time only; at run time an empty stack view has none). Corpus evidence, files/050 (Xcode 15): an empty stack
    // stored 123 × 50 at the end of a fill-aligned row makes that row 426 pt wide and 50 tall, and through a
    // fill-equally column every other row 50 tall — 25 stored frames that follow from that size and from nothing
    // else, with no view marked ambiguous; files/042's empty stack carries a placeholder intrinsic size equal to its
    // stored frame, what Interface Builder's "Placeholder" intrinsic size option proposes.
    if isDesignTime, element.name == "stackView", SceneBuilder.placeholderIntrinsicSize(of: element) == nil,
      element.child(named: "subviews")?.children.contains(where: IBViewClass.isView) != true,
      let frame = element.child(key: "frame").map(IBReading.rect)
    {
      let view = StackView()
      view.intrinsicSizePlaceholder = (frame.width, frame.height)
      return view
    }
    switch element.name {
    case "label": return Label()
    case "button":
      let types: [String: Button.ButtonType] = [
        "roundedRect": .system, "system": .system, "detailDisclosure": .detailDisclosure, "infoLight": .infoLight,
        "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close, "custom": .custom,
      ]
      return Button(type: types[element["buttonType"] ?? "custom"] ?? .custom)
    case "imageView": return ImageView()
    case "textField":
      let field = TextField()
      if document.toolsVersion > 0 && document.toolsVersion < 15000 { field.roundedRectHeight = 30 }
      return field
    case "textView": return TextView()
    case "stackView": return StackView()
    case "scrollView": return ScrollView()
    case "tableView":
      let styles: [String: TableView.Style] = ["plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped]
      return TableView(style: styles[element["style"] ?? "plain"] ?? .plain)
    case "tableViewCell": return TableViewCell()
    case "collectionView": return CollectionView(collectionViewLayout: CollectionViewFlowLayout())
    case "collectionViewCell": return CollectionViewCell()
    case "switch": return Switch()
    case "slider": return Slider()
    case "stepper": return Stepper()
    case "progressView":
      let progress = ProgressView()
      // The iOS 14 SDK's thicker bar (Xcode 12, toolsVersion 17000); see `ProgressView.usesThickTrack`.
      progress.usesThickTrack = document.toolsVersion >= 17000
      return progress
    case "pageControl":
      // Before Xcode 12 (iOS 14, toolsVersion 17000) the canvas draws the old dots: a public Xcode 10 storyboard
      // (Frog-Frog/PageMaster, toolsVersion 14460, outside the corpus) stores a three-page control 39 × 37 with
      // only its centre and bottom constrained; Xcode 14 documents store 26-pt-tall ones.
      let control = PageControl()
      control.usesLegacyIndicators = document.toolsVersion > 0 && document.toolsVersion < 17000
      return control
    case "activityIndicatorView":
      let large = ["large", "whiteLarge"].contains(element["style"] ?? "")
      return ActivityIndicatorView(style: large ? .large : .medium)
    case "segmentedControl":
      let segments = element.child(named: "segments")?.children(named: "segment") ?? []
      let control = SegmentedControl(items: segments.map { $0["title"] ?? "" })
      control.apportionsSegmentWidthsByContent = element["apportionsSegmentWidthsByContent"] == "YES"
      for (index, segment) in segments.enumerated() {
        if let width = segment.number("width"), width > 0 { control.setWidth(width, forSegmentAt: index) }
      }
      if document.toolsVersion > 0 && document.toolsVersion < 15000 { control.segmentHeight = 28 }
      return control
    case "toolbar":
      return IBView(
        intrinsicContentSize: Size(width: View.noIntrinsicMetric, height: SimulatedBars.toolbarHeight(on: canvas)))
    case "tabBar":
      return IBView(
        intrinsicContentSize: Size(width: View.noIntrinsicMetric, height: SimulatedBars.tabBarHeight(on: canvas)))
    case "navigationBar":
      // A free navigation bar is as tall as a container's. Evidence for iPads' 50: yagom-academy/ios-project-manager's
      // `WorkFormView.storyboard` (public, outside the corpus, toolsVersion 20037, 12.9" iPad in landscape) stores
      // one 50 pt tall, with no height of its own.
      let height = SimulatedBars.navigationBarHeight(document.toolsVersion, on: canvas)
      return IBView(intrinsicContentSize: Size(width: View.noIntrinsicMetric, height: height))
    default:
      return IBView(
        intrinsicContentSize: SceneBuilder.classIntrinsicSize(of: element, toolsVersion: document.toolsVersion))
    }
  }

  /// The intrinsic size UIKit gives classes Trellis has no type for: search bars, pickers. Search bars are 56 pt tall
  /// from iOS 11 (Xcode 9, toolsVersion 13000) whatever their style (corpus: a minimal one in files/060), 44 before,
  /// and 64 with the iOS 26 SDK (files/012); Xcode 12.5 and 13 (toolsVersion 18000 up to 21000) draw them 51 pt
  /// tall (public storyboards outside the corpus: Corban-Dallas/Exfoler at 19529, a search bar under a navigation
  /// bar stored 51 tall and the table pinned below it at y = 139; pkh0225/ITBooksStore at 18122, one its author
  /// fixed at the 51 pt the canvas showed), Xcode 14 56 again (JayH8N/SeSAC_prj, 21701). Navigation bars, tab bars
  /// and toolbars depend on the device (``SimulatedBars/toolbarHeight(on:)``) and are made in `makeView`.
  static func classIntrinsicSize(of element: IBElement, toolsVersion: Int = 0) -> Size {
    let none = View.noIntrinsicMetric
    switch element.name {
    case "searchBar":
      let height: Double =
        switch toolsVersion {
        case 24000...: 64
        case 18000..<21000: 51
        case 1..<13000: 44
        default: 56
        }
      return Size(width: none, height: height)
    case "datePicker":
      // Wheels are 320 × 216. A picker whose style is automatic (no `style` written) was wheels before the iOS 14
      // SDK (Xcode 12, toolsVersion 17000) and is compact since, but for the countdown timer (UIKit's
      // `UIDatePickerStyle.automatic`): a public Xcode 16.2 storyboard (DePaul-CSC-iOS-2025's final project, 23504)
      // stores two automatic date pickers of a stack 109 pt tall, where wheels would need 216.
      let modern = toolsVersion == 0 || toolsVersion >= 17000
      let automatic = modern && element["datePickerMode"] != "countDownTimer" ? "compact" : "wheels"
      return (element["style"] ?? automatic) == "wheels"
        ? Size(width: 320, height: 216) : Size(width: none, height: none)
    case "pickerView": return Size(width: 320, height: 216)
    default: return Size(width: none, height: none)
    }
  }
}

extension SceneBuilder {
  /// The placeholder intrinsic size written on an element (`placeholderIntrinsicWidth`/`Height`): each axis's
  /// length, `noIntrinsicMetric` for "infinite", nil where none is written; nil when neither is.
  static func placeholderIntrinsicSize(of element: IBElement) -> PlaceholderLength? {
    func length(_ attribute: String) -> Double? {
      guard let text = element[attribute] else { return nil }
      if text == "infinite" { return View.noIntrinsicMetric }
      return Double(text).flatMap { IBElement.isPlausible($0) ? $0 : nil }
    }
    let size = (width: length("placeholderIntrinsicWidth"), height: length("placeholderIntrinsicHeight"))
    return size.width == nil && size.height == nil ? nil : size
  }
}

/// Interface Builder's placeholder intrinsic lengths, axis by axis (nil where the view keeps its own measurement).
typealias PlaceholderLength = (width: Double?, height: Double?)

/// A plain view with an intrinsic size set from outside: UIKit classes Trellis has no type for, designables (whose
/// measured size the document records or, where it does not, their stored size), and empty views arranged in a stack.
final class IBView: View {
  var fixedIntrinsicSize: Size

  init(intrinsicContentSize: Size) {
    fixedIntrinsicSize = intrinsicContentSize
    super.init(frame: .zero)
  }

  override var intrinsicContentSize: Size { fixedIntrinsicSize }
}
