import Trellis

/// The screen a scene is laid out on: an environment (for traits and scale), the window's size and its safe area.
/// At design time these are Interface Builder's simulated values for the document's device; otherwise the
/// environment's own.
struct IBCanvas {
  var environment: Environment
  var windowSize: Size
  var safeArea: EdgeInsets
  /// The safe area of a scene presented full screen: the design device's own where Interface Builder gives such
  /// scenes a different one (``IBDesignDevice/presentedPortraitSafeArea``), else ``safeArea``.
  var presentedSafeArea: EdgeInsets
  /// The design device, at design time.
  var designDevice: IBDesignDevice?

  /// The scale views are laid out and rounded at: the design device's, or 1 for a canvas shown on a 1× display
  /// (`SceneBuilder.wasLaidOutAtWholePoints`).
  var scale: Double { environment.displayScale }
  /// The scale text is measured at, when Interface Builder measured it at another than ``scale``
  /// (`SceneBuilder.textWasMeasuredAtWholePoints`); 0 for the same.
  var textScale: Double = 0
  var traits: TraitCollection { environment.traitCollection }
  /// Whether UIKit's bars are compact here, 32 pt tall: on iPhones in compact height and width (landscape on all but
  /// the Plus and Max sizes), as `BarMetrics` has them.
  var hasCompactBars: Bool {
    traits.userInterfaceIdiom == .phone && traits.verticalSizeClass == .compact
      && traits.horizontalSizeClass == .compact
  }

  /// The canvas for `options`: the environment given, else the document's design device.
  static func make(for document: IBDocument, options: IBLayoutOptions) -> Result<IBCanvas, IBDiagnostic> {
    make(document, options).map { canvas in
      var canvas = canvas
      canvas.environment.contentSizeCategory = options.contentSizeCategory
      canvas.environment.layoutDirection = options.layoutDirection
      return canvas
    }
  }

  private static func make(_ document: IBDocument, _ options: IBLayoutOptions) -> Result<IBCanvas, IBDiagnostic> {
    if let environment = options.environment {
      return .success(
        IBCanvas(
          environment: environment, windowSize: environment.windowSize, safeArea: environment.safeAreaInsets,
          presentedSafeArea: environment.safeAreaInsets, designDevice: nil))
    }
    let reference = document.designDevice
    let device = (reference.flatMap { IBDesignDevice.named($0.id) } ?? IBDesignDevice.fallback).simulated(
      byToolsVersion: document.toolsVersion)
    let landscape = reference?.orientation.isLandscape ?? false
    do {
      let catalog = try DeviceCatalog.device(named: device.catalogID)
      var environment = try Environment(device: catalog, orientation: landscape ? .landscapeLeft : .portrait)
      environment.displayScale = device.scale
      let size =
        landscape
        ? Size(width: device.portraitSize.height, height: device.portraitSize.width) : device.portraitSize
      let safeArea = landscape ? device.landscapeSafeArea : device.portraitSafeArea
      return .success(
        IBCanvas(
          environment: environment, windowSize: size, safeArea: safeArea,
          presentedSafeArea: landscape ? safeArea : device.presentedPortraitSafeArea ?? safeArea, designDevice: device))
    } catch {
      return .failure(
        IBDiagnostic(
          severity: .error, rule: "unknown-device",
          message: "the design device \(device.id) has no model in the device catalog: \(error)",
          file: document.path, line: document.root?.child(named: "device")?.line ?? 0))
    }
  }
}
