import ArgumentParser
import Foundation
import Trellis
import TrellisIB
import TrellisSolver
import TrellisWorkloads

/// `trellis bench`: times the solver workloads of WORKLOADS.md and prints one line per figure, the format that
/// `Benchmarks/kiwi/compare.sh` reads next to kiwi's driver. The full statistics live in `Benchmarks/` (ordo-one).
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Time the solver workloads (grid G/R/C1/C2, enaml E) and print `workload n value unit` lines."
  )

  @Option(name: .long, help: "Grid sizes (multiples of 10).")
  var n: [Int] = [100, 1000]

  @Option(name: .long, help: "Workload groups to run: grid, enaml, memory, feed, table, ib.")
  var only: [String] = ["grid", "enaml"]

  @Option(name: .long, help: "Repetitions; the fastest is reported.")
  var repetitions: Int = 3

  @Flag(name: .long, help: "Add the rest of L in one addConstraints call (one optimisation).")
  var batched = false

  func validate() throws {
    if let bad = n.first(where: { $0 <= 0 || $0 % 10 != 0 }) {
      throw ValidationError("--n \(bad): the grid workloads need a positive multiple of 10 views")
    }
    if let bad = only.first(where: { !["grid", "enaml", "memory", "feed", "table", "ib"].contains($0) }) {
      throw ValidationError("--only \(bad): choose grid, enaml, memory, feed, table or ib")
    }
    guard repetitions > 0 else { throw ValidationError("--repetitions must be at least 1") }
  }

  func run() throws {
    if only.contains("grid") {
      for count in n { try grid(count) }
    }
    if only.contains("enaml") { try enaml() }
    if only.contains("feed") { feed() }
    if only.contains("table") { try table() }
    if only.contains("ib") { try interfaceBuilder() }
    if only.contains("memory") {
      for count in n {
        let grid = GridWorkload(count: count)
        let solver = Solver()
        let before = residentKilobytes(field: "VmRSS:")
        try grid.build(solver, batched: batched)
        guard grid.mismatch(in: solver, containerWidth: 1000) == nil else { throw ValidationError("G wrong") }
        let peak = residentKilobytes(field: "VmHWM:")
        print("memory \(count) \(peak) KiB")
        print("memory-solver \(count) \(peak - before) KiB")
      }
    }
  }

  private func grid(_ count: Int) throws {
    var best = [String: Double]()
    func keep(_ key: String, _ seconds: Double) { best[key] = min(best[key] ?? .infinity, seconds) }
    for _ in 0..<repetitions {
      let grid = GridWorkload(count: count)
      let solver = Solver()
      keep("G", try time { try grid.build(solver, batched: batched) })
      try verify(grid, solver, 1000, "G")
      keep("R", try time { try grid.resize(solver) } / 1000)
      try verify(grid, solver, 1283, "R")
      keep("C1", try time { try grid.churnOneByOne(solver) })
      try verify(grid, solver, 1283, "C1")
      keep("C2", try time { try grid.churnBulk(solver) })
      try verify(grid, solver, 1283, "C2")
    }
    print("G \(count) \(format(best["G"]! * 1e3)) ms")
    print("R \(count) \(format(best["R"]! * 1e6)) us")
    print("C1 \(count) \(format(best["C1"]! * 1e3)) ms")
    print("C2 \(count) \(format(best["C2"]! * 1e3)) ms")
  }

  private func enaml() throws {
    // E-build, as kiwi's "building solver" in our C++ driver: the solver exists before the clock starts; making
    // the variables and constraints and adding them is timed; tearing everything down afterwards is not.
    var build = Double.infinity
    for _ in 0..<max(repetitions, 1) * 100 {
      let solver = Solver()
      var built: EnamlWorkload?
      build = min(
        build,
        try time {
          let workload = EnamlWorkload()
          try workload.build(solver)
          built = workload
        })
      withExtendedLifetime((solver, built)) {}
    }
    let workload = EnamlWorkload()
    let solver = Solver()
    try workload.build(solver)
    var suggest = Double.infinity
    for _ in 0..<max(repetitions, 1) {
      let steps = 6000
      suggest = min(
        suggest,
        try time {
          for step in 0..<steps {
            let size = EnamlWorkload.sizes[step % 6]
            try workload.suggest(solver, width: size.width, height: size.height)
          }
        } / Double(steps))
    }
    print("E-build 111 \(format(build * 1e6)) us")
    print("E-suggest 111 \(format(suggest * 1e6)) us")
  }

  /// The layout benchmark: 100 cells of 20 subviews by constraints and by hand, alternating; then a resize.
  private func feed() {
    var constrained = Double.infinity
    var manual = Double.infinity
    var resizedConstrained = Double.infinity
    var resizedManual = Double.infinity
    for _ in 0..<max(repetitions, 1) * 5 {
      var cells: [View] = []
      constrained = min(constrained, time { cells = FeedWorkload.layOutWithConstraints(count: 100, width: 375) })
      resizedConstrained = min(resizedConstrained, time { FeedWorkload.relayOutWithConstraints(cells, width: 414) })
      var handCells: [View] = []
      manual = min(manual, time { handCells = FeedWorkload.layOutByHand(count: 100, width: 375) })
      resizedManual = min(resizedManual, time { FeedWorkload.relayOutByHand(handCells, width: 414) })
    }
    // The same cells as subviews of one window-sized root, as a collection view holds them: one engine for all.
    var windowed = Double.infinity
    for _ in 0..<max(repetitions, 1) * 5 {
      let window = View(frame: Rect(x: 0, y: 0, width: 375, height: 56_000))
      windowed = min(
        windowed,
        time {
          _ = FeedWorkload.layOutWithConstraints(count: 100, width: 375, in: window)
          window.layoutIfNeeded()
        })
    }
    print("feed-constraints-one-window 100 \(format(windowed * 1e3)) ms")
    print("feed-constraints 100 \(format(constrained * 1e3)) ms")
    print("feed-manual 100 \(format(manual * 1e3)) ms")
    print("feed-ratio 100 \(format(constrained / manual)) x")
    print("feed-resize-constraints 100 \(format(resizedConstrained * 1e3)) ms")
    print("feed-resize-manual 100 \(format(resizedManual * 1e3)) ms")
    print("feed-resize-ratio 100 \(format(resizedConstrained / resizedManual)) x")
  }

  /// The content benchmark: a 1,000-row self-sizing table (image + two multi-line labels a row), and text
  /// measurement throughput (one-line widths, and wrapping to 343 pt).
  @Option(name: .long, help: "The folder of .storyboard/.xib files the ib workload reads (one core).")
  var documents = "../shared/corpus/interface-builder/files"

  /// Reads and lays out every document of a folder on its design device: documents per second, and the slowest.
  private func interfaceBuilder() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: documents).filter {
      $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")
    }.sorted()
    let contents = try names.map { try Data(contentsOf: URL(fileURLWithPath: "\(documents)/\($0)")) }
    var total = Double.infinity
    var slowest = (name: "", seconds: 0.0)
    var views = 0
    for _ in 0..<max(repetitions, 1) {
      var run = 0.0
      var largest = (name: "", seconds: 0.0)
      views = 0
      for (name, data) in zip(names, contents) {
        let seconds = time {
          let document = IBDocument(data: data, path: name)
          views += document.layoutAll().reduce(0) { $0 + $1.views.count }
        }
        run += seconds
        if seconds > largest.seconds { largest = (name, seconds) }
      }
      if run < total {
        total = run
        slowest = largest
      }
    }
    print(
      "ib-documents \(names.count) \(format(Double(names.count) / total)) documents/s (\(views) views, \(format(total * 1e3)) ms)"
    )
    print("ib-slowest 1 \(format(slowest.seconds * 1e3)) ms (\(slowest.name))")
  }

  private func table() throws {
    var rows = Double.infinity
    var heights = 0.0
    for _ in 0..<max(repetitions, 1) {
      rows = min(
        rows,
        time {
          let table = TableWorkload.layOut(rows: benchRows, width: 375)
          heights = table.contentSize.height
        })
    }
    let strings = TableWorkload.strings(count: 20_000)
    let measurer = FontTextMeasurer.shared
    let font = Font.systemFont(ofSize: 17)
    var widths = Double.infinity
    var wraps = Double.infinity
    var sink = 0.0
    for _ in 0..<max(repetitions, 1) {
      widths = min(widths, time { for string in strings { sink += measurer.width(of: Substring(string), font: font) } })
      wraps = min(
        wraps,
        try time {
          for string in strings {
            sink += try measurer.layout(string, font: font, width: 343, numberOfLines: 0).size.height
          }
        })
    }
    print("table-rows 1000 \(format(rows * 1e3)) ms (content height \(format(heights)) pt, sink \(sink > 0))")
    print("table-per-row 1000 \(format(rows / 1_000 * 1e6)) us")
    print("text-width 20000 \(format(Double(strings.count) / widths)) strings/s")
    print("text-wrap 20000 \(format(Double(strings.count) / wraps)) strings/s")
  }

  private func verify(_ grid: GridWorkload, _ solver: Solver, _ width: Double, _ phase: String) throws {
    if let problem = grid.mismatch(in: solver, containerWidth: width) {
      throw ValidationError("\(phase) at n=\(grid.count) is wrong: \(problem)")
    }
  }
}

func time(_ body: () throws -> Void) rethrows -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  try body()
  let elapsed = clock.now - start
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

func format(_ value: Double) -> String { String(format: "%.4g", value) }

/// A field of /proc/self/status in KiB (VmHWM: peak resident set, VmRSS: current), or 0 where /proc is missing.
func residentKilobytes(field: String) -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
  for line in status.split(separator: "\n") where line.hasPrefix(field) {
    return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? 0
  }
  return 0
}

/// Rows in the table benchmark (TRELLIS_TABLE_ROWS overrides the issue's 1,000 for scaling checks).
let benchRows = Int(ProcessInfo.processInfo.environment["TRELLIS_TABLE_ROWS"] ?? "") ?? 1_000
