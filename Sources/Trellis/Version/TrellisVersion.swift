/// The version of Trellis, in Semantic Versioning 2.0 form: the one place it is written. `trellis --version` prints
/// it, and the lint reports carry it (SARIF `tool.driver.semanticVersion`, JSON `trellisVersion`, JUnit's
/// `trellis.version` property). Bump it here when releasing.
public enum TrellisVersion {
  /// "MAJOR.MINOR.PATCH".
  public static let current = "0.1.0"
}
