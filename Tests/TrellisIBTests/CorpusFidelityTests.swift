import Foundation
import Testing
import Trellis
import TrellisIB

/// The external oracle: the frames Interface Builder stored in 49 real documents were computed by Apple's engine on
/// each document's design device. Every document is laid out there at design time and compared view by view within
/// one device pixel, leaving out what IB itself marks misplaced or ambiguous, hidden views, container bars, and the
/// content of cells outside their list's bounds (never laid out: UIKit lays out only the cells it shows).
///
/// The target is 99% of the views (99.9% of those that do not depend on text metrics). It is not reached
/// yet; these tests hold the ground gained so that no change loses it, list the documents reproduced exactly, and
/// hold every remaining mismatch to its explanation in ``CorpusMismatchLedger``.
@Suite struct CorpusFidelityTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "shared/corpus/interface-builder")

  static var files: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("files").path))
    return (names ?? []).filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
  }

  struct Score {
    var compared = 0
    var matched = 0
    var comparedWithoutText = 0
    var matchedWithoutText = 0
  }

  static func checks(_ file: String) -> [IBFrameCheck] {
    let document = IBDocument(contentsOf: folder.appendingPathComponent("files/\(file)").path)
    return document.layoutAll().map { IBFrameCheck($0) }
  }

  static func score(_ file: String) -> Score {
    var score = Score()
    for check in checks(file) {
      score.compared += check.compared
      score.matched += check.matched
      score.comparedWithoutText += check.comparedWithoutText
      score.matchedWithoutText += check.matchedWithoutText
    }
    return score
  }

  @Test func theCorpusIsThere() {
    #expect(Self.files.count == 49, "expected the 49 documents of shared/corpus/interface-builder/files")
  }

  /// Every document reads without an XML error and lays out every scene.
  @Test(arguments: files)
  func everyDocumentReads(_ file: String) {
    let document = IBDocument(contentsOf: Self.folder.appendingPathComponent("files/\(file)").path)
    #expect(document.root != nil)
    #expect(!document.diagnostics.contains { $0.rule == "malformed-xml" })
    #expect(!document.scenes.isEmpty)
    #expect(document.layoutAll().count == document.scenes.count)
  }

  /// The share reproduced within one pixel, over the whole corpus: a floor under the figures measured when this
  /// test was last raised (92.6% of 1,546 views; 96.9% of the 712 that do not depend on text), to be raised as
  /// fidelity improves.
  @Test func overallFidelityHoldsItsGround() {
    var total = Score()
    for file in Self.files {
      let score = Self.score(file)
      total.compared += score.compared
      total.matched += score.matched
      total.comparedWithoutText += score.comparedWithoutText
      total.matchedWithoutText += score.matchedWithoutText
    }
    #expect(total.compared >= 1500)
    let share = Double(total.matched) / Double(max(total.compared, 1))
    let shareWithoutText = Double(total.matchedWithoutText) / Double(max(total.comparedWithoutText, 1))
    #expect(share >= 0.925, "\(total.matched) of \(total.compared) views reproduced")
    #expect(shareWithoutText >= 0.969, "\(total.matchedWithoutText) of \(total.comparedWithoutText) text-free views")
  }

  /// Documents reproduced exactly, view for view. (018 left the list when scenes with one stored number in 20 off
  /// the whole points began to be laid out at 1×: its one view stored at (−6.5, 7.5) is a Retina frame Interface
  /// Builder left in place on a 1× display; 032 and 049 gained three views from the same rule.)
  @Test(arguments: [
    "015_ChatSecure_ChatSecure-iOS_MigratedBuddyHeaderView.xib",
    "017_duckduckgo_iOS_DaxOnboarding.storyboard",
    "019_duckduckgo_iOS_Settings.storyboard",
    "020_duckduckgo_iOS_Tab.storyboard",
    "022_firebase_quickstart-ios_Main.storyboard",
    "026_IBAnimatable_IBAnimatable_UserInterfaceGradients.storyboard",
    "034_kishikawakatsumi_KeychainAccess_Main.storyboard",
    "036_marmelroy_PhoneNumberKit_CustomCell.xib",
    "042_nextcloud_talk-ios_BaseChatTableViewCell.xib",
    "048_Orderella_PopupDialog_Main.storyboard",
    "051_pinterest_PINRemoteImage_Main.storyboard",
    "060_scenee_FloatingPanel_Main.storyboard",
    "061_scenee_FloatingPanel_Main.storyboard",
    "067_twostraws_HackingWithSwift_Main.storyboard",
    "068_vector-im_element-ios_CallTransferMainViewController.storyboard",
    "069_vector-im_element-ios_RootTabEmptyView.xib",
    "070_vector-im_element-ios_KeyVerificationVerifyBySASViewController.storyboard",
    "071_vector-im_element-ios_MediaPickerViewController.xib",
    "073_wikimedia_wikipedia-ios_BatchEditToolbarViewController.xib",
    "074_wordpress-mobile_WordPress-iOS_ReaderDetailLikesView.xib",
    "075_wordpress-mobile_WordPressAuthenticator-iOS_EmailMagicLink.storyboard",
    "078_xmartlabs_Eureka_Main.storyboard",
    "079_xmartlabs_XLPagerTabStrip_Storyboard.storyboard",
    "082_zhangao0086_DKImagePickerController_Main.storyboard",
  ])
  func documentsReproducedExactly(_ file: String) {
    let score = Self.score(file)
    #expect(score.compared > 0)
    #expect(score.matched == score.compared, "\(score.matched) of \(score.compared)")
  }

  /// Every view that is not reproduced is in the ledger with its cause, and every view in the ledger is still not
  /// reproduced: a new mismatch is a regression to fix or to explain, a fixed one leaves the ledger.
  @Test(arguments: files)
  func everyMismatchIsInTheLedger(_ file: String) {
    let key = String(file.prefix(3))
    let listed = Set((CorpusMismatchLedger.entries[key] ?? [:]).keys)
    let mismatched = Set(Self.checks(file).flatMap { $0.mismatches.map(\.view.id) })
    let unexplained = mismatched.subtracting(listed).sorted()
    let reproduced = listed.subtracting(mismatched).sorted()
    #expect(unexplained.isEmpty, "mismatched but not in the ledger: \(unexplained)")
    #expect(reproduced.isEmpty, "in the ledger but now reproduced (remove them): \(reproduced)")
  }

  /// The ledger names only documents of the corpus.
  @Test func theLedgerNamesCorpusDocuments() {
    let prefixes = Set(Self.files.map { String($0.prefix(3)) })
    #expect(Set(CorpusMismatchLedger.entries.keys).isSubset(of: prefixes))
  }
}
