/// A row of a ``TableView`` (UIKit's `UITableViewCell`): put content in ``contentView``; the table sizes the
/// content view to the row (less the accessory's width and the separator) with `UIView-Encapsulated-Layout-*`
/// constraints, and with `rowHeight = automaticDimension` asks the content view how tall it wants to be.
open class TableViewCell: View {
  /// The standard accessories. Each takes the cell's trailing margin (the table's standard margin, 16 pt at 375, 20
  /// at 414) and its own allowance from the content view, as Interface Builder's canvas shows them with the iOS 16
  /// and later SDKs: a disclosure indicator 10.5 (348.5 of 375), a checkmark 24 (335 of 375, 330 of a 374-pt
  /// inset-grouped row at 414), a detail disclosure button 42.5 (316.5 of 375, 351.5 of 414); public storyboards
  /// saved by Xcode 14 and 15 and files/019. No document shows a detail button; it keeps a flat 44.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton

    /// The width the accessory takes from the content view of a cell whose trailing margin is `margin`.
    public func width(margin: Double) -> Double {
      switch self {
      case .none: 0
      case .disclosureIndicator: margin + 10.5
      case .checkmark: margin + 24
      case .detailDisclosureButton: margin + 42.5
      case .detailButton: 44
      }
    }
  }

  /// The view cell content goes in.
  public let contentView = View()
  public var accessoryType = AccessoryType.none
  /// A custom accessory; it takes its width plus 16 from the content view.
  public var accessoryView: View?
  /// A fixed height for this row (Interface Builder's custom row height), overriding the table's `rowHeight`.
  public var rowHeight: Double?
  /// An identifier, as prototypes have.
  public var reuseIdentifier: String?
  /// The built-in styles' image view (UIKit's `imageView`). Like ``textLabel`` and ``detailTextLabel``, a subview
  /// of the content view that the cell lays out itself rather than by constraints: from the leading edge, so that a
  /// right-to-left layout mirrors it in the content view (see ``placeContentView(size:)``).
  public var imageView: ImageView?
  /// The built-in styles' main label (UIKit's `textLabel`), laid out by the cell as ``imageView`` is.
  public var textLabel: Label?
  /// The subtitle and detail styles' second label (UIKit's `detailTextLabel`), laid out by the cell likewise.
  public var detailTextLabel: Label?

  /// The content width the built-in views stand mirrored in, when they do (right to left); nil while they stand
  /// as laid out left to right.
  var standardViewsMirroredWidth: Double?

  var encapsulation = EncapsulatedLayout()

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    contentView.translatesAutoresizingMaskIntoConstraints = false
    contentView.accessibilityIdentifier = nil
    addSubview(contentView)
  }

  /// The width the accessory takes from the content view, in a table whose cells have `margin` trailing margin.
  public func accessoryWidth(margin: Double) -> Double {
    if let accessoryView { return max(accessoryView.layoutIntrinsicSize.width, 0) + 16 }
    return accessoryType.width(margin: margin)
  }
}
