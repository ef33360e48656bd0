import Trellis
import TrellisIB

/// Scenes drawn smaller than their design device's screen with a freeform size (`<size key="freeformSize">`):
/// content for a popover, a floating panel, a context-menu preview, a child or a custom presentation. Where they
/// appear, and so which part of the screen's unsafe area they overlap, is up to their container, so rules about the
/// screen's safe area leave them alone. A freeform size as big as the screen or bigger (a tall scroll view drawn
/// whole) is a full-screen scene.
///
/// Corpus: NetNewsWire's 414 × 200 `ContextMenuPreviewViewController` (057), FloatingPanel's 375 × 778 panel
/// contents on a 414 × 896 design device (061), IBAnimatable's 400 × 400 presented scene (025); the 375 × 1000
/// scroll scene of 025 is full screen.
enum PartialScreenScene {
  static func contains(_ scene: IBScene, of document: IBDocument) -> Bool {
    guard !scene.isTopLevelView, let size = scene.element.child(key: "freeformSize"), let width = size.number("width"),
      let height = size.number("height"), let reference = document.designDevice,
      let device = IBDesignDevice.named(reference.id)?.simulated(byToolsVersion: document.toolsVersion)
    else { return false }
    let screen =
      reference.orientation.isLandscape
      ? Size(width: device.portraitSize.height, height: device.portraitSize.width) : device.portraitSize
    return width < screen.width - 0.5 || height < screen.height - 0.5
  }
}
