import Testing

@testable import Trellis

/// Seed 003: size classes across devices, multitasking and split views. Each rule the seed states is checked
/// against every device of the bundled catalog (the catalog is data; the rules here are the seed's, written
/// independently).
@Suite struct Seed003SizeClassesTests {
  static let phones = DeviceCatalog.all.filter { $0.idiom == .phone && $0.isComplete }
  static let pads = DeviceCatalog.all.filter { $0.idiom == .pad }

  /// "All iPhones are wC hR in portrait"; in landscape, the Plus/Max-class phones (414 pt wide and more: Plus, XR,
  /// XS Max, Pro Max, Air) are wR hC and the others wC hC.
  @Test(arguments: phones)
  func iPhonesFallIntoTwoGroups(device: Device) throws {
    let portrait = try Environment(device: device, orientation: .portrait)
    #expect(portrait.sizeClasses == SizeClassPair(.compact, .regular))
    #expect(portrait.windowSize == device.portraitSize)
    let landscape = try Environment(device: device, orientation: .landscapeLeft)
    let large = device.portraitSize.width >= 414
    #expect(landscape.sizeClasses == SizeClassPair(large ? .regular : .compact, .compact), "\(device)")
    #expect(landscape.windowSize == Size(width: device.portraitSize.height, height: device.portraitSize.width))
    // iPhones hide the status bar in landscape.
    #expect(landscape.statusBarHeight == 0)
  }

  /// "iPad is Regular/Regular in every orientation."
  @Test(arguments: pads)
  func iPadsAreRegularEverywhere(device: Device) throws {
    for orientation in Orientation.allCases {
      let environment = try Environment(device: device, orientation: orientation)
      #expect(environment.sizeClasses == SizeClassPair(.regular, .regular))
    }
  }

  /// Split View: 1/3 is compact, 2/3 in landscape regular, the portrait 2/3 compact, 1/2 compact — except the
  /// 1024-pt-tall landscape of the 12.9"/13" iPads, whose 1/2 is regular (DEVICES.md §1.1: PF presets and three
  /// gists agree). Widths follow the derivation that fits every measured row: a narrow app of 320 or 375 pt, a
  /// 10 pt divider, 2/3 = full − narrow − 10, 1/2 = (full − 10) / 2.
  @Test(arguments: pads)
  func splitViewWindowsFollowTheFraction(device: Device) throws {
    for window in device.splitViews {
      let orientation: Orientation = window.orientation.isLandscape ? .landscapeLeft : .portrait
      let environment = try Environment(
        device: device, orientation: orientation, windowMode: .splitView(window.fraction))
      let full = environment.screenSize.width
      let expectedClass: UserInterfaceSizeClass
      switch (window.fraction, orientation.isLandscape) {
      case (.oneThird, _): expectedClass = .compact
      case (.twoThirds, true): expectedClass = .regular
      case (.twoThirds, false): expectedClass = .compact
      case (.half, _): expectedClass = environment.screenSize.height >= 1024 ? .regular : .compact
      }
      #expect(environment.sizeClasses.horizontal == expectedClass, "\(device) \(window.fraction.rawValue)")
      #expect(environment.sizeClasses.vertical == .regular)
      #expect(environment.windowSize.height == environment.screenSize.height)
      let narrow = device.splitViews.first { $0.orientation == window.orientation && $0.fraction == .oneThird }!.size
        .width
      switch window.fraction {
      case .oneThird: #expect(narrow == 320 || narrow == 375)
      case .half: #expect(environment.windowSize.width == (full - 10) / 2, "\(device)")
      case .twoThirds: #expect(environment.windowSize.width == full - narrow - 10, "\(device)")
      }
      // The device keeps its own traits: the screen stays regular while the window may be compact.
      #expect(environment.screenTraitCollection.horizontalSizeClass == .regular)
      #expect(environment.traitCollection.horizontalSizeClass == expectedClass)
    }
  }

  /// Seed 003 saw the 3rd-generation 12.9" iPad Pro's portrait 2/3 Split View as regular on the iOS 12.1 simulator
  /// (the 2nd generation compact); every later source lists it as a 639-pt compact window. Both are modelled.
  @Test func the129InchQuirkDependsOnTheOSVersion() throws {
    let split = WindowMode.splitView(.twoThirds)
    let third = "ipad-pro-12.9-inch-3rd-generation"
    let iOS12 = try Environment(third, orientation: .portrait, windowMode: split, osVersion: OSVersion(12, 1))
    let iOS17 = try Environment(third, orientation: .portrait, windowMode: split, osVersion: OSVersion(17, 0))
    let second = try Environment(
      "ipad-pro-12.9-inch-2nd-generation", orientation: .portrait, windowMode: split, osVersion: OSVersion(12, 1))
    #expect(iOS12.sizeClasses.horizontal == .regular)
    #expect(iOS17.sizeClasses.horizontal == .compact)
    #expect(second.sizeClasses.horizontal == .compact)
    #expect(iOS17.windowSize == Size(width: 639, height: 1366))
  }

  @Test(arguments: pads)
  func slideOverIsANarrowCompactWindow(device: Device) throws {
    guard device.slideOverWidth != nil else { return }
    let environment = try Environment(device: device, orientation: .portrait, windowMode: .slideOver)
    #expect(environment.sizeClasses == SizeClassPair(.compact, .regular))
    #expect(environment.windowSize.width == 320 || environment.windowSize.width == 375)
    #expect(environment.windowSize.height == device.portraitSize.height - 40)
  }

  /// A controller that records the callbacks a transition makes.
  final class Recorder: ViewController {
    var transitions: [Size] = []
    var traitChanges: [TraitCollection?] = []
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
      transitions.append(size)
      super.viewWillTransition(to: size, with: coordinator)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      traitChanges.append(previousTraitCollection)
    }
  }

  /// "Rotating a full-screen iPad changes no size class, so traitCollectionDidChange is not called — use the size
  /// transition": an iPhone's rotation calls both.
  @Test func rotationCallsTransitionsAndTraitChangesOnlyWhenTraitsChange() throws {
    let pad = Recorder()
    let padWindow = Window(environment: try Environment("ipad-pro-11-inch-4th-generation"))
    padWindow.rootViewController = pad
    padWindow.layoutIfNeeded()
    pad.traitChanges = []
    padWindow.transition(to: try Environment("ipad-pro-11-inch-4th-generation", orientation: .landscapeLeft))
    #expect(pad.transitions == [Size(width: 1194, height: 834)])
    #expect(pad.traitChanges.isEmpty)
    #expect(pad.view.frame.size == Size(width: 1194, height: 834))

    let phone = Recorder()
    let phoneWindow = Window(environment: try Environment("iphone-16"))
    phoneWindow.rootViewController = phone
    phoneWindow.layoutIfNeeded()
    phone.traitChanges = []
    phoneWindow.transition(to: try Environment("iphone-16", orientation: .landscapeRight))
    #expect(phone.transitions == [Size(width: 852, height: 393)])
    #expect(phone.traitChanges.count == 1)
    #expect(phone.traitCollection.verticalSizeClass == .compact)

    // A Split View resize on an iPad changes the window's size class: both callbacks.
    pad.traitChanges = []
    padWindow.transition(
      to: try Environment("ipad-pro-11-inch-4th-generation", orientation: .landscapeLeft, windowMode: .splitView(.half))
    )
    #expect(pad.transitions.last == Size(width: 592, height: 834))
    #expect(pad.traitChanges.count == 1)
    #expect(pad.traitCollection.horizontalSizeClass == .compact)
  }

  @Test func badEnvironmentsNameWhatIsValid() {
    #expect(throws: EnvironmentError.self) { try Environment("iPhone 99") }
    do {
      _ = try Environment("iPhone 99")
    } catch {
      #expect(error.description.hasPrefix("unknown device 'iPhone 99'; valid devices: iphone-6, "))
      #expect(error.description.contains("ipad-pro-13-inch-m5"))
    }
    do {
      _ = try Environment("iphone-x", orientation: .portraitUpsideDown)
      Issue.record("an iPhone X has no upside-down portrait")
    } catch {
      #expect(
        error.description
          == "iphone-x does not support portraitUpsideDown; valid orientations: portrait, landscapeLeft, landscapeRight"
      )
    }
    do {
      _ = try Environment("iphone-16-pro-max", windowMode: .splitView(.half))
      Issue.record("an iPhone has no Split View")
    } catch {
      #expect(error == .noMultitasking(device: "iphone-16-pro-max"))
    }
    do {
      _ = try Environment("ipad-air-2", orientation: .portrait, windowMode: .splitView(.half))
      Issue.record("an iPad has no 1/2 split in portrait")
    } catch {
      #expect(error.description == "ipad-air-2 has no 1/2 Split View in portrait; valid fractions: 1/3, 2/3")
    }
    do {
      _ = try Environment(
        "ipad-air-2", orientation: .landscapeLeft, windowMode: .splitView(.half), osVersion: OSVersion(26))
      Issue.record("iPadOS 26 has no Split View")
    } catch {
      #expect(error == .multitaskingUnavailable(OSVersion(26)))
    }
    do {
      _ = try Environment("iphone-duo")
      Issue.record("the catalog does not know the Duo's size classes")
    } catch {
      #expect(error.description.contains("iphone-duo"))
    }
  }
}
