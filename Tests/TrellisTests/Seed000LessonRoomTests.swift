import Testing

@testable import Trellis

/// Seed 000: the iPad lesson room. One screen (teacher video, own camera, chat, lesson material) for iPhone and
/// iPad, with constraints installed per size class, and a navigation controller that gives its child a compact
/// vertical size class on an iPad wider than tall — so rotating an iPad, which keeps the window Regular/Regular,
/// still switches the room to its landscape layout (material beside video and chat).
@Suite struct Seed000LessonRoomTests {
  /// The seed's navigation controller subclass.
  final class LessonNavigationController: NavigationController {
    override func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
      let bounds = view.bounds
      guard traitCollection.userInterfaceIdiom == .pad, bounds.width > bounds.height else { return nil }
      return TraitCollection(verticalSizeClass: .compact)
    }
  }

  /// The lesson room, built in code with the storyboard's variations.
  final class LessonViewController: ViewController {
    let video = View()
    let camera = View()
    let chat = View()
    let material = View()
    var traitChanges = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      for part in [material, video, chat, camera] {
        part.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(part)
      }
      let safe = view.safeAreaLayoutGuide
      // Installed for Any: the video at the top right at 16:9, the camera in its corner, the chat at the right.
      LayoutConstraint.activate([
        video.topAnchor.constraint(equalTo: safe.topAnchor),
        video.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        video.heightAnchor.constraint(equalTo: video.widthAnchor, multiplier: 9.0 / 16),
        camera.widthAnchor.constraint(equalToConstant: 120),
        camera.heightAnchor.constraint(equalToConstant: 90),
        camera.trailingAnchor.constraint(equalTo: video.trailingAnchor, constant: -8),
        camera.bottomAnchor.constraint(equalTo: video.bottomAnchor, constant: -8),
        chat.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      ])
      // The chat's bottom: 0 by default, 20 only in Regular/Regular.
      vary(
        chat.bottomAnchor.constraint(equalTo: safe.bottomAnchor), installed: Variations(true),
        constant: Variations(0, [(SizeClassPredicate(horizontal: .regular, vertical: .regular), -20)]))
      // Portrait layout: installed for Any, not for hC. Material under the video, chat under the material.
      let notInCompactHeight = Variations(true, [(SizeClassPredicate(vertical: .compact), false)])
      for constraint in [
        video.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        material.topAnchor.constraint(equalTo: video.bottomAnchor),
        material.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        material.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        material.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.35),
        chat.topAnchor.constraint(equalTo: material.bottomAnchor),
        chat.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      ] {
        vary(constraint, installed: notInCompactHeight)
      }
      // Landscape layout: installed only for hC. Material on the left, video and chat beside it.
      let onlyInCompactHeight = Variations(false, [(SizeClassPredicate(vertical: .compact), true)])
      for constraint in [
        material.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        material.topAnchor.constraint(equalTo: safe.topAnchor),
        material.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        material.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.6),
        video.leadingAnchor.constraint(equalTo: material.trailingAnchor),
        chat.topAnchor.constraint(equalTo: video.bottomAnchor),
        chat.leadingAnchor.constraint(equalTo: material.trailingAnchor),
      ] {
        vary(constraint, installed: onlyInCompactHeight)
      }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      traitChanges += 1
    }
  }

  static func room(_ environment: Environment) -> (Window, LessonNavigationController, LessonViewController) {
    let lesson = LessonViewController()
    let navigation = LessonNavigationController(rootViewController: lesson)
    let window = Window(environment: environment)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    return (window, navigation, lesson)
  }

  /// Frames in the lesson view, unrounded: what the constraints say.
  struct Expected {
    var video: Rect
    var material: Rect
    var chat: Rect
  }

  static func portrait(_ environment: Environment, barHeight: Double) -> Expected {
    let size = environment.windowSize
    let top = environment.safeAreaInsets.top + barHeight
    let regular = environment.sizeClasses == SizeClassPair(.regular, .regular)
    let chatBottom = size.height - environment.safeAreaInsets.bottom - (regular ? 20 : 0)
    let video = Rect(x: 0, y: top, width: size.width, height: size.width * 9 / 16)
    let material = Rect(x: 0, y: video.maxY, width: size.width, height: size.height * 0.35)
    return Expected(
      video: video, material: material,
      chat: Rect(x: 0, y: material.maxY, width: size.width, height: chatBottom - material.maxY))
  }

  static func landscape(_ environment: Environment, barHeight: Double) -> Expected {
    let size = environment.windowSize
    let insets = environment.safeAreaInsets
    let top = insets.top + barHeight
    let bottom = size.height - insets.bottom
    let material = Rect(x: 0, y: top, width: size.width * 0.6, height: bottom - top)
    let video = Rect(
      x: material.maxX, y: top, width: size.width - material.maxX, height: (size.width - material.maxX) * 9 / 16)
    return Expected(
      video: video, material: material,
      chat: Rect(x: material.maxX, y: video.maxY, width: video.width, height: bottom - video.maxY))
  }

  static func check(_ lesson: LessonViewController, _ expected: Expected, scale: Double) {
    #expect(lesson.video.frame == expected.video.rounded(toScale: scale))
    #expect(lesson.material.frame == expected.material.rounded(toScale: scale))
    #expect(lesson.chat.frame == expected.chat.rounded(toScale: scale))
    #expect(lesson.camera.frame.maxX == lesson.video.frame.maxX - 8)
    #expect(lesson.view.layoutIssues.isEmpty)
    #expect(!lesson.video.hasAmbiguousLayout && !lesson.chat.hasAmbiguousLayout)
  }

  /// iPad portrait: Regular/Regular, the portrait layout, the chat 20 pt above the safe bottom, a 50-pt bar.
  @Test func iPadPortrait() throws {
    let environment = try Environment("ipad-pro-11-inch-4th-generation")
    let (_, navigation, lesson) = Self.room(environment)
    #expect(lesson.traitCollection.verticalSizeClass == .regular)
    #expect(navigation.navigationBar.frame == Rect(x: 0, y: 24, width: 834, height: 50))
    Self.check(lesson, Self.portrait(environment, barHeight: 50), scale: 2)
  }

  /// iPad landscape: the window stays Regular/Regular, but the navigation controller makes its child hC, so the
  /// landscape layout is installed and the chat's Regular/Regular bottom constant no longer applies.
  @Test func iPadLandscape() throws {
    let environment = try Environment("ipad-pro-11-inch-4th-generation", orientation: .landscapeLeft)
    let (window, navigation, lesson) = Self.room(environment)
    #expect(window.environment.traitCollection.verticalSizeClass == .regular)
    #expect(navigation.traitCollection.verticalSizeClass == .regular)
    #expect(lesson.traitCollection.verticalSizeClass == .compact)
    Self.check(lesson, Self.landscape(environment, barHeight: 50), scale: 2)
  }

  /// iPhone portrait is wC hR: the portrait layout with a 44-pt bar and the chat on the safe bottom.
  @Test func iPhonePortrait() throws {
    let environment = try Environment("iphone-16")
    let (_, _, lesson) = Self.room(environment)
    Self.check(lesson, Self.portrait(environment, barHeight: 44), scale: 3)
  }

  /// iPhone landscape is hC by itself (the app allows landscape only on iPad, but the layout holds): the landscape
  /// layout under a 32-pt compact bar.
  @Test func iPhoneLandscape() throws {
    let environment = try Environment("iphone-16", orientation: .landscapeLeft)
    let (_, _, lesson) = Self.room(environment)
    #expect(lesson.traitCollection.verticalSizeClass == .compact)
    Self.check(lesson, Self.landscape(environment, barHeight: 32), scale: 3)
  }

  /// Rotating the iPad flips the layout both ways, and only the child hears a trait change.
  @Test func rotatingTheIPadFlipsTheLayout() throws {
    let portrait = try Environment("ipad-pro-11-inch-4th-generation")
    let landscape = try Environment("ipad-pro-11-inch-4th-generation", orientation: .landscapeRight)
    let (window, navigation, lesson) = Self.room(portrait)
    let changesBefore = lesson.traitChanges
    window.transition(to: landscape)
    #expect(lesson.traitChanges == changesBefore + 1)
    #expect(navigation.traitCollection.verticalSizeClass == .regular)
    Self.check(lesson, Self.landscape(landscape, barHeight: 50), scale: 2)
    window.transition(to: portrait)
    #expect(lesson.traitChanges == changesBefore + 2)
    Self.check(lesson, Self.portrait(portrait, barHeight: 50), scale: 2)
  }
}
