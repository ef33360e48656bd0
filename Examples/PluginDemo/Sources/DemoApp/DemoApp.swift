/// The demo app's code: nothing but what a target needs; its storyboard is what the plugin lints.
public enum DemoApp {
  /// The storyboard the plugin finds in this target.
  public static let storyboard = "Main"
}
