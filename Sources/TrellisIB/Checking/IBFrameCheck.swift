import Trellis

/// Compares the frames a layout computed with the frames the document stores — Interface Builder's "misplaced
/// views" check, and Trellis's fidelity measure against Apple's engine. Views IB itself flags (misplaced,
/// ambiguous), hidden views and container bars are left out, as their stored frames are not the engine's answer.
public struct IBFrameCheck: Sendable {
  /// A view whose stored frame is not where its constraints put it.
  public struct Mismatch: Sendable, Hashable {
    /// The view laid out.
    public let view: IBViewFrame
    /// The frame the document stores (Apple's engine's answer when IB saved it).
    public let stored: Rect
    /// The frame Trellis computed.
    public let computed: Rect
  }

  /// Views compared, and how many were within one device pixel.
  public let compared: Int
  /// The compared views within one device pixel of their stored frames.
  public let matched: Int
  /// Of those, the views whose frames do not depend on text metrics.
  public let comparedWithoutText: Int
  /// Those of them within one device pixel.
  public let matchedWithoutText: Int
  /// The compared views further than one device pixel from their stored frames, in document order.
  public let mismatches: [Mismatch]

  /// Compares every comparable view of `layout` within one pixel (plus the float32 noise IB writes) of `scale`, by
  /// default the document's design device's (``IBSceneLayout/storedFrameScale``).
  public init(_ layout: IBSceneLayout, scale: Double? = nil) {
    let tolerance = 1 / max(scale ?? layout.storedFrameScale, 1) + 0.002
    var compared = 0
    var matched = 0
    var comparedWithoutText = 0
    var matchedWithoutText = 0
    var mismatches: [Mismatch] = []
    for view in layout.views where view.isComparable {
      guard let stored = view.storedFrame else { continue }
      compared += 1
      if !view.dependsOnText { comparedWithoutText += 1 }
      let computed = view.frame
      let close =
        abs(stored.minX - computed.minX) <= tolerance && abs(stored.minY - computed.minY) <= tolerance
        && abs(stored.width - computed.width) <= tolerance && abs(stored.height - computed.height) <= tolerance
      if close {
        matched += 1
        if !view.dependsOnText { matchedWithoutText += 1 }
      } else {
        mismatches.append(Mismatch(view: view, stored: stored, computed: computed))
      }
    }
    self.compared = compared
    self.matched = matched
    self.comparedWithoutText = comparedWithoutText
    self.matchedWithoutText = matchedWithoutText
    self.mismatches = mismatches
  }

  /// The mismatches as diagnostics in Interface Builder's words, under their own rule (`stored-frame-mismatch`): the
  /// linter's `misplaced-view` reports Interface Builder's own flag, this Trellis's comparison. A view whose frame
  /// depends on text says so: Trellis
  /// measures text without Apple's fonts (San Francisco's advances, other fonts' kerning), so a point's difference
  /// there is more often Trellis's measurement than the document's error.
  public func diagnostics(file: String) -> [IBDiagnostic] {
    mismatches.map { mismatch in
      IBDiagnostic(
        severity: .warning, rule: "stored-frame-mismatch",
        message:
          "\(mismatch.view.className) \(mismatch.view.id) is misplaced: stored \(mismatch.stored.ibDescription), "
          + "constraints give \(mismatch.computed.ibDescription)"
          + (mismatch.view.dependsOnText ? " (its frame depends on text metrics)" : ""), file: file,
        line: mismatch.view.line, objects: [mismatch.view.id])
    }
  }
}

/// Points as Interface Builder's inspector and `trellis frames` print them: at most three decimals, no trailing zeros
/// (`1`, `20.5`, `41.333`, never `-0`).
package func formatPoints(_ value: Double) -> String {
  let rounded = (value * 1000).rounded() / 1000
  if rounded == 0 { return "0" }
  if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
  return String(rounded)
}

extension Rect {
  /// `(x, y, width, height)` in ``formatPoints(_:)``'s form.
  package var ibDescription: String {
    "(\(formatPoints(minX)), \(formatPoints(minY)), \(formatPoints(width)), \(formatPoints(height)))"
  }
}
