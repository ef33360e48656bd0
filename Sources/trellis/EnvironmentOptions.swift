import ArgumentParser
import Trellis
import TrellisIB

/// The options that choose where a document is laid out, shared by `frames` and `render`.
struct EnvironmentOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The device: a catalog id (iphone-16-pro), its name (\"iPhone 16 Pro\") or Interface Builder's id "
        + "(retina4_7). Default: the document's design device, as Interface Builder simulates it."))
  var device: String?

  @Option(help: "portrait or landscape (default: the document's).")
  var orientation: String?

  @Option(help: "The iPad window: full, 1/3, 1/2, 2/3 or slide-over.")
  var window: String = "full"

  @Option(
    help:
      "The Dynamic Type size: XS, S, M, L, XL, XXL, XXXL, AX1 … AX5, or UIKit's name (large, accessibilityMedium …).")
  var contentSize: String = "L"

  @Flag(help: "Lay out right to left.")
  var rtl = false

  @Flag(
    help: "Lay out as the app sees it at run time (placeholder constraints removed), not as Interface Builder shows it."
  )
  var runtime = false

  /// The layout options these arguments describe for `document`.
  func layoutOptions(for document: IBDocument) throws -> IBLayoutOptions {
    guard let category = ContentSizeCategory(named: contentSize) else {
      throw ValidationError(
        "unknown content size \(contentSize); use one of \(EnvironmentOptions.categoryNames.joined(separator: ", "))")
    }
    var environment: Environment?
    if device != nil || orientation != nil || window != "full" {
      environment = try makeEnvironment(for: document)
    }
    return IBLayoutOptions(
      mode: runtime ? .runtime : .designTime, environment: environment, contentSizeCategory: category,
      layoutDirection: rtl ? .rightToLeft : .leftToRight)
  }

  private func makeEnvironment(for document: IBDocument) throws -> Environment {
    let name = device ?? document.designDevice?.id ?? IBDesignDevice.fallback.id
    let model: Device
    if let design = IBDesignDevice.named(name) {
      model = try DeviceCatalog.device(named: design.catalogID)
    } else {
      do {
        model = try DeviceCatalog.device(named: name)
      } catch {
        throw ValidationError(Self.unknownDeviceMessage(name))
      }
    }
    let landscape: Bool
    switch orientation {
    case nil: landscape = document.designDevice?.orientation.isLandscape ?? false
    case "portrait": landscape = false
    case "landscape": landscape = true
    case let other?: throw ValidationError("unknown orientation \(other); use portrait or landscape")
    }
    let mode: WindowMode
    switch window {
    case "full": mode = .fullScreen
    case "1/3": mode = .splitView(.oneThird)
    case "1/2": mode = .splitView(.half)
    case "2/3": mode = .splitView(.twoThirds)
    case "slide-over": mode = .slideOver
    default: throw ValidationError("unknown window \(window); use full, 1/3, 1/2, 2/3 or slide-over")
    }
    do {
      return try Environment(
        device: model, orientation: landscape ? .landscapeLeft : .portrait, windowMode: mode,
        osVersion: mode == .fullScreen ? .standard : OSVersion(18))
    } catch {
      throw ValidationError("\(error)")
    }
  }

  static let categoryNames = ContentSizeCategory.specified.map(\.shortName)

  /// What to say for a device name that matches nothing: the catalog ids that contain every word of it (or all of
  /// them when none does), and Interface Builder's ids, so the right spelling is on the screen.
  static func unknownDeviceMessage(_ name: String) -> String {
    let words = name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "." })
    let ids = DeviceCatalog.all.map(\.id)
    let close = ids.filter { id in !words.isEmpty && words.allSatisfy { id.contains($0) } }
    return "unknown device \(name); "
      + (close.isEmpty
        ? "catalog ids: \(ids.joined(separator: ", "))" : "did you mean \(close.joined(separator: ", "))?")
      + "; or an Interface Builder id (\(IBDesignDevice.all.map(\.id).joined(separator: ", ")))"
  }
}
