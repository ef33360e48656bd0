import Foundation
import TrellisIB

/// libFuzzer's entry point: reads the bytes as an Interface Builder document and lays out every scene. Reading
/// never throws and layout reports problems as diagnostics, so anything libFuzzer catches (a trap, a crash, a hang,
/// a leak of memory) is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIBDocument(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  let document = IBDocument(data: data, path: "fuzz.storyboard")
  let layouts = document.layoutAll()
  // Touch the results so that nothing is optimised away.
  var views = 0
  for layout in layouts { views &+= layout.views.count &+ layout.diagnostics.count }
  if views < 0 { print(views) }
  return 0
}
