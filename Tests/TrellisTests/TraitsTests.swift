import Testing

@testable import Trellis

/// Trait collections, Dynamic Type, variations and the bars containers add.
@Suite struct TraitsTests {
  /// `init(traitsFrom:)` takes each trait from the last collection that specifies it.
  @Test func combiningTakesEachTraitFromTheLastThatSpecifiesIt() {
    let window = TraitCollection(
      horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad, displayScale: 2,
      layoutDirection: .leftToRight, preferredContentSizeCategory: .large, userInterfaceStyle: .light)
    let override = TraitCollection(verticalSizeClass: .compact)
    let merged = TraitCollection(traitsFrom: [window, override, TraitCollection()])
    #expect(merged.verticalSizeClass == .compact)
    #expect(merged.horizontalSizeClass == .regular)
    #expect(merged.displayScale == 2 && merged.userInterfaceIdiom == .pad)
    #expect(merged.containsTraits(in: override))
    #expect(!window.containsTraits(in: override))
    #expect(window.containsTraits(in: TraitCollection()))
    #expect(merged.hasDifferentSizeClass(comparedTo: window))
    #expect(merged.description.hasPrefix("wR hC"))
  }

  /// HIG sizes: body 17 at Large, 53 at AX5; caption2 stays 11 below Large; every style grows with the category.
  @Test func dynamicTypeSizes() {
    #expect(TextStyle.body.pointSize(for: .large) == 17)
    #expect(TextStyle.body.pointSize(for: .unspecified) == 17)
    #expect(TextStyle.body.pointSize(for: .accessibilityExtraExtraExtraLarge) == 53)
    #expect(TextStyle.largeTitle.pointSize(for: .extraSmall) == 31)
    #expect(TextStyle.caption2.pointSize(for: .small) == 11)
    for style in TextStyle.allCases {
      let sizes = ContentSizeCategory.specified.map(style.pointSize(for:))
      #expect(sizes == sizes.sorted(), "\(style)")
    }
    #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }

  /// A category is found by its short name, UIKit's Swift constant or its raw name, in any case, so a name copied
  /// from code or a log works on the command line and in lint configurations.
  @Test(arguments: [
    ("AX5", ContentSizeCategory.accessibilityExtraExtraExtraLarge), ("ax5", .accessibilityExtraExtraExtraLarge),
    ("accessibilityExtraExtraExtraLarge", .accessibilityExtraExtraExtraLarge), ("large", .large), ("L", .large),
    ("UICTContentSizeCategoryXXL", .extraExtraLarge), ("extraSmall", .extraSmall),
  ])
  func categoryNames(name: String, category: ContentSizeCategory) {
    #expect(ContentSizeCategory(named: name) == category)
  }

  @Test func unknownCategoryNames() {
    for name in ["", "huge", "AX6", "unspecified", "_UICTContentSizeCategoryUnspecified"] {
      #expect(ContentSizeCategory(named: name) == nil, "\(name)")
    }
  }

  /// The readable width is 672 pt at Large and follows the body size: a readable-content guide in a wide window
  /// narrows with smaller text and widens with larger.
  @Test(arguments: [ContentSizeCategory.extraSmall, .large, .extraExtraExtraLarge])
  func readableGuideFollowsTheTextSize(category: ContentSizeCategory) throws {
    let environment = try Environment(
      device: DeviceCatalog.device(named: "ipad-pro-13-inch-m4"), orientation: .landscapeLeft,
      contentSizeCategory: category)
    let controller = ViewController()
    let window = Window(environment: environment)
    window.rootViewController = controller
    let text = View()
    text.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(text)
    let guide = controller.view.readableContentGuide
    LayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      text.topAnchor.constraint(equalTo: guide.topAnchor), text.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    let expected = 672 * TextStyle.body.pointSize(for: category) / 17
    // Centred in 1376: each edge snaps to the half point on its own.
    func snap(_ value: Double) -> Double { (value * 2).rounded() / 2 }
    #expect(text.frame.width == snap(688 + expected / 2) - snap(688 - expected / 2))
    #expect(abs(text.frame.midX - 1376 / 2) <= 0.5)
  }

  /// The most specific matching variation wins; the base applies when none matches.
  @Test func variationsResolveBySpecificity() {
    let constant = Variations(
      0.0,
      [
        (SizeClassPredicate(vertical: .compact), 1), (SizeClassPredicate(horizontal: .regular, vertical: .compact), 2),
        (SizeClassPredicate(horizontal: .regular), 3),
      ])
    #expect(constant.resolve(TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)) == 0)
    #expect(constant.resolve(TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact)) == 1)
    #expect(constant.resolve(TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)) == 2)
    #expect(constant.resolve(TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)) == 3)
    #expect(SizeClassPredicate(horizontal: .regular, vertical: .regular).description == "wR hR")
    #expect(SizeClassPredicate.any.description == "Any")
  }

  /// The root view's margins: 16 pt in compact width, 20 in regular and on Plus/Max-width phones, plus the safe
  /// area; none when the controller does not respect the system minimum and the view asks for zero. At the top and
  /// bottom the root view's margins are the safe area alone: Apple's `layoutMargins` documentation says a root
  /// view's defaults "reflect the system minimum margins and safe area insets", and the minimum is 0 there.
  @Test(arguments: [("iphone-16", 16.0), ("iphone-16-pro-max", 20.0), ("ipad-air-2", 20.0)])
  func rootMarginsFollowTheWidth(device: String, side: Double) throws {
    let controller = ViewController()
    let window = Window(environment: try Environment(device))
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.view.effectiveLayoutMargins.left == side)
    #expect(controller.view.effectiveLayoutMargins.top == window.environment.safeAreaInsets.top)
    controller.viewRespectsSystemMinimumLayoutMargins = false
    controller.view.directionalLayoutMargins = .zero
    window.layoutIfNeeded()
    #expect(controller.view.effectiveLayoutMargins.left == 0)
  }

  /// A tab bar sits on the bottom safe area (49 + 34 pt on a Face ID iPhone, 32 in compact height on a small phone,
  /// 50 on iPad) and the selected controller's safe area ends above it.
  @Test(arguments: [
    ("iphone-16", Orientation.portrait, 49.0), ("iphone-16", .landscapeLeft, 32.0),
    ("iphone-16-pro-max", .landscapeLeft, 49.0), ("ipad-pro-11-inch-4th-generation", .portrait, 50.0),
  ])
  func tabBarHeights(device: String, orientation: Orientation, height: Double) throws {
    let environment = try Environment(device, orientation: orientation)
    let content = ViewController()
    let tabs = TabBarController(viewControllers: [content, ViewController()])
    let window = Window(environment: environment)
    window.rootViewController = tabs
    window.layoutIfNeeded()
    let bottom = environment.safeAreaInsets.bottom
    #expect(tabs.tabBar.frame.height == height + bottom)
    #expect(tabs.tabBar.frame.maxY == environment.windowSize.height)
    #expect(content.view.safeAreaInsets.bottom == height + bottom)
  }

  /// A view's traits come from its controller, or its superview's.
  @Test func viewsTakeTheirControllersTraits() throws {
    let controller = ViewController()
    let window = Window(environment: try Environment("iphone-16", orientation: .landscapeLeft))
    window.rootViewController = controller
    let label = View()
    controller.view.addSubview(label)
    #expect(label.traitCollection.verticalSizeClass == .compact)
    #expect(label.traitCollection.displayScale == 3)
    #expect(View().traitCollection == TraitCollection())
  }
}

/// iOS 27.1 changed the default margins of views from 8 pt to 0; margins set explicitly and a root view's system
/// minimum are kept.
@Suite struct DefaultMarginsTests {
  @Test(arguments: [(OSVersion(18, 0), 8.0), (OSVersion(27, 0), 8.0), (OSVersion(27, 1), 0.0)])
  func defaultMarginsFollowTheOSVersion(os: OSVersion, inset: Double) throws {
    let environment = try Environment("iphone-16", osVersion: os)
    let controller = ViewController()
    let window = Window(environment: environment)
    window.rootViewController = controller
    let card = View()
    let explicit = View()
    explicit.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    for view in [card, explicit] {
      view.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(view)
    }
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(content)
    LayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 200),
      card.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
      card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
      content.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      content.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
      content.widthAnchor.constraint(equalToConstant: 10), content.heightAnchor.constraint(equalToConstant: 10),
      explicit.topAnchor.constraint(equalTo: controller.view.topAnchor),
      explicit.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      explicit.widthAnchor.constraint(equalToConstant: 10), explicit.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(content.frame.origin == Point(x: inset, y: inset))
    // The root view keeps the 16-pt system minimum whatever the version.
    #expect(card.frame.minX == 16)
    #expect(explicit.effectiveLayoutMargins.left == 4)
  }
}

/// Views installed per size class leave and rejoin the hierarchy; their constraints follow their variations.
@Suite struct ViewVariationsTests {
  final class Room: ViewController {
    let sidebar = View()
    let content = View()
    var heardTraitChanges = 0

    final class Watcher: View {
      var changes = 0
      override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) { changes += 1 }
    }
    let watcher = Watcher()

    override func viewDidLoad() {
      super.viewDidLoad()
      for part in [sidebar, content, watcher] {
        part.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(part)
      }
      let regularWidth = Variations(false, [(SizeClassPredicate(horizontal: .regular), true)])
      vary(sidebar, installed: regularWidth)
      for constraint in [
        sidebar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        sidebar.topAnchor.constraint(equalTo: view.topAnchor),
        sidebar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        sidebar.widthAnchor.constraint(equalToConstant: 300),
        content.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor),
      ] {
        vary(constraint, installed: regularWidth)
      }
      vary(
        content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        installed: Variations(true, [(SizeClassPredicate(horizontal: .regular), false)]))
      LayoutConstraint.activate([
        content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        content.topAnchor.constraint(equalTo: view.topAnchor),
        content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        watcher.topAnchor.constraint(equalTo: view.topAnchor),
        watcher.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        watcher.widthAnchor.constraint(equalToConstant: 1), watcher.heightAnchor.constraint(equalToConstant: 1),
      ])
    }
  }

  @Test func aSidebarInstalledOnlyInRegularWidth() throws {
    let room = Room()
    let window = Window(environment: try Environment("iphone-16-pro-max"))
    window.rootViewController = room
    window.layoutIfNeeded()
    #expect(room.sidebar.superview == nil)
    #expect(room.content.frame == Rect(x: 0, y: 0, width: 440, height: 956))
    let changes = room.watcher.changes
    window.transition(to: try Environment("iphone-16-pro-max", orientation: .landscapeLeft))
    #expect(room.sidebar.superview === room.view)
    #expect(room.sidebar.frame == Rect(x: 0, y: 0, width: 300, height: 440))
    #expect(room.content.frame == Rect(x: 300, y: 0, width: 656, height: 440))
    #expect(room.watcher.changes == changes + 1)
    #expect(room.view.layoutIssues.isEmpty)
    window.transition(to: try Environment("iphone-16-pro-max"))
    #expect(room.sidebar.superview == nil)
    #expect(room.content.frame.minX == 0)
    #expect(room.view.layoutIssues.isEmpty)
  }
}

/// Controller details: additional safe area, callbacks, large titles, OS-dependent insets.
@Suite struct ControllerTests {
  final class Logged: ViewController {
    var log: [String] = []
    override func viewDidLoad() { log.append("load") }
    override func viewWillLayoutSubviews() { log.append("will") }
    override func viewDidLayoutSubviews() { log.append("did") }
  }

  /// UIKIT-MEASURED.md: window insets 59/0/34/0 plus a controller's additional 10/0/6/0 give its view 69/0/40/0.
  @Test func additionalSafeAreaAddsToTheWindows() throws {
    let controller = Logged()
    let window = Window(environment: try Environment("iphone-16"))
    window.rootViewController = controller
    controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 6, right: 0)
    window.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 69, left: 0, bottom: 40, right: 0))
    #expect(controller.log == ["load", "will", "did"])
  }

  /// A large title adds 52 pt where the height is regular (96 = 44 + 52 on iPhone); not in compact height.
  @Test func largeTitles() throws {
    let content = ViewController()
    let navigation = NavigationController(rootViewController: content)
    navigation.prefersLargeTitles = true
    let window = Window(environment: try Environment("iphone-16"))
    window.rootViewController = navigation
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 96)
    #expect(content.view.safeAreaInsets.top == 59 + 96)
    window.transition(to: try Environment("iphone-16", orientation: .landscapeLeft))
    #expect(navigation.navigationBar.frame.height == 32)
  }

  /// Face ID iPhones: landscape home-indicator inset 21 pt up to iOS 18, 20 pt from iOS 26 (DEVICES.md §1).
  @Test func landscapeInsetsChangedWithIOS26() throws {
    let old = try Environment("iphone-16-pro", orientation: .landscapeLeft, osVersion: OSVersion(18))
    let new = try Environment("iphone-16-pro", orientation: .landscapeLeft, osVersion: OSVersion(26))
    #expect(old.safeAreaInsets == EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
    #expect(new.safeAreaInsets == EdgeInsets(top: 0, left: 62, bottom: 20, right: 62))
  }
}
