/// A row of a ``TableView`` (UIKit's `UITableViewCell`): put content in ``contentView``; the table sizes the
/// content view to the row (less the accessory's width and the separator) with `UIView-Encapsulated-Layout-*`
/// constraints, and with `rowHeight = automaticDimension` asks the content view how tall it wants to be.
open class TableViewCell: View {
  /// The standard accessories and the width each takes from the content view (a disclosure indicator leaves a
  /// 347.5-pt content view in a 375-pt cell; a checkmark 330 of 374 in an inset-grouped table).
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton

    var width: Double {
      switch self {
      case .none: 0
      case .disclosureIndicator: 27.5
      case .checkmark, .detailButton, .detailDisclosureButton: 44
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

  var encapsulation = EncapsulatedLayout()

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    contentView.translatesAutoresizingMaskIntoConstraints = false
    contentView.accessibilityIdentifier = nil
    addSubview(contentView)
  }

  /// The width the accessory takes from the content view.
  public var accessoryWidth: Double {
    if let accessoryView { return max(accessoryView.intrinsicContentSize.width, 0) + 16 }
    return accessoryType.width
  }
}
