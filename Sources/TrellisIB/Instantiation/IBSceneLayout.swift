import Trellis

/// A scene laid out: the frame of every view element with an id, in its superview's coordinates as Interface
/// Builder stores them, next to the frame the document stores, and the problems met.
public struct IBSceneLayout: Sendable {
  /// The scene's id and a readable name.
  public let sceneID: String
  public let sceneName: String
  /// The window the scene was laid out in and its traits.
  public let environment: Environment
  public let windowSize: Size
  /// Every view element with an id, in the order the scene was built (a view after its superview).
  public let views: [IBViewFrame]
  /// Device pixels per point of the frames the document stores: its design device's, where Interface Builder computed
  /// them (whatever environment this layout used). ``IBFrameCheck`` compares within one such pixel.
  public let storedFrameScale: Double
  /// What went wrong while reading or laying out the scene (unsatisfiable constraints, unknown references, …).
  public let diagnostics: [IBDiagnostic]
}

/// One view element laid out.
public struct IBViewFrame: Sendable, Hashable {
  /// The element's Interface Builder id.
  public let id: String
  /// UIKit's class for the element (`UILabel`), whatever its custom class.
  public let className: String
  /// The custom class the document names, if any.
  public let customClass: String?
  /// The superview's id, nil for the scene's root.
  public let superviewID: String?
  /// The frame Trellis computed, in superview coordinates.
  public let frame: Rect
  /// The frame in window coordinates (bounds offsets such as a scroll view's content offset left out).
  public let windowFrame: Rect
  /// The frame the document stores, if it stores one.
  public let storedFrame: Rect?
  /// The line of the element.
  public let line: Int
  /// Text shown by the view (a label's text, a button's title), for drawings.
  public let text: String?
  /// Where that text sits, resolved for the layout direction (left, center or right); nil for views without text.
  public let textAlignment: TextAlignment?
  /// The view's safe-area insets and layout margins after layout, for drawings.
  public let safeAreaInsets: EdgeInsets
  /// The view's layout margins after layout.
  public let layoutMargins: EdgeInsets
  /// What Interface Builder itself says of the stored frame.
  public let isMisplaced: Bool
  /// Interface Builder marks the view ambiguous (`ambiguous="YES"`).
  public let isAmbiguous: Bool
  /// Hidden itself or inside a hidden view; such views are not compared with their stored frames.
  public let isHidden: Bool
  /// Positioned by its frame and autoresizing mask (`fixedFrame`, or no constraints asked for).
  public let isFixedFrame: Bool
  /// A bar of a navigation or tab bar controller, whose stored frame Interface Builder does not update.
  public let isContainerBar: Bool
  /// Inside a table or collection cell that lies outside its list's visible bounds: UIKit lays out only the cells it
  /// shows, so Interface Builder stores whatever frame such a cell's content had, not the engine's answer.
  public let isInsideOffscreenCell: Bool
  /// Whether the frame depends on text metrics: a view showing text, a view containing one, an arranged subview of a
  /// stack view that contains one, or a view constrained to any of these.
  public let dependsOnText: Bool
  /// Laid out on its own, outside the scene's window: a navigation item's title view, a bar button item's custom
  /// view, a free-standing view of the scene (and their subviews). Its window frame is relative to its own root, and
  /// drawings and lint leave it out.
  public let isDetached: Bool
  /// Whether the view is placed by the scene's constraints and its stored frame can be compared: not misplaced,
  /// not ambiguous, not hidden (nor inside a hidden view), not a container bar, not inside an off-screen cell.
  public let isComparable: Bool
}
