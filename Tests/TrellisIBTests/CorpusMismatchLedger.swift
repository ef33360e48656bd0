/// Every view of the shared corpus whose stored frame Trellis does not reproduce, with the reason. The issue asks for
/// each remaining mismatch to be explained as a stale stored frame or a Trellis bug; this ledger is that explanation,
/// and `CorpusFidelityTests.everyMismatchIsInTheLedger` holds it to the code: a view that starts to mismatch fails
/// the test, and so does a listed view that now matches, so the ledger shrinks as fidelity improves.
///
/// Counts when the ledger was written (115 of 1,546 views): text measurement 66, stale stored frames 36, symbol
/// images 4, inside an ambiguous superview 2, single observations 2, the display-scale rule 1, unexplained 4.
enum MismatchCause: String, Sendable {
  /// The stored frame is not what Apple's engine gives for the document as saved: Interface Builder left it where
  /// an earlier edit put it (a library default, a row since deleted, an image since replaced). No engine that
  /// follows the constraints reproduces it.
  case staleFrame
  /// Text measured without Apple's fonts: San Francisco's kerning pairs and the advances of older releases, or a
  /// font neither the document's app nor Trellis's catalogue provides. Also the views a mismeasured text view
  /// pushes (the next button in a stack, the label pinned below).
  case textMeasurement
  /// An SF Symbol's point size: `<resources>` stores only the symbol's proportions.
  case symbolImage
  /// The view lies inside a view Interface Builder marks ambiguous and is pinned to its edges, so its frame follows
  /// that superview's arbitrary stored size.
  case ambiguousSuperview
  /// A canvas value seen in one document only, too little evidence for a rule.
  case singleObservation
  /// The 1× rule (`SceneBuilder.wasLaidOutAtWholePoints`) trades this view for others.
  case displayScale
  /// Not understood.
  case unexplained
}

enum CorpusMismatchLedger {
  /// The mismatches, by document (the three-digit prefix of its file name), then by view id.
  static let entries: [String: [String: MismatchCause]] = [
    // Xcode 9 stored the Title1 label at 159.5 × 31.5, which is San Francisco at about 26 pt, not the 28 pt of the
    // Large category; the views below it, down to the two buttons, move with it. "non renewing" is 104 pt wide. The
    // 17-pt labels' whole-point heights (21) put the scene's text on whole points, so the Title1 label is 34 tall.
    "011": [
      "FTs-3H-z8C": .textMeasurement, "gg1-bw-Mzz": .textMeasurement, "s8k-6i-mKn": .textMeasurement,
      "FII-Z2-VOo": .textMeasurement, "5G0-vy-9K1": .textMeasurement, "CG8-Ue-vcg": .textMeasurement,
      "Hpv-ED-Dlg": .textMeasurement,
    ],
    // "66.6 FPS" in Title1 is 2 pt narrower than the sum of San Francisco's advances. The notes row is 52 pt tall on
    // the iOS 26.1 canvas, the only such row seen. An empty label is stored 19 pt tall.
    "012": [
      "9t5-wq-j1u": .textMeasurement, "YpX-oe-ozj": .singleObservation, "dnv-Ko-xf3": .singleObservation,
      "kTp-aB-7rQ": .unexplained,
    ],
    // A segmented control 1 pt narrower, and the button after it. Two text fields pinned top and bottom inside
    // views Interface Builder marks ambiguous.
    "013": [
      "leb-7e-tKO": .textMeasurement, "FRf-jj-b4b": .textMeasurement, "zSF-SH-Kt7": .ambiguousSuperview,
      "3ly-JH-kKn": .ambiguousSuperview,
    ],
    // A Helvetica Neue Light title, 1 pt off.
    "014": ["Acu-Hm-ONQ": .textMeasurement],
    // Button titles 1 pt off (Xcode 10's San Francisco).
    "016": ["RzG-Jv-y0g": .textMeasurement, "VS9-AF-nlm": .textMeasurement, "J3U-aD-4Vu": .textMeasurement],
    // The one Retina frame, (−6.5, 7.5), in a scene laid out on whole points.
    "018": ["9cx-oo-bpe": .displayScale],
    // Lucida Grande attributed text, a title 2 pt off, and a label whose width is on @3x pixels in a scene whose
    // one-line labels are on whole points (text measured at 1×, `SceneBuilder.textWasMeasuredAtWholePoints`).
    "024": ["Qlp-Ss-wVH": .textMeasurement, "NJl-s5-uPY": .textMeasurement, "UPq-F1-1sn": .textMeasurement],
    // Rows stored 1,000 pt tall and every view placed after them: the sliders' designable never re-laid them out.
    "025": [
      "vLX-Al-x4t": .staleFrame, "lW2-QB-a6m": .staleFrame, "4Bv-o7-kgC": .staleFrame, "ZbB-zJ-Dfg": .staleFrame,
      "znU-mw-gGI": .staleFrame, "Ahu-fn-J6H": .staleFrame, "o2d-za-oGW": .staleFrame, "613-aL-7qy": .staleFrame,
      "6lR-UP-Rif": .staleFrame, "UO4-vG-mVJ": .staleFrame, "uyP-kF-sll": .staleFrame, "TkB-Ae-UyR": .staleFrame,
      "6DO-gh-4jc": .staleFrame, "Bgk-Yr-EBJ": .staleFrame, "0n8-IU-IeJ": .staleFrame, "xhS-EN-OHA": .staleFrame,
      "4fx-Bh-YjK": .staleFrame, "fBv-8c-olf": .staleFrame, "Nye-wT-PRS": .staleFrame, "2cE-mb-5Qg": .staleFrame,
      "l8y-VH-a0j": .staleFrame, "jfR-I3-Sv9": .staleFrame, "oNg-qP-svw": .staleFrame, "k69-Or-3S3": .staleFrame,
      "lTp-2g-Lnt": .staleFrame,
    ],
    // Rows stored below rows since deleted; a picker stored 120 pt tall (its intrinsic height is 216) and the
    // stack and panels around it.
    "027": [
      "0w5-J3-37R": .staleFrame, "cmI-Lb-6Pc": .staleFrame, "5VN-pD-Nj3": .staleFrame, "XfI-vs-Klt": .staleFrame,
      "5YH-3K-Z6I": .staleFrame, "Pif-t8-9Jy": .staleFrame, "yzf-TH-izK": .staleFrame, "HUW-7m-I9b": .staleFrame,
    ],
    "032": ["mrw-PM-jJJ": .textMeasurement],
    // 36-pt Helvetica labels 6 pt narrower than Helvetica's advances.
    "035": ["KQZ-1w-vlD": .textMeasurement, "zEq-FU-wV5": .textMeasurement],
    // Buttons sized by `mic.fill`, `video.slash.fill` and a third symbol.
    "041": ["kDR-Ds-I7B": .symbolImage, "YDj-MO-jIc": .symbolImage, "AUJ-gl-fCG": .symbolImage],
    // Text views 3,372 pt wide, sized by one long line: 1 pt off.
    "043": ["5Ss-Dk-nhq": .textMeasurement, "cBP-KD-G41": .textMeasurement],
    "049": ["ox7-yY-YRf": .textMeasurement, "Udf-vz-0kh": .textMeasurement],
    // "numOfRows" is 1 pt narrower than San Francisco's advances (83 against 83.58), and every button and stack after
    // it in the rows moves by that point; a text field and its stack sized by a placeholder.
    "050": [
      "iQI-Hq-aUc": .textMeasurement, "aZd-el-ynv": .textMeasurement, "iq5-na-Ibe": .textMeasurement,
      "ykE-Ba-EbA": .textMeasurement, "cDl-9c-uWn": .textMeasurement, "Pb9-XQ-mrA": .textMeasurement,
      "owT-zj-Nux": .textMeasurement, "wAg-fY-dvR": .textMeasurement, "5AH-vM-Sfm": .textMeasurement,
      "vdq-Qe-RXg": .textMeasurement, "pqT-rR-7vp": .textMeasurement, "8W7-z1-FLL": .textMeasurement,
      "s4K-u3-XNC": .textMeasurement, "pY3-9l-obO": .textMeasurement, "UFs-LS-ELE": .textMeasurement,
      "lIg-Y1-ODc": .textMeasurement, "JUA-it-04n": .textMeasurement, "Hva-aw-jhb": .textMeasurement,
      "GrB-Ci-kGG": .textMeasurement, "DXf-xv-kka": .textMeasurement,
    ],
    "052": ["Irl-Rb-fcB": .textMeasurement],
    // Open Sans labels whose stored sizes fit Helvetica Neue (Interface Builder lacked the font too), and three
    // images stored at twice their catalogue size (the `arrow` asset was replaced after the frames were saved).
    "053": [
      "uWG-zH-Vjo": .textMeasurement, "9ka-ho-kkM": .textMeasurement, "BUL-Of-nxF": .textMeasurement,
      "mNy-cH-kEi": .textMeasurement, "vW5-Q1-KFs": .staleFrame, "4ve-4H-KPK": .textMeasurement,
      "DCW-h4-xYV": .staleFrame, "YsL-0v-aFS": .staleFrame,
    ],
    "054": ["uWG-zH-Vjo": .textMeasurement, "9ka-ho-kkM": .textMeasurement, "4ve-4H-KPK": .textMeasurement],
    // "Show" buttons 1 pt narrower and the text fields beside them. A Subhead button stored 264 pt wide whose title
    // measures 220.
    "055": [
      "YC2-RH-QoV": .textMeasurement, "TfW-wf-V06": .textMeasurement, "fct-XR-fEa": .textMeasurement,
      "GY9-nr-jFb": .textMeasurement, "KgN-kQ-Cyc": .textMeasurement, "cFF-qt-WLs": .textMeasurement,
      "vXG-7q-4qg": .unexplained,
    ],
    // Two scenes whose body labels are stored 21 pt tall, text measured on whole points: "Folder" is 48.667 and 49
    // pt wide where San Francisco's advances give 47.6 (48 at 1×). A body label stored 20 pt tall beside 21-pt ones.
    "056": ["RtT-rR-5LA": .textMeasurement, "3Tp-A7-7rS": .textMeasurement, "mxj-Bw-Jfx": .textMeasurement],
    "057": ["Edf-Sz-AqQ": .symbolImage],
    "062": ["JME-9t-3qr": .textMeasurement],
    // "Lost your password?" in Subhead, 1 pt narrower than the sum of advances, three times.
    "076": ["Gzk-TE-YfP": .textMeasurement, "0P1-6g-BI3": .textMeasurement, "XI0-rr-yUh": .textMeasurement],
    // An aspect-fit image in a scroll view's stack, stored a third of a point smaller than its 166 × 160 asset.
    "077": ["71B-O7-xJc": .unexplained],
    // A 21 × 21 image button stored 22 pt tall.
    "080": ["dVb-1V-eVG": .unexplained],
  ]
}
