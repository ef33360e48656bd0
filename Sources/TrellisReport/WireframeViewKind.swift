/// The families of UIKit views a wireframe tells apart by colour, and where each draws its text.
enum WireframeViewKind: String, CaseIterable {
  case view, text, control, input, image, container, bar

  /// The family of a UIKit class name (`UILabel`, `UIStackView`, …).
  init(className: String) {
    switch className {
    case "UILabel", "UITextView": self = .text
    case "UIButton", "UISwitch", "UISegmentedControl", "UISlider", "UIStepper", "UIPageControl": self = .control
    case "UITextField", "UISearchBar", "UIDatePicker", "UIPickerView": self = .input
    case "UIImageView", "MKMapView", "WKWebView", "UIActivityIndicatorView", "UIProgressView": self = .image
    case "UIStackView", "UIScrollView", "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell",
      "UITableViewCellContentView", "UIVisualEffectView":
      self = .container
    case "UINavigationBar", "UITabBar", "UIToolbar": self = .bar
    default: self = .view
    }
  }

  /// The outline colour; the fill is the same colour, faint.
  var color: String {
    switch self {
    case .view: "#3b6fd6"
    case .text: "#1f8a70"
    case .control: "#8e44ad"
    case .input: "#d35400"
    case .image: "#6c7a89"
    case .container: "#2c3e50"
    case .bar: "#7f8c8d"
    }
  }

  var fillOpacity: Double {
    switch self {
    case .view, .container: 0.04
    case .bar: 0.15
    default: 0.09
    }
  }

  /// How the text sits in the frame.
  enum TextPlacement { case natural, centered, top }

  var textPlacement: TextPlacement {
    switch self {
    case .control: .centered
    default: .natural
    }
  }
}
