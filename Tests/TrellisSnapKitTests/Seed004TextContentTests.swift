import Testing
import Trellis
import TrellisSnapKit

/// Seed 004 with real content: the scroll view's content size comes from the text inside it (a stack of
/// multi-line labels wrapped to the frame guide's width), and grows with the text size.
extension Seed004ScrollViewTests {
  @Test(arguments: [(1, false), (12, true)])
  func contentSizeFollowsTheText(paragraphs: Int, scrolls: Bool) throws {
    let superview = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let scrollView = ScrollView()
    let stack = StackView()
    stack.axis = .vertical
    stack.spacing = 12
    superview.addSubview(scrollView)
    scrollView.addSubview(stack)
    let text = "Scroll views take their content size from the constraints of their content. "
    let labels = (0..<paragraphs).map { _ in
      let label = Label(text: String(repeating: text, count: 3))
      label.numberOfLines = 0
      return label
    }
    for label in labels { stack.addArrangedSubview(label) }
    scrollView.snp.makeConstraints { make in
      make.edges.equalToSuperview()
    }
    stack.snp.makeConstraints { make in
      make.edges.equalTo(scrollView.contentLayoutGuide).inset(16)
      make.width.equalTo(scrollView.frameLayoutGuide).offset(-32)
    }
    superview.layoutIfNeeded()
    let lines = try FontTextMeasurer.shared.layout(labels[0].text!, font: labels[0].font, width: 343).lineCount
    let labelHeight = (Double(lines) * 20.287109375 * 2).rounded(.up) / 2
    #expect(labels[0].frame.size == Size(width: 343, height: labelHeight))
    let expected = Double(paragraphs) * labelHeight + Double(paragraphs - 1) * 12 + 32
    #expect(scrollView.contentSize == Size(width: 375, height: expected))
    #expect(scrollView.scrollsVertically == scrolls)
    #expect(!scrollView.scrollsHorizontally)
  }
}
