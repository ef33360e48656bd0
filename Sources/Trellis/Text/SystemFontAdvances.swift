/// San Francisco's advance widths (iOS's system font, the `.SFUI` cut UIKit uses) for printable ASCII, from weight
/// ultralight to black, at any point size: the measured widths of iOS 26.1 reduced to the font's own structure.
///
/// Provenance: the public project Vercantez/openuikit, `golden/font_metrics_ios.json` at commit 32cc00a3, measured on
/// the iOS 26.1 simulator with `NSString.size(withAttributes:)` of each character alone in
/// `UIFont.systemFont(ofSize:weight:)` (no pair kerning; the size's tracking included). Only measurements are carried
/// over. Reading 40 of its entries (weights regular…black at 8, 10–22, 24, 28–30 and 36 pt) shows the system font
/// is a variable font interpolated exactly (to the last bit of every advance) along three axes:
/// - weight: every weight is `regular + w × (black − regular)`, with w = 0.18335 (medium), 0.31665 (semibold),
///   0.5 (bold), 0.76666 (heavy), and the lighter ones `regular + w × (ultralight − regular)`, w = 0.34055 (light),
///   0.78377 (thin);
/// - optical size: `text + t × (display − text)`, where text is the 17-pt design (t = 0 up to 17 pt) and display the
///   28-pt one (t = 1 from 28 pt);
/// - tracking: k font units (of 2048) added to every character, a function of the size alone.
/// So six tables (regular, black and ultralight, text and display, in font units) and t and k per size give every
/// advance. The 40 entries reproduce exactly; sizes between the measured ones are interpolated, t and k are held
/// below 8 pt, and beyond 36 pt k follows Apple's published tracking table. `SystemFontAdvancesTests` checks the
/// tables against the source's measured string widths.
struct SystemFontAdvances: Equatable {
  /// Where the weight lies between regular (0) and black (1), or, negative, between regular and ultralight (−1).
  let weightPosition: Double
  /// Where the size lies between the text (0) and display (1) designs.
  let displayPosition: Double
  /// Font units added to every advance.
  let tracking: Double
  /// Points per font unit at this size.
  let pointsPerUnit: Double
  /// What the bundled font's kerning is multiplied by at this size.
  let kerningScale: Double

  /// The advances of the system font at `size` and `weight`, or nil for italics, which the tables do not cover.
  /// With `separateTextFont`, 18 and 19 pt are set as iOS 13 and earlier set them (see ``legacyTextTracking(_:)``).
  init?(size: Double, weight: Font.Weight, italic: Bool = false, separateTextFont: Bool = false) {
    guard !italic, size.isFinite, size > 0, let position = Self.weightPosition(weight) else { return nil }
    weightPosition = position
    if separateTextFont && size > 17 && size < 20 {
      (displayPosition, tracking) = (0, Self.legacyTextTracking(size))
    } else {
      (displayPosition, tracking) = Self.opticalSize(size)
    }
    pointsPerUnit = size / 2048
    kerningScale = Self.kerningScale(size)
  }

  /// The advance of `scalar` in points, or nil for characters outside printable ASCII.
  @inline(__always)
  func advance(of scalar: Unicode.Scalar) -> Double? {
    let index = Int(scalar.value) - 0x20
    guard index >= 0 && index < 95 else { return nil }
    let regular = Double(Self.regularText[index])
    let regularDisplay = Double(Self.regularDisplay[index])
    let text: Double
    let display: Double
    if weightPosition >= 0 {
      text = regular + weightPosition * (Double(Self.blackText[index]) - regular)
      display = regularDisplay + weightPosition * (Double(Self.blackDisplay[index]) - regularDisplay)
    } else {
      text = regular - weightPosition * (Self.ultraLightText[index] - regular)
      display = regularDisplay - weightPosition * (Self.ultraLightDisplay[index] - regularDisplay)
    }
    return (text + displayPosition * (display - text) + tracking) * pointsPerUnit
  }

  /// The position on the regular…black axis of UIKit's weights (measured: medium 0.18335, semibold 0.31665, bold
  /// 0.5, heavy 0.76666), interpolated between them; below regular, minus the position on the regular…ultralight
  /// axis (light 0.340548, thin 0.783768: every advance of the 8-pt light and thin entries of the same harvest is
  /// `regular + w × (ultralight − regular)` with that one w, tracking cancelling out). Nil for a weight that is
  /// not a number.
  static func weightPosition(_ weight: Font.Weight) -> Double? {
    let value = weight.rawValue
    guard value.isFinite else { return nil }
    return interpolate(weights, positions, at: value)
  }

  private static let weights: [Double] = [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62]
  private static let positions: [Double] = [
    -1, -0.7837677334, -0.3405476740, 0, 0.183349609375, 0.316650390625, 0.5, 0.76666259765625, 1,
  ]

  /// The measured sizes with, for each, t (the position between the text and display designs) and k (the tracking
  /// in font units, relative to the 17-pt table for t = 0 and the 28-pt table for t = 1).
  ///
  /// Beyond 36 pt, where the harvest ends, k follows the tracking table of Apple's Human Interface Guidelines
  /// (Typography › Tracking values › SF Pro): +10/1000 em at 36–40 pt, +8 at 44–48, +7 at 50, +6 at 54–56, +4 at
  /// 60–64, +2 at 68–72, +1 at 76 and 0 from 80 pt up, each step of 1/1000 em being 2.048 units below the measured
  /// −7 at 36 pt. Between 8 and 36 pt the same table agrees with the measured k to within 2% (8 pt to 17 pt: 52/1000
  /// em = 106.5 units in the table, 104 measured). Interface Builder stores labels that follow it: a 60-pt bold
  /// "Login" 152.5 pt wide and a 50-pt one 128 (public storyboards of Xcode 10–12, @2x), and a 142-pt "0" that fits
  /// an 87 : 170 box 87 wide (held at the 36-pt tracking they came out 155, 129 and 88).
  private static let sizes: [Double] = [
    8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 28, 29, 30, 36, 40, 44, 48, 50, 54, 56, 60, 64, 68,
    72, 76, 80,
  ]
  private static let displayPositions: [Double] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0.04547119140625, 0.09088134765625, 0.236328125, 0.3818359375, 0.52728271484375,
    0.81817626953125, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  ]
  private static let trackings: [Double] = [
    104, 76, 64, 52, 40, 30, 20, 12, 0, -1.6376953125, -3.2705078125, -12.90625, -13.546875, -14.1826171875,
    -7.4541015625, 0, -1, -1, -7, -7, -7 - 2 * 2.048, -7 - 2 * 2.048, -7 - 3 * 2.048, -7 - 4 * 2.048,
    -7 - 4 * 2.048, -7 - 6 * 2.048, -7 - 6 * 2.048, -7 - 8 * 2.048, -7 - 8 * 2.048, -7 - 9 * 2.048,
    -7 - 10 * 2.048,
  ]

  /// How San Francisco's kerning at `size` compares with the bundled Inter's negative (tightening) pairs.
  ///
  /// The advance tables hold no kerning, so pairs come from Inter. The same source measures whole strings with
  /// kerning: "The quick brown fox jumps over the lazy dog" in regular is tightened by 0.99× Inter's negative pairs at
  /// 10–17 pt, 1.02× at 19, 1.05× at 20, 1.09× at 21, 1.13× at 22, 1.21× at 24 and 1.25× at 28 and 30 (the display
  /// design kerns more). Inter's positive pairs are left out: "Hello UIKit" measures exactly its advances in every
  /// entry (no kerning), while Inter widens its "Ki" by 0.44–0.9 pt.
  static func kerningScale(_ size: Double) -> Double {
    interpolate(kerningSizes, kerningScales, at: size)
  }

  private static let kerningSizes: [Double] = [17, 19, 20, 21, 22, 24, 28]
  private static let kerningScales: [Double] = [0.99, 1.015, 1.053, 1.091, 1.129, 1.206, 1.254]

  /// The tracking of SF Text, the separate text font of iOS 9 to 13, at `size` (17 to 20 pt), in font units relative
  /// to the 17-pt table.
  ///
  /// Before iOS 14 made San Francisco one variable font whose design moves continuously from text to display between
  /// 17 and 28 pt, iOS set text below 20 pt in SF Text, with no display design mixed in, and tracked it by its own
  /// table: 0.12 pt at 10, 0 at 12, −0.24 at 15, −0.408 at 17, −0.45 at 18, −0.49 at 19 (the values Apple's design
  /// guidelines gave for SF UI Text, as the public Sketch plugin kylehickinson/Sketch-SF-UI-Font-Fixer lists them).
  /// The 17-pt table carries today's 17-pt tracking, −52 units (12 pt, untracked in both releases, is 52 units
  /// looser in ``opticalSize(_:)``), so a size's SF Text tracking is its table value in units plus 52. Only 18
  /// and 19 pt are set this way (`init(size:weight:italic:separateTextFont:)`): there the releases differ most, and
  /// Interface Builder documents saved by Xcode 9.3 to 11 store four of the five system-font labels whose widths follow
  /// their text as SF Text sets them and none as today's font does (the fifth, "9999" at 18 pt, is half a point
  /// wider than either; see `TextMeasurementTests`). At 17 pt and below the two tables differ by less than 3 units,
  /// and the documents do not choose between them: set this way, four labels gained and two buttons lost.
  static func legacyTextTracking(_ size: Double) -> Double {
    interpolate(legacyTextSizes, legacyTextTrackings, at: size) * 2048 / size + 52
  }

  /// SF Text's tracking in points at the sizes this is used between (see above for the smaller ones).
  private static let legacyTextSizes: [Double] = [17, 18, 19]
  private static let legacyTextTrackings: [Double] = [-0.408, -0.45, -0.49]

  /// (t, k) at `size`.
  static func opticalSize(_ size: Double) -> (display: Double, tracking: Double) {
    (interpolate(sizes, displayPositions, at: size), interpolate(sizes, trackings, at: size))
  }

  /// Piecewise-linear interpolation over points (xs[i], ys[i]) sorted by x, held beyond the ends.
  private static func interpolate(_ xs: [Double], _ ys: [Double], at x: Double) -> Double {
    guard let first = xs.first, let last = xs.last else { return 0 }
    if x <= first { return ys[0] }
    if x >= last { return ys[ys.count - 1] }
    var upper = 1
    while xs[upper] < x { upper += 1 }
    let lower = upper - 1
    return ys[lower] + (x - xs[lower]) / (xs[upper] - xs[lower]) * (ys[upper] - ys[lower])
  }

  // Advances in font units (2048 per em) of U+0020…U+007E, in code point order.
  static let regularText: [Int16] = [
    524, 585, 926, 1238, 1238, 1843, 1405, 556, 730, 730, 914, 1238, 556, 914, 556, 572,
    1238, 898, 1184, 1232, 1266, 1214, 1252, 1114, 1256, 1252, 556, 556, 1238, 1238, 1238, 998,
    1828, 1328, 1294, 1414, 1436, 1168, 1120, 1477, 1468, 496, 1050, 1297, 1111, 1738, 1468, 1528,
    1249, 1528, 1286, 1253, 1246, 1458, 1328, 1930, 1338, 1290, 1303, 730, 572, 730, 1238, 1143,
    972, 1078, 1206, 1094, 1206, 1118, 689, 1196, 1153, 454, 453, 1060, 466, 1730, 1143, 1158,
    1198, 1196, 728, 1020, 692, 1143, 1058, 1534, 1022, 1060, 1052, 730, 478, 730, 1238,
  ]
  static let blackText: [Int16] = [
    428, 770, 1300, 1408, 1408, 2295, 1540, 764, 922, 922, 966, 1408, 764, 966, 764, 694,
    1462, 1094, 1346, 1404, 1444, 1399, 1444, 1258, 1482, 1444, 764, 764, 1408, 1408, 1408, 1180,
    1865, 1568, 1442, 1518, 1521, 1275, 1223, 1533, 1636, 704, 1308, 1504, 1221, 1871, 1574, 1589,
    1406, 1589, 1454, 1408, 1354, 1552, 1522, 2100, 1546, 1506, 1360, 922, 694, 922, 1408, 1322,
    972, 1233, 1358, 1208, 1358, 1239, 878, 1343, 1332, 618, 618, 1299, 638, 1984, 1322, 1276,
    1348, 1352, 950, 1196, 894, 1322, 1225, 1832, 1252, 1282, 1164, 922, 644, 922, 1408,
  ]
  static let regularDisplay: [Int16] = [
    448, 574, 854, 1266, 1266, 1683, 1398, 548, 688, 688, 848, 1266, 468, 906, 468, 600,
    1270, 936, 1187, 1240, 1266, 1226, 1292, 1148, 1256, 1292, 468, 468, 1266, 1266, 1266, 1030,
    1819, 1329, 1266, 1433, 1418, 1159, 1109, 1475, 1460, 488, 1042, 1258, 1102, 1730, 1460, 1526,
    1211, 1526, 1255, 1243, 1218, 1454, 1320, 1920, 1328, 1282, 1291, 688, 600, 688, 1266, 1107,
    1052, 1056, 1162, 1054, 1162, 1077, 650, 1152, 1132, 450, 448, 1022, 446, 1673, 1107, 1115,
    1153, 1152, 659, 981, 645, 1107, 1017, 1493, 987, 1024, 986, 688, 470, 688, 1266,
  ]
  static let blackDisplay: [Int16] = [
    418, 777, 1068, 1405, 1440, 2019, 1532, 614, 932, 932, 1048, 1440, 574, 956, 574, 696,
    1472, 1086, 1339, 1395, 1442, 1390, 1435, 1251, 1458, 1435, 574, 574, 1440, 1440, 1440, 1212,
    1872, 1562, 1410, 1540, 1505, 1244, 1192, 1558, 1584, 652, 1299, 1473, 1178, 1853, 1522, 1612,
    1374, 1611, 1423, 1398, 1302, 1500, 1514, 2090, 1535, 1498, 1349, 932, 696, 932, 1440, 1308,
    1052, 1241, 1338, 1233, 1333, 1252, 863, 1333, 1317, 592, 592, 1237, 602, 1919, 1308, 1287,
    1333, 1331, 887, 1183, 866, 1308, 1202, 1799, 1230, 1239, 1139, 932, 576, 932, 1440,
  ]
  // Ultralight (UIKit's `.ultraLight`, an instance of the variable font, so not whole units): the text design is the
  // 8-pt entry less its tracking (104 units); the display design follows from the 20-pt entry, where t = 0.236328125
  // and k = −12.90625. Light and thin at 20 pt, read from neither, come out within 0.002 pt of their measured
  // advances.
  static let ultraLightText: [Double] = [
    451.85, 524.88, 750.25, 1201.00, 1201.00, 1677.43, 1449.40, 511.60, 637.50, 637.50, 939.90, 1201.00, 511.60,
    939.90, 511.60, 501.70, 1213.95, 775.90, 1141.45, 1159.85, 1248.43, 1180.70, 1202.05, 1097.35, 1215.30, 1202.05,
    511.60, 511.60, 1201.00, 1201.00, 1201.00, 907.35, 1800.25, 1278.05, 1214.45, 1381.63, 1387.90, 1098.63, 1068.20,
    1408.55, 1371.80, 373.90, 1008.38, 1183.23, 1037.93, 1652.90, 1390.30, 1472.50, 1162.98, 1472.50, 1199.98,
    1189.18, 1192.35, 1382.15, 1278.05, 1852.30, 1265.85, 1221.55, 1222.53, 637.50, 501.70, 637.50, 1201.00, 1134.68,
    972.00, 1063.20, 1189.35, 1091.23, 1198.60, 1129.10, 621.48, 1179.35, 1144.68, 381.85, 381.78, 999.88, 382.75,
    1701.33, 1134.68, 1152.45, 1179.50, 1179.35, 679.90, 978.38, 630.95, 1134.68, 961.80, 1473.88, 942.45, 961.95,
    985.40, 637.50, 370.70, 637.50, 1201.00,
  ]
  static let ultraLightDisplay: [Double] = [
    444.30, 527.75, 692.13, 1259.53, 1230.85, 1478.58, 1402.62, 516.55, 586.25, 586.25, 718.50, 1230.85, 436.55,
    893.05, 436.55, 517.68, 1208.95, 802.80, 1165.73, 1154.90, 1192.00, 1190.85, 1196.73, 1102.68, 1206.05, 1196.73,
    436.55, 436.55, 1230.85, 1230.85, 1230.85, 939.35, 1755.18, 1231.88, 1166.10, 1331.25, 1340.30, 1078.53, 1047.95,
    1360.30, 1324.95, 327.05, 961.53, 1133.13, 1037.25, 1604.20, 1343.45, 1426.10, 1113.88, 1426.10, 1152.33, 1142.18,
    1144.00, 1335.60, 1231.20, 1805.30, 1217.00, 1174.70, 1175.38, 586.25, 517.68, 586.25, 1230.85, 1055.20, 1052.00,
    1015.30, 1108.35, 1013.30, 1108.35, 1049.25, 527.90, 1098.35, 1066.33, 327.90, 327.75, 911.93, 327.60, 1602.70,
    1055.20, 1071.53, 1098.43, 1098.35, 611.83, 903.30, 540.48, 1055.20, 888.43, 1388.48, 869.53, 888.95, 909.23,
    586.25, 323.85, 586.25, 1230.85,
  ]
}
