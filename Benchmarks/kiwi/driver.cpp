// Trellis's C++ driver for kiwi: builds exactly the systems of shared/bench/WORKLOADS.md (and of
// Sources/TrellisWorkloads) against kiwi's headers and prints the lines `trellis bench` prints:
// `G n ms`, `R n us`, `C1 n ms`, `C2 n ms`, `E-build 111 us`, `E-suggest 111 us`, `memory n KiB`.
// Usage: driver (grid|memory) N REPETITIONS | driver enaml REPETITIONS
#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <limits>
#include <string>
#include <vector>

using namespace kiwi;

static double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

struct Grid {
  int n;
  Variable cl{"cl"}, ct{"ct"}, cw{"cw"};
  std::vector<Variable> left, top, width, height;
  std::vector<Constraint> L;

  explicit Grid(int count) : n(count) {
    for (int i = 0; i < n; ++i) {
      left.emplace_back("left" + std::to_string(i));
      top.emplace_back("top" + std::to_string(i));
      width.emplace_back("width" + std::to_string(i));
      height.emplace_back("height" + std::to_string(i));
    }
    L.push_back(cl == 0);
    L.push_back(ct == 0);
    for (int i = 0; i < n; ++i) {
      int c = i % 10;
      L.push_back(width[i] >= 0);
      L.push_back(height[i] >= 0);
      L.push_back(height[i] == 44);
      if (c == 0) L.push_back(left[i] == cl + 8);
      else L.push_back(left[i] == left[i - 1] + width[i - 1] + 8);
      if (i == 0) L.push_back(top[i] == ct + 8);
      else if (c == 0) L.push_back(top[i] == top[i - 10] + height[i - 10] + 8);
      else L.push_back(top[i] == top[i - c]);
      if (c > 0) L.push_back(width[i] == width[i - c]);
      if (c == 9) L.push_back(left[i] + width[i] + 8 == cl + cw);
    }
  }

  void build(Solver& s) {
    s.addConstraint(L[0]);
    s.addConstraint(L[1]);
    s.addEditVariable(cw, strength::strong);
    s.suggestValue(cw, 1000);
    for (size_t i = 2; i < L.size(); ++i) s.addConstraint(L[i]);
    s.updateVariables();
  }

  bool check(double W) const {
    double tol = 1e-6 * std::max(1.0, W), w = (W - 88) / 10;
    auto ok = [&](const Variable& v, double e) { return std::fabs(v.value() - e) <= tol; };
    if (!ok(cl, 0) || !ok(ct, 0) || !ok(cw, W)) return false;
    for (int i = 0; i < n; ++i) {
      int r = i / 10, c = i % 10;
      if (!ok(width[i], w) || !ok(height[i], 44) || !ok(left[i], 8 + c * (w + 8)) || !ok(top[i], 8 + 52.0 * r))
        return false;
    }
    return true;
  }
};

static void verify(const Grid& g, double W, const char* phase) {
  if (!g.check(W)) {
    std::fprintf(stderr, "kiwi %s at n=%d does not match the closed form\n", phase, g.n);
    std::exit(1);
  }
}

static long statusKiB(const char* field) {
  std::ifstream status("/proc/self/status");
  std::string line;
  size_t length = std::strlen(field);
  while (std::getline(status, line))
    if (line.compare(0, length, field) == 0) return std::atol(line.c_str() + length);
  return 0;
}

static void grid(int n, int reps) {
  double best[4] = {1e300, 1e300, 1e300, 1e300};
  for (int rep = 0; rep < reps; ++rep) {
    Grid g(n);
    Solver s;
    double t0 = now();
    g.build(s);
    best[0] = std::min(best[0], now() - t0);
    verify(g, 1000, "G");
    t0 = now();
    for (int k = 0; k < 1000; ++k) {
      s.suggestValue(g.cw, 320 + (37 * k) % 1000);
      s.updateVariables();
    }
    best[1] = std::min(best[1], (now() - t0) / 1000);
    verify(g, 1283, "R");
    t0 = now();
    for (size_t i = 0; i < g.L.size(); i += 10) {
      s.removeConstraint(g.L[i]);
      s.addConstraint(g.L[i]);
    }
    s.updateVariables();
    best[2] = std::min(best[2], now() - t0);
    verify(g, 1283, "C1");
    t0 = now();
    for (size_t i = 0; i < g.L.size(); i += 10) s.removeConstraint(g.L[i]);
    for (size_t i = 0; i < g.L.size(); i += 10) s.addConstraint(g.L[i]);
    s.updateVariables();
    best[3] = std::min(best[3], now() - t0);
    verify(g, 1283, "C2");
  }
  std::printf("G %d %.4g ms\nR %d %.4g us\nC1 %d %.4g ms\nC2 %d %.4g ms\n", n, best[0] * 1e3, n, best[1] * 1e6, n,
              best[2] * 1e3, n, best[3] * 1e3);
}

static void memory(int n) {
  Grid g(n);
  Solver s;
  long before = statusKiB("VmRSS:");
  g.build(s);
  verify(g, 1000, "G");
  long peak = statusKiB("VmHWM:");
  std::printf("memory %d %ld KiB\nmemory-solver %d %ld KiB\n", n, peak, n, peak - before);
}

#include "enaml_system.inc"

static void enaml(int reps) {
  double build = 1e300;
  for (int r = 0; r < reps * 100; ++r) {
    Solver s;
    Variable width("width"), height("height");
    double t0 = now();
    build_solver(s, width, height);
    build = std::min(build, now() - t0);
  }
  Solver s;
  Variable width("width"), height("height");
  build_solver(s, width, height);
  const double sizes[6][2] = {{400, 600}, {600, 400}, {800, 1200}, {1200, 800}, {400, 800}, {800, 400}};
  double suggest = 1e300;
  for (int r = 0; r < reps; ++r) {
    const int steps = 6000;
    double t0 = now();
    for (int step = 0; step < steps; ++step) {
      s.suggestValue(width, sizes[step % 6][0]);
      s.suggestValue(height, sizes[step % 6][1]);
      s.updateVariables();
    }
    suggest = std::min(suggest, (now() - t0) / steps);
  }
  std::printf("E-build 111 %.4g us\nE-suggest 111 %.4g us\n", build * 1e6, suggest * 1e6);
}

int main(int argc, char** argv) {
  if (argc >= 4 && !std::strcmp(argv[1], "grid")) grid(std::atoi(argv[2]), std::atoi(argv[3]));
  else if (argc >= 3 && !std::strcmp(argv[1], "memory")) memory(std::atoi(argv[2]));
  else if (argc >= 3 && !std::strcmp(argv[1], "enaml")) enaml(std::atoi(argv[2]));
  else {
    std::fprintf(stderr, "usage: driver grid N REPS | driver memory N | driver enaml REPS\n");
    return 2;
  }
  return 0;
}
