/// What a size transition offers the controllers it reaches (UIKit's `UIViewControllerTransitionCoordinator`):
/// work to run along with the new layout, and after it. Without animation both run when the window lays out at the
/// new size.
public final class TransitionCoordinator {
  var alongside: [() -> Void] = []
  var completions: [() -> Void] = []

  init() {}

  /// Runs `animation` with the layout at the new size and `completion` after it.
  public func animate(alongsideTransition animation: (() -> Void)?, completion: (() -> Void)? = nil) {
    if let animation { alongside.append(animation) }
    if let completion { completions.append(completion) }
  }
}
