import Foundation
import Testing
import Trellis

@testable import TrellisIB

#if canImport(Glibc)
  import Glibc
#endif

/// Hostile and broken documents: each is read (and, when it has scenes, laid out) without crashing or hanging, and
/// gives the diagnostic that names the problem.
@Suite struct DocumentRobustnessTests {
  // MARK: Fixtures

  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina6_12" orientation="portrait"/>
    """

  /// A storyboard with these scenes.
  static func storyboard(_ scenes: String) -> String {
    header + "\n    <scenes>\n" + scenes + "\n    </scenes>\n</document>\n"
  }

  /// A scene whose controller `controller` has a root view `root` with `body` inside (subviews, constraints, …).
  static func scene(_ controller: String, root: String, _ body: String = "", extra: String = "") -> String {
    """
            <scene sceneID="\(controller)-scene">
                <objects>
                    <viewController id="\(controller)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(root)">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
    \(body)
                        </view>
    \(extra)
                    </viewController>
                </objects>
            </scene>
    """
  }

  /// A subview with a frame.
  static func subview(_ id: String, _ tag: String = "view", body: String = "") -> String {
    """
    <\(tag) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="10" y="20" width="100" height="40"/>
    \(body)
    </\(tag)>
    """
  }

  static func read(_ text: String, path: String = "test.storyboard") -> IBDocument {
    IBDocument(data: Data(text.utf8), path: path)
  }

  /// The 1-based line of the first line of `text` containing `marker`.
  static func line(of marker: String, in text: String) -> Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.firstIndex { $0.contains(marker) } ?? -1) + 1
  }

  /// Runs `body` and checks it took less than `limit`.
  static func timed<T>(
    under limit: Duration, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> T
  ) -> T {
    let clock = ContinuousClock()
    let start = clock.now
    let result = body()
    let elapsed = clock.now - start
    #expect(elapsed < limit, "took \(elapsed)", sourceLocation: sourceLocation)
    return result
  }

  /// Every diagnostic of reading and laying out every scene.
  static func allDiagnostics(_ document: IBDocument) -> [IBDiagnostic] {
    document.diagnostics + document.layoutAll().flatMap(\.diagnostics)
  }

  // MARK: Entities and document type declarations

  @Test func billionLaughsIsRefusedBeforeParsing() throws {
    var entities = "<!ENTITY lol0 \"lol\">\n"
    for level in 1...9 {
      entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
    }
    let text =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n\(entities)]>\n<document title=\"&lol9;\">&lol9;</document>\n"
    let document = Self.timed(under: .seconds(1)) { Self.read(text) }
    #expect(document.root == nil)
    #expect(document.scenes.isEmpty)
    let diagnostic = try #require(document.diagnostics.first)
    #expect(document.diagnostics.count == 1)
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.rule == "unsafe-xml")
    #expect(diagnostic.line == 2)
    #expect(diagnostic.message.contains("document type declarations are refused"))
  }

  @Test(arguments: [
    "file:///etc/passwd", "http://127.0.0.1:9/evil.dtd", "https://example.invalid/entities.dtd",
  ])
  func externalEntitiesAreNeitherResolvedNorFetched(url: String) throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- a comment first -->
      <!DOCTYPE document [ <!ENTITY x SYSTEM "\(url)"> ]>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>\
      <label text="&x;" id="l"><rect key="frame" x="0" y="0" width="10" height="10"/></label></objects></document>
      """
    let document = Self.read(text, path: "entity.xib")
    #expect(document.root == nil)
    let diagnostic = try #require(document.diagnostics.first)
    #expect(diagnostic.rule == "unsafe-xml")
    #expect(diagnostic.line == 3)
    #expect(diagnostic.file == "entity.xib")
    #expect(!diagnostic.message.contains("root:"))
  }

  @Test func anExternalEntityURLIsNeverConnectedTo() throws {
    // A listening socket on the loopback interface: the document's entity and its external DTD both point at it,
    // and nothing may connect.
    let listener = try #require(LoopbackListener())
    defer { listener.close() }
    let url = "http://127.0.0.1:\(listener.port)/entities.dtd"
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE document SYSTEM "\(url)" [ <!ENTITY x SYSTEM "\(url)"> ]>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>\
      <label text="&x;" id="l"><rect key="frame" x="0" y="0" width="10" height="10"/></label></objects></document>
      """
    let document = Self.read(text, path: "entity.xib")
    _ = document.layoutAll()
    #expect(document.diagnostics.map(\.rule) == ["unsafe-xml"])
    #expect(!listener.hasPendingConnection())
  }

  @Test func aDocumentTypeDeclarationInAnotherEncodingCannotSlipPast() throws {
    // In UTF-16 the bytes of `<!DOCTYPE` are interleaved with NULs; an EBCDIC declaration would hide them entirely.
    var utf16 = Data([0xFF, 0xFE])
    utf16.append(
      "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<d>&x;</d>"
        .data(using: .utf16LittleEndian)!)
    let refusedUTF16 = IBDocument(data: utf16, path: "u.xib")
    #expect(refusedUTF16.root == nil)
    #expect(refusedUTF16.diagnostics.map(\.rule) == ["malformed-xml"])
    #expect(refusedUTF16.diagnostics.first?.message.contains("not UTF-8") == true)

    let ebcdic = Self.read("<?xml version=\"1.0\" encoding=\"IBM037\"?>\n<document/>")
    #expect(ebcdic.root == nil)
    let diagnostic = try #require(ebcdic.diagnostics.first)
    #expect(diagnostic.rule == "unsupported-encoding")
    #expect(diagnostic.line == 1)
    #expect(diagnostic.message.contains("\"IBM037\""))
  }

  @Test(arguments: [
    ("<?xml?>\n<document/>", 1), ("<?xml-stylesheet?>\n<document/>", 1),
    ("<?xml version=\"1.0\"?>\n<document>\n<?pi?>\n</document>", 3),
    ("<?xml version=\"1.0\"?>\n<document/>\n<?pi data?>", 3),
  ])
  func processingInstructionsAreRefused(text: String, line: Int) throws {
    // swift-corelibs-foundation's XMLParser crashes on a processing instruction without data.
    let document = Self.read(text)
    #expect(document.root == nil)
    let diagnostic = try #require(document.diagnostics.first)
    #expect(diagnostic.rule == "unsafe-xml")
    #expect(diagnostic.line == line)
    #expect(diagnostic.message.contains("processing instructions are refused"))
  }

  @Test func processingInstructionsInCommentsAndCDATAAreText() throws {
    let text = "\u{FEFF}<?xml version=\"1.0\"?>\n<!-- <?pi?> -->\n<document><![CDATA[<?pi?>]]></document>\n"
    let document = Self.read(text)
    #expect(document.root?.name == "document")
    #expect(!document.diagnostics.contains { $0.severity == .error })
  }

  // MARK: Not a document

  @Test func aTruncatedDocumentSaysItEndsEarly() throws {
    let body = (0..<20).map { Self.subview("v-\($0)", body: "") }.joined(separator: "\n")
    let full = Self.storyboard(Self.scene("vc", root: "root", "<subviews>\n\(body)\n</subviews>"))
    #expect(Self.read(full).diagnostics.filter { $0.severity == .error }.isEmpty)
    let cut = String(full.prefix(full.count / 2))
    let document = Self.read(cut)
    #expect(document.root == nil)
    #expect(document.scenes.isEmpty)
    let diagnostic = try #require(document.diagnostics.first)
    #expect(diagnostic.rule == "malformed-xml")
    #expect(diagnostic.message.contains("truncated"))
    // libxml2 notices at the end of the input.
    #expect(diagnostic.line == cut.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(document.layoutAll().isEmpty)
  }

  /// Malformed XML is reported at the line the parser met it on, not where libxml2's recovery mode ended up (the end
  /// of the file), and says what is wrong. Each case breaks line 5 of a 9-line document (an unclosed `<foo>` shows at
  /// the next closing tag, line 6).
  @Test(
    arguments: [
      ("<foo>", 6, "a closing tag does not match its opening tag: <foo> opened on line 5 is not closed before it"),
      ("</subviews>", 5, "a closing tag does not match its opening tag: <view> opened on line 4 is not closed"),
      ("<view id=\"a\" id=\"b\"/>", 5, "an attribute appears twice in one tag"),
      ("Fish & chips", 5, "an & that starts no entity (write &amp;)"),
      ("\u{1}", 5, "characters that are not allowed in XML"),
    ])
  func malformedXMLIsReportedWhereItIs(insert: String, line: Int, message: String) throws {
    let lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" useAutolayout=\"YES\">",
      "<objects>",
      "<view id=\"top\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"100\"/>",
      insert,
      "</view>",
      "</objects>",
      "<resources/>",
      "</document>",
    ]
    let document = Self.read(lines.joined(separator: "\n"), path: "broken.xib")
    let diagnostic = try #require(document.diagnostics.first)
    #expect(document.root == nil)
    #expect(diagnostic.rule == "malformed-xml")
    #expect(diagnostic.line == line)
    #expect(diagnostic.message.contains(message))
  }

  @Test func aFiftyMegabyteDocumentLaysOutOrSaysWhy() throws {
    // A valid xib whose one label carries a 50 MB text attribute: libxml2 refuses attribute values over 10 MB, and
    // the reader must say so quickly rather than build or measure a 50 MB string.
    let huge = String(repeating: "lorem ipsum ", count: 50 << 20 / 12)
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" useAutolayout="YES">
          <device id="retina6_12" orientation="portrait"/>
          <objects>
              <view contentMode="scaleToFill" id="top">
                  <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
                  <subviews>
                      <label text="\(huge)" id="big"><rect key="frame" x="0" y="0" width="100" height="20"/></label>
                  </subviews>
              </view>
          </objects>
      </document>
      """
    #expect(text.utf8.count > 50_000_000)
    let diagnostics = Self.timed(under: .seconds(8)) { Self.allDiagnostics(Self.read(text, path: "huge.xib")) }
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.rule == "malformed-xml")
    // libxml2 gives up once it has read the value, after the label's start.
    #expect(diagnostic.line >= Self.line(of: "id=\"big\"", in: text))
    #expect(diagnostic.message.contains("too long"))
  }

  @Test func aDocumentWithTensOfThousandsOfViewsLaysOut() throws {
    // 21,000 views, each with a long user label: over 50 MB in all, read and laid out in a few seconds.
    let padding = String(repeating: "x", count: 2_400)
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" useAutolayout="YES">
          <device id="retina6_12" orientation="portrait"/>
          <objects>
              <view contentMode="scaleToFill" id="top">
                  <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                  <subviews>

      """
    for index in 0..<21_000 {
      text += "<view userLabel=\"\(padding)\" id=\"v\(index)\"><rect key=\"frame\" x=\"\(index % 300)\" y=\"1\" "
      text += "width=\"10\" height=\"10\"/></view>\n"
    }
    text += "</subviews></view></objects></document>\n"
    #expect(text.utf8.count > 50_000_000)
    let (document, layouts) = Self.timed(under: .seconds(8)) {
      let document = Self.read(text, path: "many.xib")
      return (document, document.layoutAll())
    }
    #expect(document.diagnostics.filter { $0.severity == .error }.isEmpty)
    let layout = try #require(layouts.first)
    #expect(layout.views.count == 21_001)
    #expect(layout.views.last?.frame == Rect(x: Double(20_999 % 300), y: 1, width: 10, height: 10))
  }

  @Test func aMissingPathOrAFolderIsUnreadableNotMalformed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = IBDocument(contentsOf: folder.appendingPathComponent("Main.storyboard").path)
    #expect(missing.diagnostics.map(\.rule) == ["unreadable-file"])
    #expect(missing.diagnostics.first?.message == "no such file")
    let directory = IBDocument(contentsOf: folder.path)
    #expect(directory.diagnostics.map(\.rule) == ["unreadable-file"])
    #expect(directory.diagnostics.first?.message == "is a folder, not a document")
  }

  /// A design device id Trellis does not know is laid out on Xcode's default device, and says so where the
  /// `<device>` element is (a known id says nothing).
  @Test func anUnknownDesignDeviceIsAWarning() throws {
    let known = Self.read(Self.storyboard(Self.scene("vc", root: "root")))
    #expect(!known.diagnostics.contains { $0.rule == "unknown-design-device" })
    let text = Self.storyboard(Self.scene("vc", root: "root"))
      .replacingOccurrences(of: "<device id=\"retina6_12\"", with: "<device id=\"retina9_9\"")
    let document = Self.read(text)
    let diagnostic = try #require(document.diagnostics.first { $0.rule == "unknown-design-device" })
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.line == Self.line(of: "<device id=", in: text))
    #expect(diagnostic.message.contains("\"retina9_9\""))
    #expect(document.layoutAll().first?.windowSize == Size(width: 375, height: 667))
  }

  @Test func binaryGarbageIsNotUTF8() throws {
    var generator = SplitMix64(seed: 0x1B_D0C)
    var bytes = (0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    bytes.insert(contentsOf: Array("<?xml version=\"1.0\"?>\n<document>\n".utf8), at: 0)
    let document = Self.timed(under: .seconds(1)) { IBDocument(data: Data(bytes), path: "garbage.storyboard") }
    #expect(document.root == nil)
    let diagnostic = try #require(document.diagnostics.first)
    #expect(diagnostic.rule == "malformed-xml")
    #expect(diagnostic.message.contains("not UTF-8 text (binary data?)"))
    #expect(diagnostic.line >= 3)

    // An element name that is not UTF-8 (swift-corelibs-foundation's XMLParser traps on it).
    let badName = IBDocument(data: Data([0x3C, 0xFF, 0x0A, 0x3E, 0x0A]), path: "name.xib")
    #expect(badName.diagnostics.map(\.rule) == ["malformed-xml"])
    #expect(badName.diagnostics.first?.message == "the file is not UTF-8 text (binary data?): byte 1 is not UTF-8")
    #expect(badName.diagnostics.first?.line == 1)

    // Text that is UTF-8 but not XML.
    let prose = Self.read("Hello, storyboard.\n")
    #expect(prose.diagnostics.map(\.rule) == ["malformed-xml"])
    #expect(prose.diagnostics.first?.message.contains("not XML") == true)
  }

  @Test(arguments: ["", "   \n\t\n"])
  func anEmptyFileSaysSo(text: String) throws {
    let document = Self.read(text, path: "empty.xib")
    #expect(document.root == nil)
    #expect(document.kind == .xib)
    let diagnostic = try #require(document.diagnostics.first)
    #expect(document.diagnostics.count == 1)
    #expect(diagnostic.rule == "malformed-xml")
    #expect(diagnostic.message == "the file is empty")
    #expect(diagnostic.line == 0)
    #expect(diagnostic.description == "empty.xib:1: error: the file is empty [malformed-xml]")
  }

  @Test func aNonInterfaceBuilderRootIsReported() throws {
    let text =
      "<?xml version=\"1.0\"?>\n<!-- not a storyboard -->\n<plist version=\"1.0\"><dict><view id=\"v\"/></dict></plist>\n"
    let document = Self.read(text)
    #expect(document.root?.name == "plist")
    #expect(document.scenes.isEmpty)
    let diagnostic = try #require(document.diagnostics.first)
    #expect(document.diagnostics.count == 1)
    #expect(diagnostic.rule == "not-interface-builder")
    #expect(diagnostic.line == 3)
    #expect(diagnostic.message.contains("<plist>"))
    #expect(document.layoutAll().isEmpty)
  }

  // MARK: Ids and references

  @Test func duplicateIdsAreReportedAndTheFirstIsUsed() throws {
    let body = "<subviews>\n\(Self.subview("twin"))\n\(Self.subview("twin", "label"))\n</subviews>"
    let text = Self.storyboard(Self.scene("vc", root: "root", body))
    let document = Self.read(text)
    let duplicates = document.diagnostics.filter { $0.rule == "duplicate-id" }
    let diagnostic = try #require(duplicates.first)
    #expect(duplicates.count == 1)
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.objects == ["twin"])
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let first = Self.line(of: "id=\"twin\"", in: text)
    let second = (lines.indices.last { lines[$0].contains("id=\"twin\"") } ?? -1) + 1
    #expect(diagnostic.line == second)
    #expect(diagnostic.message.contains("id twin is used by <label> here and by <view> on line \(first)"))
    #expect(document.element(id: "twin")?.name == "view")
    #expect(document.layoutAll().count == 1)
  }

  @Test func aConstraintToAMissingIdIsAnUnknownReference() throws {
    let body = """
      <subviews>\n\(Self.subview("a"))\n</subviews>
      <constraints>
          <constraint firstItem="a" firstAttribute="top" secondItem="ghost" secondAttribute="top" id="c-ghost"/>
          <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-ok"/>
      </constraints>
      """
    let text = Self.storyboard(Self.scene("vc", root: "root", body))
    let layout = try #require(Self.read(text).layoutAll().first)
    let unknown = layout.diagnostics.filter { $0.rule == "unknown-reference" }
    let diagnostic = try #require(unknown.first)
    #expect(unknown.count == 1)
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.line == Self.line(of: "id=\"c-ghost\"", in: text))
    #expect(diagnostic.objects == ["c-ghost", "ghost"])
    #expect(diagnostic.message.contains("refers to ghost, which is not in the document"))
    // The other constraint still applies.
    #expect(layout.views.first { $0.id == "a" }?.frame.minX == 16)
  }

  @Test(arguments: [
    ("multiplier=\"1:0\"", "the multiplier \"1:0\" is not a finite number"),
    ("multiplier=\"0/0\"", "the multiplier \"0/0\" is not a finite number"),
    ("multiplier=\"1e999\"", "the multiplier \"1e999\" is not a finite number"),
    ("constant=\"nan\"", "the constant \"nan\" is not a finite number"),
    ("constant=\"-inf\"", "the constant \"-inf\" is not a finite number"),
    ("constant=\"12pt\"", "the constant \"12pt\" is not a finite number"),
    ("constant=\"1e308\"", "the constant \"1e308\" is not a finite number within ±1,000,000"),
    ("multiplier=\"1e300\"", "the multiplier \"1e300\" is not a finite number within ±1,000,000"),
  ])
  func nonFiniteNumbersInConstraintsAreRefused(attribute: String, message: String) throws {
    let body = """
      <subviews>\n\(Self.subview("a"))\n</subviews>
      <constraints>
          <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" \(attribute) id="c-bad"/>
      </constraints>
      """
    let text = Self.storyboard(Self.scene("vc", root: "root", body))
    let layout = try #require(Self.read(text).layoutAll().first)
    let diagnostic = try #require(layout.diagnostics.first { $0.rule == "malformed-constraint" })
    #expect(diagnostic.line == Self.line(of: "id=\"c-bad\"", in: text))
    #expect(diagnostic.objects == ["c-bad"])
    #expect(diagnostic.message.contains(message))
    #expect(layout.views.allSatisfy { $0.frame.width.isFinite && $0.frame.height.isFinite })
  }

  /// Numbers no layout can use — a count of 1e300 lines (which once stopped the program converting it to an
  /// integer), a frame 1e308 tall, a stack spacing of infinity — are read as missing, and a content priority beyond
  /// 1000 is held to it, each reported with its line and the nearest id (the element's own, else its view's);
  /// nothing laid out is infinite.
  @Test func implausibleNumbersAreReadAsMissing() throws {
    let body = """
      <subviews>
          <label opaque="NO" text="Huge" numberOfLines="1e300" horizontalHuggingPriority="2000" \
      translatesAutoresizingMaskIntoConstraints="NO" id="label">
              <rect key="frame" x="0" y="0" width="100" height="1e308"/>
          </label>
          <pageControl opaque="NO" numberOfPages="-1e300" translatesAutoresizingMaskIntoConstraints="NO" id="dots">
              <rect key="frame" x="0" y="100" width="100" height="26"/>
          </pageControl>
          <stackView opaque="NO" spacing="inf" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
              <rect key="frame" x="0" y="200" width="100" height="50"/>
              <subviews>\(Self.subview("a"))\(Self.subview("b"))</subviews>
          </stackView>
      </subviews>
      <constraints>
          <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
          <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
          <constraint firstItem="dots" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
          <constraint firstItem="dots" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c5"/>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
      </constraints>
      """
    let text = Self.storyboard(Self.scene("vc", root: "root", body))
    let document = Self.read(text)
    let reported = document.diagnostics.filter { $0.rule == "implausible-number" }
    #expect(reported.map(\.objects) == [["label"], ["label"], ["label"], ["dots"], ["stack"]])
    let label = Self.line(of: "id=\"label\"", in: text)
    #expect(reported.map(\.line) == [label, label, label + 1, label + 3, label + 6])
    #expect(reported[0].message.contains("horizontalHuggingPriority \"2000\" is outside UIKit's priorities"))
    #expect(reported[1].message.contains("numberOfLines \"1e300\" is not a finite number within ±1,000,000"))
    #expect(reported[2].message.contains("<rect key=\"frame\"> height \"1e308\""))
    let layout = try #require(document.layoutAll().first)
    #expect(layout.views.allSatisfy { $0.frame.width.isFinite && $0.frame.height.isFinite && $0.frame.minY.isFinite })
    let height = try #require(layout.views.first { $0.id == "label" }?.frame.height)
    #expect(height > 20 && height <= 21, "one line of 17-pt text")
  }

  @Test func unknownAttributeNamesAreReportedOrIgnored() throws {
    let body = """
      <subviews>\n\(Self.subview("a"))\n</subviews>
      <constraints>
          <constraint firstItem="a" firstAttribute="diagonal" secondItem="root" secondAttribute="top" id="c-first"/>
          <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="sideways" id="c-second"/>
          <constraint firstItem="a" firstAttribute="top" relation="roughly" secondItem="root" secondAttribute="top" id="c-rel"/>
          <constraint firstItem="a" secondItem="root" secondAttribute="top" id="c-none"/>
          <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" \
      wobble="7" constant="8" id="c-extra"/>
      </constraints>
      """
    // Unknown XML attributes on elements are ignored, as Interface Builder ignores what it does not know.
    let text = Self.storyboard(Self.scene("vc", root: "root", body)).replacingOccurrences(
      of: "<viewController id", with: "<viewController flavour=\"mint\" id")
    let document = Self.read(text)
    #expect(document.diagnostics.isEmpty)
    let layout = try #require(document.layoutAll().first)
    func diagnostic(_ id: String) -> IBDiagnostic? { layout.diagnostics.first { $0.objects == [id] } }
    #expect(diagnostic("c-first")?.rule == "unsupported-attribute")
    #expect(diagnostic("c-first")?.message.contains("unknown constraint attribute \"diagonal\"") == true)
    #expect(diagnostic("c-first")?.line == Self.line(of: "id=\"c-first\"", in: text))
    #expect(diagnostic("c-second")?.rule == "unsupported-attribute")
    #expect(diagnostic("c-second")?.message.contains("\"sideways\"") == true)
    #expect(diagnostic("c-rel")?.rule == "malformed-constraint")
    #expect(diagnostic("c-rel")?.message.contains("unknown relation \"roughly\"") == true)
    #expect(diagnostic("c-none")?.rule == "malformed-constraint")
    #expect(diagnostic("c-none")?.message.contains("no firstAttribute") == true)
    #expect(diagnostic("c-extra") == nil)
    #expect(layout.views.first { $0.id == "a" }?.frame.minX == 8)
  }

  // MARK: Depth

  @Test func nestingBeyondTheDepthLimitIsRefused() throws {
    let depth = XMLTreeReader.maximumDepth + 50
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"x.XIB\" version=\"3.0\">\n<objects>\n"
    for index in 0..<depth { text += "<view id=\"n\(index)\"><subviews>\n" }
    for _ in 0..<depth { text += "</subviews></view>\n" }
    text += "</objects>\n</document>\n"
    let document = Self.timed(under: .seconds(2)) { Self.read(text, path: "deep.xib") }
    #expect(document.root == nil)
    let diagnostic = try #require(document.diagnostics.first)
    #expect(diagnostic.rule == "limit-exceeded")
    #expect(diagnostic.message == "elements nest deeper than \(XMLTreeReader.maximumDepth) levels")
    // <document> and <objects> are the first two levels; then each view is two (<view>, <subviews>).
    let tooDeep = XMLTreeReader.maximumDepth - 2
    #expect(diagnostic.line == 4 + tooDeep / 2)
  }

  @Test func nestingJustUnderTheDepthLimitLaysOut() throws {
    // 190 views inside each other (380 elements deep): the builder's recursion must not exhaust the stack.
    let views = (XMLTreeReader.maximumDepth - 20) / 2
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"x.XIB\" version=\"3.0\">\n<objects>\n"
    for index in 0..<views {
      text += "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"n\(index)\">"
      text += "<rect key=\"frame\" x=\"1\" y=\"1\" width=\"300\" height=\"300\"/>"
      text += "<subviews>\n"
    }
    for index in (0..<views).reversed() {
      text += "</subviews><constraints><constraint firstAttribute=\"width\" constant=\"\(index)\" id=\"w\(index)\"/>"
      text += "</constraints></view>\n"
    }
    text += "</objects>\n</document>\n"
    let document = Self.read(text, path: "deep.xib")
    #expect(document.diagnostics.allSatisfy { $0.severity != .error })
    let layout = try #require(Self.timed(under: .seconds(5)) { document.layoutAll() }.first)
    #expect(layout.views.count == views)
    #expect(layout.views.last?.frame.width == Double(views - 1))
  }

  // MARK: Cycles

  @Test func embedSegueLoopsBetweenScenesTerminate() throws {
    // a embeds b, b embeds c, c embeds a; d shows itself and pushes to e, which pushes back; a navigation
    // controller is its own root.
    func container(_ id: String, to destination: String) -> String {
      """
      <subviews>
          <containerView opaque="NO" contentMode="scaleToFill" id="\(id)">
              <rect key="frame" x="0.0" y="100" width="200" height="300"/>
              <connections>
                  <segue destination="\(destination)" kind="embed" id="\(id)-embed"/>
              </connections>
          </containerView>
      </subviews>
      """
    }
    func pushes(_ ids: [String]) -> String {
      "<connections>"
        + ids.map { "<segue destination=\"\($0)\" kind=\"show\" id=\"\(UUID().uuidString)\"/>" }
        .joined() + "</connections>"
    }
    let navigation = """
              <scene sceneID="nav-scene">
                  <objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                          <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                              <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                          </navigationBar>
                          <connections>
                              <segue destination="nav" kind="relationship" relationship="rootViewController" id="nav-root"/>
                              <segue destination="d" kind="relationship" relationship="rootViewController" id="nav-d"/>
                          </connections>
                      </navigationController>
                  </objects>
              </scene>
      """
    let text = Self.storyboard(
      [
        Self.scene("a", root: "a-view", container("a-box", to: "b")),
        Self.scene("b", root: "b-view", container("b-box", to: "c")),
        Self.scene("c", root: "c-view", container("c-box", to: "a")),
        Self.scene("d", root: "d-view", extra: pushes(["d", "e", "d"])),
        Self.scene("e", root: "e-view", extra: pushes(["d", "e", "e"])),
        navigation,
      ].joined(separator: "\n"))
    let document = Self.read(text)
    #expect(document.diagnostics.isEmpty)
    let layouts = Self.timed(under: .seconds(2)) { document.layoutAll() }
    #expect(layouts.map(\.sceneID) == ["a-scene", "b-scene", "c-scene", "d-scene", "e-scene", "nav-scene"])
    // Each embedded scene takes its container's size.
    #expect(layouts[0].windowSize == Size(width: 200, height: 300))
    #expect(layouts[3].views.first?.frame.width == 393)
  }

  @Test func pushSegueWebsWithManyPathsTerminateQuickly() throws {
    // Twelve scenes that each show every other: following segues backwards naively visits 12^depth paths.
    let ids = (0..<12).map { "p\($0)" }
    let scenes = ids.map { id in
      Self.scene(
        id, root: "\(id)-view",
        extra: "<connections>"
          + ids.map { "<segue destination=\"\($0)\" kind=\"show\" id=\"\(id)-to-\($0)\"/>" }.joined()
          + "</connections>")
    }
    let document = Self.read(Self.storyboard(scenes.joined(separator: "\n")))
    let layouts = Self.timed(under: .seconds(3)) { document.layoutAll() }
    #expect(layouts.count == 12)
  }

  @Test func firstAndSecondItemTricksAreReported() throws {
    let body = """
      <subviews>\n\(Self.subview("a"))\n\(Self.subview("b"))\n</subviews>
      <constraints>
          <constraint firstItem="c-loop" firstAttribute="top" secondItem="a" secondAttribute="top" id="c-loop"/>
          <constraint firstItem="vc" firstAttribute="top" secondItem="a" secondAttribute="top" id="c-controller"/>
          <constraint firstItem="a" firstAttribute="top" secondItem="other-view" secondAttribute="top" id="c-across"/>
          <constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="width" id="c-ab"/>
          <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" multiplier="2" id="c-ba"/>
          <constraint firstItem="b" firstAttribute="width" constant="50" id="c-b50"/>
          <constraint firstItem="" firstAttribute="top" secondItem="a" secondAttribute="top" id="c-empty"/>
      </constraints>
      """
    let other = Self.scene("other", root: "other-root", "<subviews>\n\(Self.subview("other-view"))\n</subviews>")
    let text = Self.storyboard(Self.scene("vc", root: "root", body) + "\n" + other)
    let document = Self.read(text)
    #expect(document.diagnostics.isEmpty)
    let layouts = document.layoutAll()
    let layout = try #require(layouts.first)
    func diagnostic(_ id: String) -> IBDiagnostic? { layout.diagnostics.first { $0.objects.first == id } }
    // A constraint naming itself, or the controller, is not a view.
    #expect(diagnostic("c-loop")?.rule == "unsupported-reference")
    #expect(diagnostic("c-loop")?.message.contains("<constraint> c-loop, which cannot take part in layout") == true)
    #expect(diagnostic("c-loop")?.line == Self.line(of: "id=\"c-loop\"", in: text))
    #expect(diagnostic("c-controller")?.rule == "unsupported-reference")
    #expect(diagnostic("c-controller")?.message.contains("<viewController> vc") == true)
    #expect(diagnostic("c-empty")?.rule == "unknown-reference")
    // A view of another scene is reported (one of this scene excluded by a size class is left out silently).
    #expect(diagnostic("c-across")?.rule == "foreign-reference")
    #expect(diagnostic("c-across")?.message.contains("<view> other-view of another scene") == true)
    #expect(diagnostic("c-across")?.objects == ["c-across", "other-view"])
    // a = b and b = 2a with b = 50 cannot all hold: the conflict is reported, the layout finishes.
    let conflict = try #require(layout.diagnostics.first { $0.rule == "unsatisfiable" })
    #expect(conflict.severity == .warning)
    #expect(!Set(conflict.objects).isDisjoint(with: ["c-ab", "c-ba", "c-b50"]))
    #expect(layout.views.allSatisfy { $0.frame.width.isFinite })
    #expect(layouts.count == 2)
  }

  @Test func aViewConstrainedToItself() throws {
    let body = """
      <subviews>\n\(Self.subview("self"))\n</subviews>
      <constraints>
          <constraint firstItem="self" firstAttribute="leading" secondItem="self" secondAttribute="leading" id="c-same"/>
          <constraint firstItem="self" firstAttribute="height" secondItem="self" secondAttribute="width" multiplier="1:2" id="c-aspect"/>
          <constraint firstItem="self" firstAttribute="width" secondItem="self" secondAttribute="width" constant="10" id="c-grow"/>
          <constraint firstItem="self" firstAttribute="width" constant="120" id="c-width"/>
          <constraint firstItem="self" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="c-top"/>
          <constraint firstItem="self" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-lead"/>
      </constraints>
      """
    let text = Self.storyboard(Self.scene("vc", root: "root", body))
    let layout = try #require(Self.timed(under: .seconds(2)) { Self.read(text).layoutAll() }.first)
    // width = width + 10 can never hold.
    let conflict = try #require(layout.diagnostics.first { $0.rule == "unsatisfiable" })
    #expect(conflict.objects.contains("c-grow"))
    #expect(conflict.line == Self.line(of: "id=\"c-grow\"", in: text))
    // The rest holds: 120 wide, half as tall.
    #expect(layout.views.first { $0.id == "self" }?.frame == Rect(x: 0, y: 30, width: 120, height: 60))
  }
}

/// A deterministic generator for the garbage test.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A TCP socket listening on 127.0.0.1 on a free port, to prove that nothing connects to it.
final class LoopbackListener {
  private var socketDescriptor: Int32
  let port: UInt16

  init?() {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(descriptor, pointer, length) == 0 && listen(descriptor, 8) == 0
          && getsockname(descriptor, pointer, &length) == 0
      }
    }
    guard bound else {
      _ = Foundation.close(descriptor)
      return nil
    }
    socketDescriptor = descriptor
    port = UInt16(bigEndian: address.sin_port)
  }

  /// Whether a connection is waiting to be accepted.
  func hasPendingConnection() -> Bool {
    var request = pollfd(fd: socketDescriptor, events: Int16(POLLIN), revents: 0)
    return poll(&request, 1, 100) > 0
  }

  func close() {
    if socketDescriptor >= 0 { _ = Foundation.close(socketDescriptor) }
    socketDescriptor = -1
  }
}
