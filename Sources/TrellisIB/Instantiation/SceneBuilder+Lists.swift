import Trellis

extension SceneBuilder {
  /// Places the cells of tables and collections as Interface Builder's canvas shows prototypes and static cells:
  /// one after another down the table (after the section header in plain tables), or in flow-layout lines. Cells
  /// and content views are then positioned by frame, with their width following the list's.
  ///
  /// Returns whether a table row's frame changed. Self-sizing rows are measured with their labels as last laid out,
  /// so after a layout pass has given wrapping labels their widths, placing again measures them wrapped (files/019:
  /// a 16-pt label 265 pt wide wraps to two lines and its row is stored 58.667 pt tall, not 44), and collections
  /// line their items up within the content inset the layout pass adjusted for the safe area.
  @discardableResult
  func placeCells() -> Bool {
    var changed = false
    for (element, table) in tables { changed = placeCells(of: table, element) || changed }
    for (element, collection) in collections { changed = placeCells(of: collection, element) || changed }
    return changed
  }

  /// Interface Builder's canvas (corpus evidence, `shared/reference/INTERFACE-BUILDER.md` §12): plain prototype tables
  /// start their cells below the section header (28 pt before Xcode 13; 50 pt, the header plus iOS 15's 22-pt top
  /// padding, since); grouped prototype tables below a 55.5-pt "prototype cells" header; static sections follow one
  /// another with the table's section header and footer heights (in grouped tables a titled header is 55.5 pt over
  /// the first section and 45.5 over later ones, a titled footer is as tall as its wrapped title plus 5 pt, and an
  /// empty footer title makes a 22-pt footer). Inset-grouped rows are inset by the table's standard margin, which
  /// cell content also takes as its side margins.
  private func placeCells(of table: TableView, _ element: IBElement) -> Bool {
    var changed = false
    let width = table.frame.width
    let margin = TableView.standardMargin(width: width)
    let inset = table.style == .insetGrouped ? margin : 0
    let grouped = table.style != .plain
    let headerHeight = element.number("sectionHeaderHeight").map { max($0, 0) } ?? (grouped ? 18 : 28)
    let footerHeight = element.number("sectionFooterHeight").map { max($0, 0) } ?? (grouped ? 18 : 28)
    var y = 0.0
    if let header = element.child(key: "tableHeaderView"), let id = header.id, let view = viewsByID[id] {
      // The table sets its header's frame, as it does its rows': a fixed frame, not one tied to the table's width,
      // so content inside the header that cannot fit gives way rather than the table's own constraints (a public
      // Xcode 14 storyboard, JayH8N/SeSAC_prj: a header text view pinned to both sides of a 393-pt header and sized
      // 4:3 by its height is stored 363 wide, and the table pinned to the safe area keeps its 393).
      view.translatesAutoresizingMaskIntoConstraints = true
      view.autoresizingMask = []
      let frame = Rect(x: 0, y: 0, width: width, height: view.frame.height)
      if view.frame != frame {
        view.frame = frame
        changed = true
      }
      y += view.frame.height
    }
    let defaultHeight = table.rowHeight > 0 ? table.rowHeight : 44
    // A table without separators (`separatorStyle="none"`) gives its rows' content views the whole row (corpus: all
    // 10 such rows in files/032, 052, 053 and 054, saved by Xcode 9 to 13, store content as tall as the row, where
    // rows with separators in documents of those years are one pixel shorter).
    let separator =
      table.separatorStyle == .none
      ? 0 : SceneBuilder.separatorHeight(toolsVersion: document.toolsVersion, scale: canvas.scale)
    // Self-sizing rows whose content does not determine a height (built-in styles, views only centred) fall back to
    // UIKit's default: a content view one pixel short of 44 pt, the separator's pixel making up the row in documents
    // that show one (corpus: 43.667-pt rows at @3x in files/019, 43.5 at @2x in files/061, 9 rows); 51 pt with the
    // iOS 26 SDK (all 18 such rows saved with toolsVersion 24506 — files/055 and files/056, at @2x and @3x, plain
    // and inset-grouped — are 51 pt tall).
    // A row of a plain table without separators gets the whole 44 pt (public storyboards outside the corpus: empty
    // self-sizing prototype rows of `separatorStyle="none"` plain tables stored 44 tall, one at toolsVersion 16096
    // and two at 17701, and the static rows of an Xcode 10 one, nguyenletandai/staticTableViewDemo at 14313.18, at
    // y = 168, 212 and 256, where rows of tables with separators are 43.5); a grouped table's static rows keep the
    // pixel (siebeprojects/checkout-ios, 16097: two static rows of a grouped table without separators, 43.5).
    let plainWithoutSeparators = table.separatorStyle == .none && table.style == .plain
    let fallbackHeight =
      document.toolsVersion >= 24000 ? 51.0 : plainWithoutSeparators ? 44 : 44 - 1 / canvas.scale + separator
    let prototypeFallbackHeight =
      table.separatorStyle == .none && document.toolsVersion < 24000 ? 44 : fallbackHeight
    func place(_ cellElement: IBElement, isStatic: Bool) {
      guard let id = cellElement.id, let cell = viewsByID[id] as? TableViewCell else { return }
      let accessoryWidth =
        cell.accessoryView == nil
        ? SceneBuilder.accessoryWidth(
          cell.accessoryType, toolsVersion: document.toolsVersion, margin: margin, scale: canvas.scale)
        : cell.accessoryWidth(margin: margin)
      let contentWidth = width - 2 * inset - accessoryWidth
      giveStandardMargins(cell, cellElement, margin: margin)
      var height = cell.rowHeight ?? defaultHeight
      // The canvas's own ways with self-sizing rows (the Xcode that saved the document) are design time only: at run
      // time UIKit fits every self-sizing row, static ones too, to its content (`UITableView.automaticDimension`).
      if cell.rowHeight == nil, table.rowHeight < 0, isDesignTime, document.toolsVersion > 0,
        document.toolsVersion < 15000
      {
        // Xcode 10 and earlier do not size self-sizing rows on the canvas: they are the default row height
        // (public storyboards outside the corpus, toolsVersion 14295 to 14490: three prototype rows stored 44 pt
        // tall, one whose content needs 56 pt with its label squeezed to fit; static rows of a 13771 document, 44).
        height = fallbackHeight
      } else if cell.rowHeight == nil, table.rowHeight < 0 {
        // Self-sizing rows: the content view's fitting height at the row's width, as the canvas shows them.
        var fitted = cell.contentView.systemLayoutSizeFitting(
          Size(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel
        ).height
        if fitted <= 0, let stacked = subtitleStyleHeight(cellElement) { fitted = stacked }
        height = fitted > 0 ? fitted + separator : (isStatic ? fallbackHeight : prototypeFallbackHeight)
        // Static cells never fall below that default height: the canvas stretches their content to fill it
        // (public storyboards outside the corpus: the static tables of an Xcode 11.5 document, toolsVersion 16096,
        // and an Xcode 12.5 one, 18122, keep rows whose content fits in 30 and 42.5 pt at 43.5, a slider pinned to
        // top and bottom stretched with them). Prototype cells keep their fitting height (two prototype tables
        // saved with 16096 and 17156 store 43-pt and 30.5-pt rows). No corpus document has a static self-sizing
        // row whose content fits in less. Before Xcode 13 they do not grow either (an 18122 document outside the
        // corpus stores a static row with 48 pt of content 43.5 tall, its content squeezed); Xcode 15 grows them
        // (files/019), and so does Xcode 13 (a public 19529 document, mishamorochko/SignUp: inset-grouped static rows
        // holding 48-pt text fields stored 48.5 tall). The switch is taken between the two, at 19000.
        if isStatic, isDesignTime {
          let grows = document.toolsVersion == 0 || document.toolsVersion >= 19000
          height = grows ? max(height, fallbackHeight) : fallbackHeight
        }
      }
      cell.translatesAutoresizingMaskIntoConstraints = true
      cell.autoresizingMask = [.flexibleWidth]
      let frame = Rect(x: inset, y: y, width: width - 2 * inset, height: height)
      if cell.frame != frame { changed = true }
      cell.frame = frame
      // The built-in styles' views (`imageView`, `textLabel` and `detailTextLabel` attributes naming subviews of
      // the content view) are laid out by the cell, mirrored right to left with the content view.
      cell.imageView = cellElement["imageView"].flatMap { viewsByID[$0] as? ImageView }
      cell.textLabel = cellElement["textLabel"].flatMap { viewsByID[$0] as? Label }
      cell.detailTextLabel = cellElement["detailTextLabel"].flatMap { viewsByID[$0] as? Label }
      cell.placeContentView(size: Size(width: contentWidth, height: max(height - separator, 0)))
      y += height
    }
    // Titled headers of grouped tables are 38 pt (on the pixel grid above, 16 pt and the title's footnote line with
    // Xcode 13's SDK), the first section's with 17.5 pt more above it (on the pixel grid below), and a later one with
    // 7.5 pt more (likewise) unless the section before it has a single row and no footer title. Evidence, first row
    // under the first titled header and row end to the next titled section's first row:
    // - 55.5 / 56 at @2x: four single-row sections of an Xcode 9 storyboard (rows one pixel taller than their
    //   content) and of an Xcode 12.5 one (toolsVersion 17701), both EmojiDictionary tutorial apps, 414 pt wide;
    // - 55.333 / 56 at @3x: EmojiDictionary storyboards saved with 21701 (grouped) and 23727 (inset-grouped), single
    //   rows; 55.333 also in a 21225 MyLocations storyboard;
    // - 55.5 / 63.5 and 55.333 / 63.333 after sections of 7 and 2 rows (files/082, 14868, @2x; files/019, 23504,
    //   @3x), and 84 in files/019 after a one-row section with a two-line footer title (38.667 + 45.333);
    // - Xcode 13: 49.5 at @2x (MyLocations, 18122: 17.5 + 16 + 16), 49 / 49.667 at @3x (17.333 + 16 + 15.667, and
    //   18 + 31.667 after a single row; an EmojiDictionary storyboard and anyashura/PhotosApp's inset-grouped
    //   settings, both 20037).
    // Why a multi-row section lengthens the next header is not known. Xcode 13's does not: a public 18122 storyboard
    // (AndreasVerhoeven/BalloonView, inset-grouped, 414 pt, @2x) puts every titled section's first row 50 pt (18 +
    // 16 + 16) after the rows before it, after a two-row section as after five one-row ones.
    let scale = max(canvas.scale, 1)
    let olderThanXcode11 = document.toolsVersion > 0 && document.toolsVersion < 15000
    let xcode13 = document.toolsVersion >= 18000 && document.toolsVersion < 21000
    func floorToPixel(_ value: Double) -> Double { (value * scale).rounded(.down) / scale }
    func ceilToPixel(_ value: Double) -> Double { (value * scale).rounded(.up) / scale }
    func titledHeader(_ title: String, first: Bool, afterLoneRow: Bool) -> Double {
      var height = 38.0
      if xcode13 {
        let font = Font.preferredFont(forTextStyle: .footnote, compatibleWith: traits)
        let textWidth = max(width - 2 * inset - 2 * margin, 0)
        let text = (try? FontTextMeasurer.shared.layout(title, font: font, width: textWidth).size.height) ?? 0
        height = 16 + ceilToPixel(text)
      }
      if first { return floorToPixel(17.5) + height }
      return afterLoneRow || xcode13 ? height : floorToPixel(7.5) + height
    }
    // Titled footers of grouped tables are as tall as their title, set in footnote text and wrapped at the width of
    // the rows' content (the row less the table's standard margin each side, the width of a cell's text label), on
    // the pixel grid, plus 5 pt. Corpus: files/019's "Automatically Clear Data" table (inset-grouped, 414 pt wide,
    // @3x, toolsVersion 23504): section BGs-JL-4ib's footer "Data and/or tabs will be cleared upon restart of the
    // app." (337.7 pt on one line) wraps at 414 − 2 × 20 − 2 × 20 = 334 pt to two lines, 33.514 pt → 33.667; its
    // first row ends at 62.333 and the next section's first row (S4B-Ad-3e2, under a 45.333-pt titled header) is
    // stored at 146.333, so the footer is 38.667 = 33.667 + 5 (the rows after it, Wbg-9K-KAV, oLB-OV-jSI,
    // GCM-aF-lOt, m5g-dd-bHa, 6j9-ls-Ghf and V2P-3X-jSs, follow). This is the corpus's only titled footer with
    // rows after it; a one-line title makes a 20.667-pt footer at @3x under this rule, which no document confirms.
    func titledFooter(_ title: String) -> Double {
      let font = Font.preferredFont(forTextStyle: .footnote, compatibleWith: traits)
      let textWidth = max(width - 2 * inset - 2 * margin, 0)
      let text = (try? FontTextMeasurer.shared.layout(title, font: font, width: textWidth).size.height) ?? 0
      return (text * scale).rounded(.up) / scale + 5
    }
    if let prototypes = element.child(named: "prototypes") {
      y +=
        grouped
        ? titledHeader("Prototype Cells", first: true, afterLoneRow: false) : plainPrototypeHeaderHeight(headerHeight)
      for cell in prototypes.children where IBViewClass.isView(cell) { place(cell, isStatic: false) }
      // The section's footer follows the rows, before a table footer view: the footer height in grouped tables
      // (a public Xcode 9 storyboard, WenchaoD/FSCalendar: a footer view 10 pt below the rows of a table whose
      // footer height is 10); none in plain tables (two public Xcode 9 and 10 storyboards: footer views right below
      // the rows under 28-pt footer heights), but since Xcode 13, whatever the footer height, one as tall as the
      // header below the 22-pt top padding: 22.5 pt with Xcode 13 (public storyboards: at 19162, a footer view 22.5
      // pt below the rows under an automatic footer height, the rows 44.5 pt down; at 19529, BeKNbz/Lets-log's
      // `Settings`, likewise under a 28-pt one), 28 pt since Xcode 14 (a public 23727 storyboard: a toolbar footer
      // 28 pt below the one prototype row, the row 50 pt down).
      y += grouped ? footerHeight : (document.toolsVersion >= 19000 ? plainSectionFooterHeight(footerHeight) : 0)
    } else {
      // Whether the section before has a single row and no footer title (see `titledHeader`).
      var afterLoneRow = false
      for (index, section) in (element.child(named: "sections")?.children(named: "tableViewSection") ?? [])
        .enumerated()
      {
        let titled = section["headerTitle"].map { !$0.isEmpty } ?? false
        // Before Xcode 11 (toolsVersion 15000) grouped (not inset) tables open with a 35-pt gap above an untitled
        // first section when the header height is the default 18 (corpus: files/079, Xcode 10.1, first row at
        // y = 35, later sections 18 + 18 apart; an explicit 10 in files/034 gives 10). From Xcode 11 the gap is the
        // header height: public storyboards saved by Xcode 11.4 (toolsVersion 16097, a 414-pt "Add Checklist"
        // table) and Xcode 14 (21225: three grouped tables in two documents) start their untitled first sections at
        // 18, as do the inset-grouped tables of files/019, 055 and 056.
        let untitledHeader =
          index == 0 && table.style == .grouped && headerHeight == 18 && olderThanXcode11 ? 35 : headerHeight
        // Plain tables: before Xcode 11 an untitled section has no header (corpus: files/025, 026, 027 and 052, and
        // a public Xcode 9.3 storyboard, all start their rows at 0 under a 28-pt header height); from Xcode 11 the
        // canvas reserves the table's header height above it as UIKit does for an explicit `sectionHeaderHeight`
        // (a public Xcode 12 storyboard, toolsVersion 17506: a plain static table's rows at 28, 71.5 and 115 under
        // a 28-pt header height). That header is never shorter than iOS 13's 28-pt plain default: a public Xcode
        // 11.5 storyboard (Yalantis/Persei, toolsVersion 16096) keeps the 22-pt header height older Xcodes wrote
        // and stores its static row at 28. The footer height follows each plain section from Xcode 11 too, titled or
        // not (a public Xcode 11.4 storyboard, emuench-hof-university/HomiumForIOS's `Settings`, toolsVersion 16097:
        // three titled sections whose rows are 56 = 28 + 28 pt apart under 28-pt header and footer heights), as
        // `plainSectionFooterHeight` has it; before it only a footer title makes one.
        // A titled plain header since Xcode 13 is the prototype section's (`plainPrototypeHeaderHeight`, its title
        // "Prototype Cells"): iOS 15's 22-pt top padding over the header (a public Xcode 13 storyboard,
        // googleads/googleads-mobile-ios-mediation at toolsVersion 20034, @3x: the rows of a static section titled
        // "Select Ad Source" from 44.667, under a 28-pt header height), and so is an untitled one's (holdout 28:
        // eu-digital-green-certificates' `Licenses`, toolsVersion 19455 at @2x, an untitled plain static section whose
        // rows start at 44.5 under a 28-pt header height, where Xcode 12 put them at 28).
        let paddedHeader = document.toolsVersion >= 19000
        let titledPlainHeader = paddedHeader ? plainPrototypeHeaderHeight(headerHeight) : headerHeight
        let plainHeader =
          titled || paddedHeader ? titledPlainHeader : olderThanXcode11 ? 0 : max(headerHeight, 28)
        let header =
          titled ? titledHeader(section["headerTitle"] ?? "", first: index == 0, afterLoneRow: afterLoneRow) : 0
        y += grouped ? (titled ? header : untitledHeader) : plainHeader
        let cells = (section.child(named: "cells")?.children ?? []).filter(IBViewClass.isView)
        for cell in cells { place(cell, isStatic: true) }
        afterLoneRow = cells.count == 1 && section["footerTitle"] == nil
        let footed = section["footerTitle"].map { !$0.isEmpty } ?? false
        // An empty footer title (written when a title was typed and deleted) still makes a footer view: 22 pt in
        // grouped tables (corpus: files/082, two sections whose next titled header starts 67.5 pt after the rows,
        // 4 more than after a section with no footer title).
        let emptyFooter = section["footerTitle"] == ""
        if grouped, footed, let title = section["footerTitle"] {
          y += titledFooter(title)
        } else {
          y +=
            grouped
            ? (emptyFooter ? 22 : footerHeight)
            : olderThanXcode11 ? (footed ? footerHeight : 0) : plainSectionFooterHeight(footerHeight)
        }
      }
    }
    if let footer = element.child(key: "tableFooterView"), let id = footer.id, let view = viewsByID[id] {
      view.translatesAutoresizingMaskIntoConstraints = true
      view.autoresizingMask = [.flexibleWidth]
      view.frame = Rect(x: 0, y: y, width: width, height: view.frame.height)
    }
    return changed
  }

  private func placeCells(of collection: CollectionView, _ element: IBElement) -> Bool {
    var changed = false
    let layout = collection.collectionViewLayout
    let cells = (element.child(named: "cells")?.children ?? []).filter(IBViewClass.isView).compactMap { cell in
      cell.id.flatMap { viewsByID[$0] }
    }
    let sizes = cells.map { $0.frame.size }
    let (frames, _) = layout.frames(for: sizes, bounds: collection.layoutBounds, start: 0)
    for (cell, frame) in zip(cells, frames) {
      cell.translatesAutoresizingMaskIntoConstraints = true
      cell.autoresizingMask = []
      if cell.frame != frame { changed = true }
      cell.frame = frame
      if let item = cell as? CollectionViewCell { item.contentView.frame = Rect(origin: .zero, size: frame.size) }
    }
    if let header = element.child(key: "sectionHeaderView"), let id = header.id, let view = viewsByID[id] {
      view.translatesAutoresizingMaskIntoConstraints = true
      let vertical = layout.scrollDirection == .vertical
      let reference = layout.headerReferenceSize
      view.frame =
        vertical
        ? Rect(x: 0, y: 0, width: collection.frame.width, height: reference.height)
        : Rect(x: 0, y: 0, width: reference.width, height: collection.frame.height)
    }
    return changed
  }

  /// Gives a table cell and its content the margins a table gives them: its standard side margin (`margin`) and 11
  /// pt above and below (corpus: margin-relative constraints in cells put content 16 pt in at 375 pt, 20 pt at 393
  /// and 414 pt, 11 pt from the top, whether or not the content view preserves its superview's margins), unless the
  /// document sets margins of its own. The table's own margins and safe area do not reach the cell: UIKit scrolls
  /// the rows clear of the bars (the adjusted content inset), so a first row at y = 0 is not under the status bar.
  /// With the iOS 26 SDK the vertical margins are 15 pt (files/055: a field pinned to the top margin of a 51-pt row
  /// sits 15 pt down; 15 + 21 + 15 is also that SDK's default row height for 17-pt text).
  ///
  /// Before the iOS 11 SDK (Xcode 9, toolsVersion 13000) a cell kept a view's default 8-pt margins, and one whose
  /// cell and content view both preserve their superview's margins took the table's 15 pt at the sides, whatever the
  /// width. Evidence (public storyboards outside the corpus, toolsVersion 10117 to 12121): content 8 pt in at 347,
  /// 375 and 600 pt in nine cells of eight repositories without the flags; 15 pt at 414 pt in a cell with both
  /// (SwipeCellKit's MailExample, Xcode 8.2), where the same cell re-saved by Xcode 9.3 sits 20 pt in, and a cell
  /// without the flags re-saved by Xcode 9 moves from 8 to 16 at 375 pt (SwiftMessages' demo).
  ///
  /// Beside an accessory the content view's trailing margin is 8 pt, the standard spacing to the accessory, whatever
  /// the table's margin. Evidence (public documents outside the corpus, every cell with an accessory and a view
  /// pinned to the content view's trailing margin in the holdout sets): two Xcode 13 storyboards at 414 pt
  /// (eu-digital-green-certificates' `Licenses`, toolsVersion 19455, four disclosure rows; Antoha12011's New
  /// Balance Shop, 19162) store labels ending 8 pt short of 384.5-pt content views, and two Xcode 8 and 9 xibs
  /// (toolsVersion 11762 and 12118) 8 pt short of 287-pt ones.
  func giveStandardMargins(_ cell: TableViewCell, _ cellElement: IBElement, margin: Double) {
    var margin = margin
    var vertical = document.toolsVersion >= 24000 ? 15.0 : 11
    if document.toolsVersion > 0, document.toolsVersion < 13000 {
      let preserves =
        cellElement.flag("preservesSuperviewLayoutMargins") == true
        && cellElement.child(key: "contentView")?.flag("preservesSuperviewLayoutMargins") == true
      margin = preserves ? 15 : 8
      vertical = 8
    }
    let margins = DirectionalEdgeInsets(top: vertical, leading: margin, bottom: vertical, trailing: margin)
    if cellElement.child(key: "layoutMargins") == nil {
      cell.preservesSuperviewLayoutMargins = false
      cell.insetsLayoutMarginsFromSafeArea = false
      cell.directionalLayoutMargins = margins
    }
    if cellElement.child(key: "contentView")?.child(key: "layoutMargins") == nil {
      cell.contentView.insetsLayoutMarginsFromSafeArea = false
      var content = margins
      if cell.accessoryType != .none || cell.accessoryView != nil { content.trailing = 8 }
      cell.contentView.directionalLayoutMargins = content
    }
  }

  /// How far down a plain table's first prototype row starts: below the table's section header height before Xcode
  /// 13, 50 pt (a 28-pt header and iOS 15's 22-pt top padding) from Xcode 14 (toolsVersion 21000; corpus: 035 at
  /// 21507, 022, 056, 061, 012). Xcode 13 put it at 22 pt of padding plus a header a little over 22 pt, rounded up to
  /// the pixel grid: 44.667 at @3x (files/032, toolsVersion 19455; anyashura/PhotosApp, a public storyboard outside
  /// the corpus, at 20037) and 44.5 at @2x (3ramirezdavid/Flix, likewise, at 19529, whose table's header height is
  /// automatic) — the header's own height is known only to lie between 22.34 and 22.5. Xcode 12.5 (toolsVersion
  /// 18000 to 19000) put it at 24.5 under a 28-pt header height (two public storyboards at 18122, @2x and 414 pt
  /// wide: CleverTap/clevertap-ios-sdk's SPM starter, holdout 10, and JK0369/TableView_Section_Sample, holdout 2);
  /// at @3x it is taken to the pixel grid above, which no document shows.
  func plainPrototypeHeaderHeight(_ headerHeight: Double) -> Double {
    let version = document.toolsVersion
    if version >= 21000 { return 50 }
    if version >= 19000 { return 22 + (22.5 * canvas.scale).rounded(.up) / canvas.scale }
    if version >= 18000 { return (24.5 * canvas.scale).rounded(.up) / canvas.scale }
    return headerHeight
  }

  /// The footer below a plain table's section from Xcode 11: the table's footer height, then from Xcode 13 the
  /// height of the header under iOS 15's top padding whatever the footer height (see `plainPrototypeHeaderHeight`):
  /// 22.5 pt, on the pixel grid above, and 28 from Xcode 14.
  func plainSectionFooterHeight(_ footerHeight: Double) -> Double {
    let version = document.toolsVersion
    if version >= 21000 { return 28 }
    if version >= 19000 { return (22.5 * canvas.scale).rounded(.up) / canvas.scale }
    return footerHeight
  }

  /// The content height Xcode 11 to 13 (toolsVersion 15000 up to 21000) give a self-sizing row of the built-in
  /// subtitle style: its two labels one above the other, 1 pt apart, with 10 pt above and below, less the
  /// separator's pixel, as a 44-pt row's content is 43.5. Three public storyboards (toolsVersion 15505, 16096 and
  /// 19529, two repositories, @2x, plain tables with `rowHeight="-1"`) store 17-pt titles and 12-pt subtitles 20.5
  /// and 14.5 tall in 55.5-pt rows, at y = 10 and 31.5. Xcode 10 does not size rows on the canvas, and Xcode 14.3
  /// (22505, two storyboards whose rows hold two 12-pt labels) leaves them at the default 43.667: nil there, and
  /// for other styles. The row is never shorter than the default 44 pt: a public Xcode 13 storyboard
  /// (gichukipaul/UISplitView-Demo, 19529, @2x) whose subtitle cell's title font has size 0 (so its line counts for
  /// nothing, 10 + 0 + 1 + 13.5 + 10 = 34.5) stores the row 43.5 tall.
  func subtitleStyleHeight(_ cellElement: IBElement) -> Double? {
    guard cellElement["style"] == "IBUITableViewCellStyleSubtitle", document.toolsVersion >= 15000,
      document.toolsVersion < 21000,
      let title = cellElement["textLabel"].flatMap({ viewsByID[$0] as? Label }),
      let detail = cellElement["detailTextLabel"].flatMap({ viewsByID[$0] as? Label })
    else { return nil }
    let scale = max(canvas.scale, 1)
    let row = max(10 + title.intrinsicContentSize.height + 1 + detail.intrinsicContentSize.height + 10, 44)
    return ((row * scale).rounded(.up) - 1) / scale
  }

  /// The height a cell's separator takes from its content view in Interface Builder's canvas: one device pixel in
  /// documents saved before Xcode 10.2 (toolsVersion 14800), none since. Corpus and holdout: rows one pixel taller
  /// than their content in every document up to toolsVersion 14490.70 (files/025, 026, 027, 079 and four public
  /// storyboards outside the corpus); rows exactly as tall as their content from 14868 on (26 fixed-height rows in
  /// files/034 and 082; self-sizing rows 43.5 pt tall with 43.5-pt content in public storyboards saved with
  /// toolsVersion 16097, 17154 and 17506; none among the 600 rows saved since Xcode 13).
  static func separatorHeight(toolsVersion: Int, scale: Double) -> Double {
    toolsVersion > 0 && toolsVersion < 14800 ? 1 / scale : 0
  }

  /// The width a standard accessory takes from a cell's content view in Interface Builder's canvas: the cell's
  /// trailing margin (the table's standard margin, 16 pt at 375, 20 at 414) and an allowance for the accessory and
  /// its gap, which changed with the SDK — narrower with Xcode 13's (toolsVersion 18000 up to 21000) than before or
  /// since. Evidence, content-view widths in public storyboards (tutorial apps) and the corpus:
  /// - disclosure indicator: 342 of 375 and 287 of 320 (Xcode 8, toolsVersion 11542 to 12118, four documents:
  ///   15 + 18, the trailing margin being iOS 10's 15-pt separator inset); 341 of 375 (Xcode 9.3, toolsVersion 14113:
  ///   16 + 18); 347.5 of 375 (Xcode 10.2, 14868,
  ///   files/082, 13 rows: 16 + 11.5); 383 of 414 (Xcode 11.4 and 12, 16097 and 17506, 4 rows: 20 + 11); 349.5 of
  ///   375 (Xcode 12.5, 18122, two rows of a MyLocations storyboard: 16 + 9.5) and still 384.5 of 414 at 19162
  ///   (Antoha12011/New-Balance-Shop: 20 + 9.5); 385.5 of 414 at @2x from 19529 (BeKNbz/Lets-log: 20 + 8.5, so the
  ///   change is taken at 19500); 345.5 of an inset-grouped 374 at
  ///   @2x and 385.333 of 414 at @3x (Xcode 13, 20037 and 20034: okta/okta-mobile-swift, four rows of
  ///   googleads/googleads-mobile-ios-mediation: 20 + 8.5 and 20 + 8.667, an allowance between 8.5 and 8.75 rounded
  ///   to the pixel grid, taken as 8.6); 348.5 of 375 and 359.667 of 390 (Xcode 14, 21225, two storyboards: 16 +
  ///   10.5 and 20 + 10.5 on the pixel grid; the 10.5-pt chevron measured on UIKit).
  /// - checkmark: 335 of 375 (14490.70: 16 + 24); 338.5 of 375 (Xcode 13, 19158: 16 + 20.5); 335 of 375 (21225 and
  ///   21507, two Checklists storyboards: 16 + 24); 330 of a 374-pt inset-grouped row at 414 (23504, files/019, 2
  ///   rows: 20 + 24).
  /// - detail disclosure button: 252 of 320 (Xcode 9.3, 13771: 16 + 52); 351 of 414 (Xcode 11.4, 16097: 20 + 43);
  ///   321 of 375 (Xcode 13, 18122: 16 + 38); 351.5 of 414 (21225: 20 + 42.5) and 316.5 of 375 (22505: 16 + 42.5).
  /// The changes are taken with the separator's (Xcode 10.2, toolsVersion 14800) and Xcode 13's and 14's SDKs. No
  /// document shows a detail button: it keeps the runtime's flat 44.
  static func accessoryWidth(
    _ type: TableViewCell.AccessoryType, toolsVersion: Int, margin: Double, scale: Double
  ) -> Double {
    let version = toolsVersion > 0 ? toolsVersion : 21000
    // Before the iOS 11 SDK (Xcode 9, toolsVersion 13000) the trailing margin was the old 15-pt separator inset.
    let margin = version < 13000 ? 15 : margin
    // From Xcode 14 (and for documents that give no version) the canvas shows the run-time widths.
    guard version < 21000 else { return type.width(margin: margin) }
    let beforeXcode10Point2 = version < 14800
    let xcode13 = version >= 18000
    switch type {
    case .none, .detailButton: return type.width(margin: margin)
    case .disclosureIndicator:
      if version >= 19500 {
        let pixels = max(scale, 1)
        return margin + (8.6 * pixels).rounded() / pixels
      }
      return margin + (beforeXcode10Point2 ? 18 : version < 15000 ? 11.5 : version < 18000 ? 11 : 9.5)
    case .checkmark:
      return xcode13 ? margin + 20.5 : type.width(margin: margin)
    case .detailDisclosureButton:
      return margin + (beforeXcode10Point2 ? 52 : xcode13 ? 38 : 43)
    }
  }
}

extension SceneBuilder {
  /// The content views of table and collection cells that lie wholly outside their list's bounds. UIKit lays out only
  /// the cells a list shows, and the canvas draws a list clipped to its frame, so such cells' content keeps the
  /// frames the document was created with: corpus evidence, files/082, where 9 of the 11 rows below a 623-pt static
  /// table store content views 355.5 pt wide, 8 pt wider than the disclosure indicator leaves (every shown row's is
  /// 347.5). Their cells' own frames are the list's row rectangles, computed for every row, and are compared as
  /// usual.
  func offscreenCellContents() -> [View] {
    let lists: [View] = tables.map(\.view) + collections.map(\.view)
    var contents: [View] = []
    for list in lists {
      let visible = Rect(x: 0, y: 0, width: list.bounds.width, height: list.bounds.height)
      for cell in list.subviews {
        let content: View
        if let row = cell as? TableViewCell {
          content = row.contentView
        } else if let item = cell as? CollectionViewCell {
          content = item.contentView
        } else {
          continue
        }
        let frame = cell.frame
        let outside =
          frame.minY >= visible.maxY || frame.maxY <= visible.minY || frame.minX >= visible.maxX
          || frame.maxX <= visible.minX
        if outside { contents.append(content) }
      }
    }
    return contents
  }
}
