extension TableViewCell {
  /// Gives the content view its frame in the row: `size` (the row less the accessory and the separator) at the
  /// cell's leading edge, with the built-in views laid out in it (`layOutStandardViews(contentWidth:rightToLeft:)`).
  /// UIKit flips a cell's own layout with its effective layout direction: left to right the content view starts at
  /// the cell's left and the accessory sits at its right; right to left the accessory sits at the left and the
  /// content view starts after it.
  public func placeContentView(size: Size) {
    placeContentView(width: size.width) { x in
      let frame = Rect(x: x, y: 0, width: size.width, height: size.height)
      if contentView.frame != frame { contentView.frame = frame }
    }
  }

  /// Places the content view `width` wide with `place`, given where it starts in the cell (at its left, or right to
  /// left after the accessory), with the built-in views put back left to right before and laid out in it after. A
  /// frame on an Interface Builder canvas, the encapsulation constraints in a table.
  func placeContentView(width: Double, with place: (_ x: Double) -> Void) {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    unmirrorStandardViews()
    place(rightToLeft ? frame.width - width : 0)
    layOutStandardViews(contentWidth: width, rightToLeft: rightToLeft)
  }

  /// The built-in views (``imageView``, ``textLabel``, ``detailTextLabel``) the cell lays out in its content view.
  private var standardViews: [View] {
    [imageView as View?, textLabel, detailTextLabel].compactMap { $0 }.filter { $0.superview === contentView }
  }

  /// Puts mirrored built-in views back to their left-to-right frames, before the content view is resized (so that
  /// their autoresizing masks act as left to right) or the direction changes.
  private func unmirrorStandardViews() {
    guard let width = standardViewsMirroredWidth else { return }
    for view in standardViews { view.frame = view.frame.mirrored(inWidth: width) }
    standardViewsMirroredWidth = nil
  }

  /// Lays out the built-in views in a content view `contentWidth` wide: as given (a document's frames) left to
  /// right; mirrored right to left, as UIKit lays them out from the leading edge — a label at the leading margin
  /// hugs the right margin, a right-detail style's detail label moves to the left margin, the image view to the
  /// right. Views placed by constraints are not touched: their leading and trailing constraints flip in the engine.
  /// Placing again, or after a change of direction, gives the same frames. `rightToLeft` is the cell's effective
  /// direction (asked once by the caller, which places the content view with it too).
  private func layOutStandardViews(contentWidth: Double, rightToLeft: Bool) {
    unmirrorStandardViews()
    guard rightToLeft else { return }
    let views = standardViews
    guard !views.isEmpty else { return }
    for view in views { view.frame = view.frame.mirrored(inWidth: contentWidth) }
    standardViewsMirroredWidth = contentWidth
  }
}

extension Rect {
  /// The rectangle mirrored left to right in a superview `width` wide: as far from the right edge as it was from
  /// the left.
  fileprivate func mirrored(inWidth width: Double) -> Rect {
    Rect(x: width - maxX, y: minY, width: self.width, height: height)
  }
}
