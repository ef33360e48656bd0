import Trellis
import TrellisIB

/// Draws a laid-out scene as an SVG wireframe: the window at its size, every view's frame in window coordinates with
/// its UIKit class (and custom class) as a caption and its text inside, the root view's safe area as a tinted band,
/// layout margins as thin dashed rectangles, hidden views dimmed or left out, and a title naming the scene and the
/// environment.
///
/// The drawing is an `<svg>` document whose nested `<svg class="window">` has the viewBox `0 0 width height` of the
/// window, so every view's `<rect class="frame">` carries its window frame in points unchanged. Each view is a
/// `<g class="view …">` with `data-id`, `data-class` and `data-custom-class` attributes and a `<title>` tooltip.
public enum SVGWireframe {
  /// The SVG document for `layout`.
  public static func render(_ layout: IBSceneLayout, options: Options = Options()) -> String {
    SVGWireframeDrawing(layout: layout, options: options).document()
  }
}
