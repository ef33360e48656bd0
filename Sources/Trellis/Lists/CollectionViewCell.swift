/// An item of a ``CollectionView`` (UIKit's `UICollectionViewCell`): content goes in ``contentView``, which the
/// collection sizes to the item with `UIView-Encapsulated-Layout-*` constraints.
open class CollectionViewCell: View {
  public let contentView = View()
  var encapsulation = EncapsulatedLayout()

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    contentView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(contentView)
  }
}
