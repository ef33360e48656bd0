/// A segue between scenes, as far as layout cares: containers (`relationship` from navigation and tab bar
/// controllers, `embed` from a container view) decide a scene's bars and size; `show`/`push` carry a navigation
/// bar on to the destination.
public struct IBSegue: Sendable, Hashable {
  /// `relationship`, `show`, `push`, `embed`, `presentation`, …
  public let kind: String
  /// For relationship segues: `rootViewController` or `viewControllers`.
  public let relationship: String?
  /// The view controller the segue leaves from.
  public let sourceControllerID: String
  /// The element that holds the segue (the controller, a button, a container view).
  public let sourceElementID: String?
  /// The destination controller's id.
  public let destinationID: String
  /// For presentations: the `modalPresentationStyle` written on the segue (`fullScreen`, `pageSheet`, …), if any.
  public var presentationStyle: String? = nil
  /// The segue's own id.
  public var id: String? = nil

  /// Every segue in `controllers`, by destination.
  static func incoming(in controllers: [IBElement]) -> [String: [IBSegue]] {
    var result: [String: [IBSegue]] = [:]
    for controller in controllers {
      guard let controllerID = controller.id else { continue }
      var pending: [IBElement] = [controller]
      while let element = pending.popLast() {
        for child in element.children {
          if child.name == "connections" {
            for segue in child.children(named: "segue") {
              guard let destination = segue["destination"] else { continue }
              result[destination, default: []].append(
                IBSegue(
                  kind: segue["kind"] ?? "", relationship: segue["relationship"], sourceControllerID: controllerID,
                  sourceElementID: element.id, destinationID: destination,
                  presentationStyle: segue["modalPresentationStyle"], id: segue.id))
            }
          } else {
            pending.append(child)
          }
        }
      }
    }
    return result
  }
}
