import Testing

@testable import Trellis

/// San Francisco's advance tables against the widths measured on iOS 26.1 (Vercantez/openuikit,
/// `golden/font_metrics_ios.json` at 32cc00a3): strings without kerning pairs must come out exactly, at sizes and
/// weights the tables were not read from as well as those they were.
@Suite struct SystemFontAdvancesTests {
  /// (weight, size, measured widths of "Hello UIKit", "iiiiillll" and "WWWW MMMM"), none of which kerns in San
  /// Francisco.
  static let measured: [(Font.Weight, Double, [Double])] = [
    (.regular, 8, [41.95703125, 19.8046875, 63.015625]),
    (.medium, 8, [43.052831649780273, 20.884731292724609, 63.814914703369141]),
    (.regular, 10, [50.9423828125, 23.525390625, 77.5390625]),
    (.bold, 10, [54.677734375, 27.20703125, 80.263671875]),
    (.heavy, 10, [56.669891476631165, 29.17054295539856, 81.716774702072144]),
    (.black, 10, [58.4130859375, 30.888671875, 82.98828125]),
    (.medium, 11, [56.834362268447876, 26.782911777496338, 85.811913967132568]),
    (.semibold, 12, [62.42270565032959, 29.762746810913086, 93.851846694946289]),
    (.regular, 17, [79.66259765625, 34.3154296875, 126.138671875]),
    (.regular, 18, [84.066409707069397, 36.164475202560425, 133.36990141868591]),
    (.medium, 18, [86.532766637232271, 38.581823796703247, 135.17020841463818]),
    (.regular, 19, [88.439537465572357, 37.995150685310364, 140.58065664768219]),
    (.bold, 19, [95.541342690587044, 44.916914910078049, 145.7683752477169]),
    (.semibold, 20, [96.358083947561681, 43.541979650035501, 150.39252628572285]),
    (.regular, 21, [95.664999961853027, 40.747941970825195, 153.98871803283691]),
    (.heavy, 21, [107.72578709482332, 52.080462295270991, 162.83995842043078]),
    (.medium, 24, [111.83842121361522, 49.634584333864041, 178.3165017409483]),
    (.regular, 29, [131.349609375, 56.99462890625, 212.95458984375]),
    (.regular, 30, [135.87890625, 58.9599609375, 220.2978515625]),
    (.bold, 30, [147.16552734375, 68.73046875, 228.662109375]),
    (.semibold, 36, [170.47192239761353, 77.227938652038574, 269.7647123336792]),
    (.black, 36, [188.982421875, 93.251953125, 283.482421875]),
    // Lighter than regular: ultralight at 8 and 20 pt and light at 8 pt gave the tables; thin at both sizes and light
    // at 20 pt were read from none of them.
    (.ultraLight, 8, [38.932754755020142, 17.094762325286865, 60.190076351165771]),
    (.thin, 8, [39.586700916290283, 17.68073558807373, 60.801051139831543]),
    (.light, 8, [40.927120923995972, 18.881828784942627, 62.053390979766846]),
    (.ultraLight, 20, [83.357946695759892, 31.330279556568712, 139.29934929823503]),
    (.thin, 20, [85.144219044595957, 32.990010674111545, 140.94772718381137]),
    (.light, 20, [88.805614029988647, 36.392028958071023, 144.32647428708151]),
  ]

  @Test func advancesReproduceTheMeasuredWidths() throws {
    for (weight, size, widths) in Self.measured {
      let advances = try #require(SystemFontAdvances(size: size, weight: weight))
      for (text, expected) in zip(["Hello UIKit", "iiiiillll", "WWWW MMMM"], widths) {
        let sum = text.unicodeScalars.reduce(0) { $0 + (advances.advance(of: $1) ?? .nan) }
        // The ultralight tables are kept to a hundredth of a unit; the others are whole units, exact.
        let tolerance = weight < .regular ? 0.005 : 1e-9
        #expect(abs(sum - expected) < tolerance, "\(weight) \(size) pt \"\(text)\": \(sum) vs \(expected)")
      }
    }
  }

  /// The weights below regular, italics and characters outside printable ASCII are not in the tables.
  @Test func whatTheTablesDoNotCover() throws {
    #expect(SystemFontAdvances(size: 17, weight: Font.Weight(rawValue: .nan)) == nil)
    #expect(SystemFontAdvances(size: 17, weight: .regular, italic: true) == nil)
    let advances = try #require(SystemFontAdvances(size: 17, weight: .regular))
    #expect(advances.advance(of: "é") == nil)
    #expect(advances.advance(of: "\n") == nil)
    #expect(advances.advance(of: "L") == 1111.0 * 17 / 2048)
  }

  /// Kerned text: the measurer adds the bundled font's tightening pairs, scaled to San Francisco's, to the exact
  /// advances. The pangram as measured with kerning (regular 13, 17, 22 and 28 pt; bold 17 pt) is met within 0.3 pt.
  @Test(arguments: [
    (Font.Weight.regular, 13.0, 270.1181640625), (.regular, 17, 338.9541015625), (.bold, 17, 360.141845703125),
    (.regular, 22, 420.56874853372574), (.regular, 28, 530.455078125),
  ])
  func kernedPangram(weight: Font.Weight, size: Double, measured: Double) {
    let font = Font.systemFont(ofSize: size, weight: weight)
    let width = FontTextMeasurer.shared.width(of: "The quick brown fox jumps over the lazy dog", font: font)
    #expect(abs(width - measured) < 0.3, "\(weight) \(size) pt: \(width) vs \(measured)")
  }

  /// A named font that is not registered keeps the calibrated Inter approximation: Open Sans labels of the corpus
  /// (053, 10 pt: "WEIGHT" 39, "TODAY" 33, "REQUESTS" 53 wide at 2×) match it, and come out 1–1.5 pt wider with
  /// San Francisco's advances.
  @Test(arguments: [("WEIGHT", 39.0), ("TODAY", 33), ("REQUESTS", 53)])
  func unregisteredFontsKeepTheApproximation(text: String, stored: Double) {
    let label = Label(text: text, font: Font(name: "OpenSans", size: 10))
    label.contentScaleFactor = 2
    #expect(abs(label.intrinsicContentSize.width - stored) <= 0.5)
  }

  /// Beyond the harvest's 36 pt the tracking follows Apple's published table: public storyboards (@2x) store a
  /// 60-pt bold "Login" 152.5 wide (Xcode 10, LoginFormWithFirebase), a 50-pt bold one 128 (Xcode 12.4, ChatApp)
  /// and fit a 142-pt "0" into an 87 : 170 box 87 wide and 169.5 tall (Xcode 13, Scoreboard), so its intrinsic width
  /// is at most 169.5 × 87 / 170 ≈ 86.7. Held at the 36-pt tracking they came out 155, 129 and 88.
  @Test(arguments: [("Login", 60.0, Font.Weight.bold, 152.5), ("Login", 50, .bold, 128), ("0", 142, .regular, 86.5)])
  func displaySizesTrackAsPublished(text: String, size: Double, weight: Font.Weight, stored: Double) {
    let label = Label(text: text, font: .systemFont(ofSize: size, weight: weight))
    label.contentScaleFactor = 2
    let width = label.intrinsicContentSize.width
    #expect(abs(width - stored) <= 0.5, "\(text) at \(size) pt: \(width)")
  }
}
