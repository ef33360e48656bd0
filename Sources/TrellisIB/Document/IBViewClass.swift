/// What an element's tag means: whether it is a view, and which UIKit class it stands for.
public enum IBViewClass {
  /// UIKit's class for each view tag Interface Builder writes.
  static let uikitNames: [String: String] = [
    "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
    "textField": "UITextField", "textView": "UITextView", "stackView": "UIStackView", "scrollView": "UIScrollView",
    "tableView": "UITableView", "tableViewCell": "UITableViewCell",
    "tableViewCellContentView": "UITableViewCellContentView", "collectionView": "UICollectionView",
    "collectionViewCell": "UICollectionViewCell", "collectionViewCellContentView": "UICollectionViewCellContentView",
    "collectionReusableView": "UICollectionReusableView", "containerView": "UIView",
    "navigationBar": "UINavigationBar", "tabBar": "UITabBar", "toolbar": "UIToolbar", "searchBar": "UISearchBar",
    "segmentedControl": "UISegmentedControl", "slider": "UISlider", "switch": "UISwitch", "stepper": "UIStepper",
    "progressView": "UIProgressView", "pageControl": "UIPageControl",
    "activityIndicatorView": "UIActivityIndicatorView", "datePicker": "UIDatePicker", "pickerView": "UIPickerView",
    "mapView": "MKMapView", "wkWebView": "WKWebView", "webView": "UIWebView",
    "visualEffectView": "UIVisualEffectView", "skView": "SKView", "sceneKitView": "SCNView",
    "arscnView": "ARSCNView", "arskView": "ARSKView", "mtkView": "MTKView", "glkView": "GLKView",
    "colorWell": "UIColorWell", "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
    "searchTextField": "UISearchTextField",
  ]

  /// Whether the element is a view: a known view tag, or any element with a frame.
  public static func isView(_ element: IBElement) -> Bool {
    uikitNames[element.name] != nil || element.child(key: "frame") != nil
  }

  /// UIKit's class for an element (`UIView` for tags it does not know).
  public static func uikitName(of element: IBElement) -> String {
    uikitNames[element.name] ?? "UIView"
  }

  /// Tags whose edge constraints to their descendants bind the scrollable content, not the frame.
  static let scrollingTags: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]
}
