import Testing

@testable import Trellis

/// Controls' intrinsic sizes and alignment rectangles, against the sizes Interface Builder stores for them
/// (`shared/reference/INTERFACE-BUILDER.md` §5 and §9).
@Suite struct ControlsTests {
  @Test func buttonsFollowTheirTitle() {
    // Calibration point: "Button" in the 15-pt system font is 46 × 30.
    let button = Button(type: .system)
    button.title = "Button"
    #expect(button.intrinsicContentSize == Size(width: 46, height: 30))
    // Short titles keep the 30-pt minimum width ("All", "Off" are stored 30 wide).
    button.title = "All"
    #expect(button.intrinsicContentSize.width == 30)
    // Insets replace the 6-pt padding: 17-pt title (21) + 7 + 7 = 35 tall, + 10 + 10 wide.
    button.title = "Options"
    button.titleFont = .systemFont(ofSize: 17)
    button.contentEdgeInsets = EdgeInsets(top: 7, left: 10, bottom: 7, right: 10)
    let size = button.intrinsicContentSize
    #expect(size.height == 35)
    #expect(
      size.width == (FontTextMeasurer.shared.width(of: "Options", font: .systemFont(ofSize: 17))).rounded(.up) + 20)
    // Custom buttons default to an 18-pt title: 21.48 → 22 + 12 = 34 ("Reload", "Close" are stored 34 tall).
    let custom = Button(type: .custom)
    custom.title = "Close"
    #expect(custom.intrinsicContentSize.height == 34)
  }

  /// The 30-pt minimum width of system buttons is a title's: one showing only a 24 × 24 image is 24 × 24 (a public
  /// Xcode 8.3 xib stores two such `roundedRect` buttons 24 wide); an empty one keeps 30 × 30.
  @Test func imageOnlySystemButtonsAreTheirImagesSize() {
    let button = Button(type: .system)
    button.imageSize = Size(width: 24, height: 24)
    #expect(button.intrinsicContentSize == Size(width: 24, height: 24))
    button.title = "Go"
    #expect(button.intrinsicContentSize.width >= 30)
    #expect(Button(type: .system).intrinsicContentSize == Size(width: 30, height: 30))
  }

  /// A button with an image and a title has no 6-pt margins above and below: it is as tall as the taller of the two.
  /// Public storyboards outside the corpus: Demidovaa/AppGallery (Xcode 12.4) stores a custom button titled " Back"
  /// in 17-pt system beside a symbol 62 × 21; jeugheung/GalleryCollectionView (Xcode 12.5) one titled " Share" 24
  /// tall, where the margins would make 33 and 36.
  @Test func buttonsWithAnImageAndATitleHaveNoMargins() {
    let button = Button(type: .custom)
    button.title = " Back"
    button.titleFont = .systemFont(ofSize: 17)
    button.imageSize = Size(width: 20, height: 17)
    let line = FontTextMeasurer.shared.lineHeight(of: .systemFont(ofSize: 17)).rounded(.up)
    #expect(button.intrinsicContentSize.height == line)
    button.imageSize = Size(width: 24, height: 24)
    #expect(button.intrinsicContentSize.height == 24)
    button.imageSize = nil
    #expect(button.intrinsicContentSize.height == line + 12)
  }

  /// A background image sizes a button and takes the place of the title's 6-pt margins: a custom button titled in
  /// the 18-pt default over a 100 × 30 background is 30 tall (nine such buttons in a public Xcode 8.3 storyboard),
  /// and at least as wide as the background; a taller title still wins.
  @Test func backgroundImagesSizeButtons() {
    let button = Button(type: .custom)
    button.title = "Track Simple Event"
    button.backgroundImageSize = Size(width: 100, height: 30)
    let titleWidth = FontTextMeasurer.shared.width(of: "Track Simple Event", font: .systemFont(ofSize: 18))
    #expect(button.intrinsicContentSize == Size(width: max(titleWidth.rounded(.up), 100), height: 30))
    button.title = "Go"
    #expect(button.intrinsicContentSize == Size(width: 100, height: 30))
    button.titleFont = .systemFont(ofSize: 40)
    #expect(
      button.intrinsicContentSize.height
        == (FontTextMeasurer.shared.lineHeight(of: .systemFont(ofSize: 40))).rounded(.up))
  }

  @Test func configurationButtonsUseTheirInsets() {
    let button = Button(type: .system)
    button.configuration = .plain()
    button.title = "+"
    button.contentScaleFactor = 3
    // 17-pt body title: 20.333 + 7 + 7 = 34.333 at 3× (stored for such buttons in the corpus).
    #expect(abs(button.intrinsicContentSize.height - 34.333333333333336) < 1e-9)
  }

  /// An image beside the title adds its width and the padding; above or below it, its height and the padding, and
  /// the wider of image and title sets the width (`UIButton.Configuration.imagePlacement`).
  @Test(arguments: [
    (Button.Configuration.ImagePlacement.leading, true), (.trailing, true), (.top, false), (.bottom, false),
  ])
  func configurationImagePlacement(placement: Button.Configuration.ImagePlacement, beside: Bool) {
    let button = Button(type: .system)
    var configuration = Button.Configuration.plain()
    configuration.title = "Join"
    configuration.imageSize = Size(width: 20, height: 18)
    configuration.imagePadding = 4
    configuration.imagePlacement = placement
    button.configuration = configuration
    var titleOnly = configuration
    titleOnly.imageSize = nil
    let title = Button(type: .system)
    title.configuration = titleOnly
    let size = button.intrinsicContentSize
    let bare = title.intrinsicContentSize
    if beside {
      #expect(abs(size.width - (bare.width + 24)) < 0.5 && size.height == bare.height)
    } else {
      #expect(size.width == max(bare.width, 20 + 24) && abs(size.height - (bare.height + 22)) < 0.5)
    }
  }

  @Test func switchFrameReachesPastItsAlignmentRect() {
    let root = makeRoot()
    let toggle = Switch()
    addConstrained(toggle, to: root)
    LayoutConstraint.activate([
      toggle.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      toggle.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ])
    root.layoutIfNeeded()
    // Aligned 16 pt from the edge, the 51 × 31 frame reaches 2 pt further (IB stores trailing constraints +2).
    #expect(toggle.frame == Rect(x: 375 - 16 - 49, y: 100, width: 51, height: 31))
  }

  /// An image view takes its image's alignment insets (UIKit's `UIImage.alignmentRectInsets`, which SF Symbol
  /// images have): constraints place the alignment rectangle, the frame is the image's, and the intrinsic size is
  /// the alignment rectangle's (UIKit describes `play.circle.fill` as 20 × 19 with insets −0.5 above and below);
  /// stretched, the view scales the insets with the image.
  @Test func imageViewTakesItsImagesAlignmentInsets() {
    let root = makeRoot()
    let sized = ImageView(imageSize: Size(width: 20, height: 19))
    sized.imageAlignmentRectInsets = EdgeInsets(top: -0.5, left: 0, bottom: -0.5, right: 0)
    let boxed = ImageView(imageSize: Size(width: 20, height: 19))
    boxed.imageAlignmentRectInsets = sized.imageAlignmentRectInsets
    let boxedHeight = boxed.heightAnchor.constraint(equalToConstant: 24)
    addConstrained(sized, to: root)
    addConstrained(boxed, to: root)
    LayoutConstraint.activate([
      sized.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      sized.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      boxed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      boxed.topAnchor.constraint(equalTo: sized.bottomAnchor, constant: 10),
      boxed.widthAnchor.constraint(equalToConstant: 24), boxedHeight,
    ])
    root.layoutIfNeeded()
    #expect(sized.intrinsicContentSize == Size(width: 20, height: 20))
    #expect(sized.frame == Rect(x: 16, y: 100.5, width: 20, height: 19))
    #expect(boxed.frame == Rect(x: 16, y: 130.5, width: 24, height: 23))
    // Stretched to twice its alignment height, the image's insets double (`ImageView`'s evidence): 1 pt each.
    boxedHeight.constant = 40
    root.layoutIfNeeded()
    #expect(boxed.frame == Rect(x: 16, y: 131, width: 24, height: 38))
    boxed.imageSize = nil
    root.layoutIfNeeded()
    #expect(boxed.frame == Rect(x: 16, y: 130, width: 24, height: 40), "no image, no insets")
  }

  @Test func sliderAndSegmentedControlOutsets() {
    let root = makeRoot()
    let slider = Slider()
    let segments = SegmentedControl(items: ["Light", "Dark", "Auto"])
    addConstrained(slider, to: root)
    addConstrained(segments, to: root)
    LayoutConstraint.activate([
      slider.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      slider.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      slider.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      segments.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      segments.topAnchor.constraint(equalTo: slider.bottomAnchor, constant: 8),
    ])
    root.layoutIfNeeded()
    #expect(slider.frame == Rect(x: 18, y: 50, width: 339, height: 31))
    // Three segments of ceil(31.44) + 18 = 50 ("Light" in 13-pt medium is the widest) and two 1-pt dividers: 152, as
    // files/062 stores it.
    #expect(segments.frame.width == 152)
    #expect(segments.frame.height == 32)
    #expect(segments.frame.minY == 50 + 30 + 8)
    #expect(abs(segments.frame.width - 152) <= 0.5)
  }

  @Test func fixedSizeControls() {
    #expect(ActivityIndicatorView().intrinsicContentSize == Size(width: 20, height: 20))
    #expect(ActivityIndicatorView(style: .large).intrinsicContentSize == Size(width: 37, height: 37))
    #expect(Stepper().intrinsicContentSize == Size(width: 94, height: 32))
    #expect(ProgressView().intrinsicContentSize.height == 2)
    let pages = PageControl()
    pages.numberOfPages = 4
    #expect(pages.intrinsicContentSize == Size(width: 92, height: 26))
    pages.usesLegacyIndicators = true
    #expect(pages.intrinsicContentSize == Size(width: 55, height: 37))
    #expect(ImageView(imageSize: Size(width: 85, height: 85)).intrinsicContentSize == Size(width: 85, height: 85))
    #expect(ImageView().intrinsicContentSize.width == View.noIntrinsicMetric)
  }

  @Test func textInputs() {
    let field = TextField()
    field.borderStyle = .roundedRect
    field.placeholder = "Email"
    #expect(field.intrinsicContentSize.height == 34)
    let plain = TextField()
    plain.font = .preferredFont(forTextStyle: .body)
    // Borderless: the caret, the line plus 2 pt floored to the pixel: 20.287 + 2 → 22 (body fields are stored 22
    // tall), 16.707 + 2 → 18.5 at @2x and 18.667 at @3x for 14-pt fields; secure fields the line rounded up to a
    // point, 21 and 17.
    plain.contentScaleFactor = 2
    #expect(plain.intrinsicContentSize.height == 22)
    plain.isSecureTextEntry = true
    #expect(plain.intrinsicContentSize.height == 21)
    let small = TextField()
    small.font = .systemFont(ofSize: 14)
    small.contentScaleFactor = 2
    #expect(small.intrinsicContentSize.height == 18.5)
    small.contentScaleFactor = 3
    #expect(abs(small.intrinsicContentSize.height - 56.0 / 3) < 1e-9)
    small.isSecureTextEntry = true
    #expect(small.intrinsicContentSize.height == 17)
  }

  @Test func nonScrollingTextViewGrowsWithItsText() {
    let root = makeRoot()
    let text = TextView()
    text.isScrollEnabled = false
    text.font = .systemFont(ofSize: 17)
    text.text = String(repeating: "Lorem ipsum dolor sit amet. ", count: 8)
    addConstrained(text, to: root)
    LayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      text.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      text.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let lines = (try? FontTextMeasurer.shared.layout(text.text!, font: text.font, width: 343 - 10).lineCount) ?? 0
    #expect(lines > 2)
    // Lines of UIFont.lineHeight (20.287 at 17 pt) plus 8 + 8, the sum ceiled to the 2x pixel grid — not whole-point
    // lines. Evidence: Interface Builder stores a 14-pt non-scrolling text view of ten lines 183.5 tall (Kylmakalle's
    // Notes, Xcode 10.2: 10 × 16.707 + 16 = 183.07, ceiled 183.5; whole-point lines would give 186), and an 18-pt one
    // line 37.5 tall (21.48 + 16 = 37.48 → 37.5, not 38).
    let expected = ((Double(lines) * 20.287_109_375 + 16) * 2).rounded(.up) / 2
    #expect(text.frame.height == expected)
    #expect(text.frame.height != Double(lines) * 21 + 16)
    text.isScrollEnabled = true
    #expect(text.intrinsicContentSize.height == View.noIntrinsicMetric)
  }

  /// Buttons, text fields and segmented controls centre one line of text, and their baselines are that line's: a
  /// label baseline-aligned to each sits with its baseline on the text's, and it follows the control when the control
  /// is taller than its content (UIKit lays their baselines out by the text they centre). A button without a title
  /// keeps its bottom edge as its baseline.
  @Test func controlsCentreTheirBaselines() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let button = Button(type: .system)
    button.title = "Clear"
    let field = TextField()
    field.borderStyle = .roundedRect
    field.font = .systemFont(ofSize: 17)
    let segments = SegmentedControl(items: ["Black", "Blue"])
    let empty = Button(type: .system)
    let controls: [View] = [button, field, segments, empty]
    let labels = controls.map { _ in Label(text: "Name", font: .systemFont(ofSize: 12)) }
    for (index, (control, label)) in zip(controls, labels).enumerated() {
      for view in [control, label] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
      }
      LayoutConstraint.activate([
        control.topAnchor.constraint(equalTo: root.topAnchor, constant: Double(index) * 80),
        control.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        label.firstBaselineAnchor.constraint(equalTo: control.firstBaselineAnchor),
      ])
    }
    // A taller button moves its centred title down, and its baseline with it.
    button.heightAnchor.constraint(equalToConstant: 60).isActive = true
    root.layoutIfNeeded()
    let metrics = { (font: Font) in FontTextMeasurer.shared.lineMetrics(for: font) }
    let expectations: [(View, Font)] = [
      (button, .systemFont(ofSize: 15)), (field, .systemFont(ofSize: 17)), (segments, .systemFont(ofSize: 13)),
    ]
    for (index, (control, font)) in expectations.enumerated() {
      let text = metrics(font)
      let centre = control.frame.minY + (control.frame.height - control.alignmentRectInsets.bottom) / 2
      let baseline = centre + (text.ascender - text.descender) / 2
      let label = labels[index]
      let labelBaseline = label.frame.minY + label.firstBaselineOffsetFromTop!
      #expect(abs(labelBaseline - baseline) <= 0.5, "\(type(of: control)): \(labelBaseline) vs \(baseline)")
    }
    #expect(button.frame.height == 60)
    // A new font moves the baseline, and the label with it.
    field.font = .systemFont(ofSize: 30)
    root.layoutIfNeeded()
    let text = metrics(field.font)
    let fieldBaseline = field.frame.midY + (text.ascender - text.descender) / 2
    #expect(abs(labels[1].frame.minY + labels[1].firstBaselineOffsetFromTop! - fieldBaseline) <= 0.5)
    let emptyLabel = labels[3]
    #expect(abs(emptyLabel.frame.minY + emptyLabel.firstBaselineOffsetFromTop! - empty.frame.maxY) <= 0.5)
  }
}
