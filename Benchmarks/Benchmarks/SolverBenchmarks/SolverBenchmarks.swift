import Benchmark
import TrellisSolver
import TrellisWorkloads

// The solver workloads of shared/bench/WORKLOADS.md. Every benchmark checks its result against the closed form and
// stops with an error if it is wrong. kiwi runs side by side through `Benchmarks/kiwi/compare.sh`.

/// Fails the benchmark run when the grid does not match its closed form.
func expectClosedForm(_ grid: GridWorkload, _ solver: Solver, width: Double, _ benchmark: Benchmark) {
  if let problem = grid.mismatch(in: solver, containerWidth: width) {
    benchmark.error("wrong result at n=\(grid.count), width \(width): \(problem)")
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .peakMemoryResident, .mallocCountTotal],
    warmupIterations: 1,
    maxDuration: .seconds(5),
    maxIterations: 50
  )

  for count in [100, 1000, 10000] {
    let heavy = Benchmark.Configuration(maxIterations: count >= 10000 ? 3 : 50)

    // G: add all constraints and solve ("make objects" excluded).
    Benchmark("G build+solve n=\(count)", configuration: heavy) { benchmark in
      for _ in benchmark.scaledIterations {
        benchmark.stopMeasurement()
        let grid = GridWorkload(count: count)
        let solver = Solver()
        benchmark.startMeasurement()
        try grid.build(solver)
        benchmark.stopMeasurement()
        expectClosedForm(grid, solver, width: 1000, benchmark)
        benchmark.startMeasurement()
      }
    }

    // R: one suggestValue + updateVariables; 1000 steps a sample, reported per step.
    let resizeGrid = GridWorkload(count: count)
    let resizeSolver = Solver()
    Benchmark(
      "R resize step n=\(count)",
      configuration: .init(scalingFactor: .kilo, maxIterations: 20),
      closure: { benchmark in
        for k in benchmark.scaledIterations {
          try resizeSolver.suggestValue(GridWorkload.resizeWidth(step: k), for: resizeGrid.containerWidth)
          resizeSolver.updateVariables()
        }
        benchmark.stopMeasurement()
        expectClosedForm(resizeGrid, resizeSolver, width: 1283, benchmark)
      },
      setup: {
        if !resizeSolver.hasEditVariable(resizeGrid.containerWidth) { try resizeGrid.build(resizeSolver) }
      }
    )

    // C1 and C2: churn one by one and in bulk, after G and R.
    for (name, churn) in [
      ("C1 churn one-by-one", GridWorkload.churnOneByOne), ("C2 churn bulk", GridWorkload.churnBulk),
    ] {
      let grid = GridWorkload(count: count)
      let solver = Solver()
      Benchmark(
        "\(name) n=\(count)",
        configuration: heavy,
        closure: { benchmark in
          for _ in benchmark.scaledIterations { try churn(grid)(solver) }
          benchmark.stopMeasurement()
          expectClosedForm(grid, solver, width: 1283, benchmark)
        },
        setup: {
          if !solver.hasEditVariable(grid.containerWidth) {
            try grid.build(solver)
            try grid.resize(solver)
          }
        }
      )
    }
  }

  // E: kiwi's enaml-like system.
  // E build is kiwi's "building solver": the solver, the variables and the constraints are made and added.
  Benchmark("E build", configuration: .init(maxIterations: 2000)) { benchmark in
    for _ in benchmark.scaledIterations {
      benchmark.stopMeasurement()
      let solver = Solver()
      benchmark.startMeasurement()
      let workload = EnamlWorkload()
      try workload.build(solver)
      benchmark.stopMeasurement()
      blackHole((solver, workload))
      benchmark.startMeasurement()
    }
  }
  let enaml = EnamlWorkload()
  let enamlSolver = Solver()
  Benchmark(
    "E suggest cycling sizes",
    configuration: .init(scalingFactor: .kilo, maxIterations: 100),
    closure: { benchmark in
      for step in benchmark.scaledIterations {
        let size = EnamlWorkload.sizes[step % 6]
        try enaml.suggest(enamlSolver, width: size.width, height: size.height)
      }
    },
    setup: { if !enamlSolver.hasEditVariable(enaml.width) { try enaml.build(enamlSolver) } }
  )
}
