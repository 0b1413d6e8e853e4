// Line of sight speed: LOS tests per second by terrain size and number of
// men, the grid against brute force in the same run, the grid against a
// Boost.Geometry R-tree for finding the pieces near a sight line, and the
// figure index (nanoflann) against a plain scan. Results and the command to
// reproduce them: docs/benchmarks.md, "Line of sight".
//
// Terrain density is held at that of 30 pieces on a 48" x 36" table: more
// pieces make a larger table (1000 pieces: about 277" x 208"), as a big
// scenario would. Shooters and targets are random pairs of the men no more
// than kLongestLook apart, as the rules ask "whom can I shoot?".
#include <benchmark/benchmark.h>

#include <boost/geometry.hpp>
#include <boost/geometry/index/rtree.hpp>
#include <cmath>
#include <vector>

#include "engine/core/figure_index.h"
#include "engine/core/los.h"
#include "tests/core/random_battlefield.h"

namespace skirmish {
namespace {

using testing::SplitMix;

constexpr uint64_t kSeed = 1234;
constexpr int kPairs = 4096;
// Sight is asked of men within a long musket or rifle shot of each other
// (extreme range in 000's weapon tables is a few dozen inches).
constexpr double kLongestLook = 36;

struct Scene {
  std::shared_ptr<Battlefield> field;
  std::vector<Sighting> men;
  std::vector<std::pair<int, int>> pairs;
  double width = 0, depth = 0;
};

Scene make_scene(int pieces, int figures) {
  Scene scene;
  SplitMix rng(kSeed + static_cast<uint64_t>(pieces) * 1000 + static_cast<uint64_t>(figures));
  const double scale = std::sqrt(pieces / 30.0);
  scene.width = 48 * scale;
  scene.depth = 36 * scale;
  scene.field = testing::random_battlefield(rng, pieces, scene.width, scene.depth);
  scene.men = testing::random_men(rng, figures, scene.width, scene.depth);
  for (auto& m : scene.men) m.blocks = true;
  while (static_cast<int>(scene.pairs.size()) < kPairs) {
    const int s = rng.below(figures), t = rng.below(figures);
    const double apart = distance(scene.men[s].base.centre, scene.men[t].base.centre);
    if (s != t && apart <= kLongestLook) scene.pairs.push_back({s, t});
  }
  return scene;
}

// kGathered and kGatheredAuto look with the men gathered once per position
// (SightFigures: ground levels found once, men filed in a grid), the way a
// rule set asking "whom can I shoot?" of every man would; the cost of
// gathering them is timed apart (SightFigures/Build).
enum class Path { kBruteForce, kGrid, kAuto, kGathered, kGatheredAuto };

template <Path kPath>
void BM_Los(benchmark::State& state) {
  const Scene scene =
      make_scene(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  const LineOfSight los(scene.field);
  const SightFigures gathered(los, scene.men);
  size_t i = 0;
  int visible = 0;
  for (auto _ : state) {
    const auto [s, t] = scene.pairs[i++ & (kPairs - 1)];
    LosResult r;
    if constexpr (kPath == Path::kBruteForce) {
      r = los.look_brute_force(scene.men[s], scene.men[t], scene.men, s, t);
    } else if constexpr (kPath == Path::kGrid) {
      r = los.look_indexed(scene.men[s], scene.men[t], scene.men, s, t);
    } else if constexpr (kPath == Path::kAuto) {
      r = los.look(scene.men[s], scene.men[t], scene.men, s, t);
    } else if constexpr (kPath == Path::kGathered) {
      r = los.look_indexed(gathered, s, t);
    } else {
      r = los.look(gathered, s, t);
    }
    visible += r.visible;
    benchmark::DoNotOptimize(r);
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["visible%"] = 100.0 * visible / static_cast<double>(state.iterations());
}

void los_sizes(benchmark::internal::Benchmark* b) {
  for (int pieces : {30, 1000}) {
    for (int figures : {20, 200}) b->Args({pieces, figures});
  }
}
BENCHMARK(BM_Los<Path::kBruteForce>)->Name("Los/BruteForce")->Apply(los_sizes);
BENCHMARK(BM_Los<Path::kGrid>)->Name("Los/Grid")->Apply(los_sizes);
BENCHMARK(BM_Los<Path::kAuto>)->Name("Los/Auto")->Apply(los_sizes);
BENCHMARK(BM_Los<Path::kGathered>)->Name("Los/GridMenGathered")->Apply(los_sizes);
BENCHMARK(BM_Los<Path::kGatheredAuto>)->Name("Los/AutoMenGathered")->Apply(los_sizes);

// Gathering the men of one position for sight (SightFigures::rebuild).
void BM_SightFiguresBuild(benchmark::State& state) {
  const Scene scene =
      make_scene(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  const LineOfSight los(scene.field);
  SightFigures gathered;
  for (auto _ : state) {
    gathered.rebuild(los, scene.men);
    benchmark::DoNotOptimize(gathered.size());
  }
}
BENCHMARK(BM_SightFiguresBuild)->Name("SightFigures/Build")->Apply(los_sizes);

// Where the grid starts to pay: both paths over a range of sizes.
void crossover_sizes(benchmark::internal::Benchmark* b) {
  for (int pieces : {10, 20, 30, 40, 50, 75, 100, 200}) b->Args({pieces, 20});
}
BENCHMARK(BM_Los<Path::kBruteForce>)->Name("Crossover/BruteForce")->Apply(crossover_sizes);
BENCHMARK(BM_Los<Path::kGrid>)->Name("Crossover/Grid")->Apply(crossover_sizes);

// Finding the pieces near a sight line: the grid's corridor walk against a
// Boost.Geometry R-tree (quadratic, 16 per node) over the pieces' boxes.
namespace bg = boost::geometry;
namespace bgi = boost::geometry::index;
using BPoint = bg::model::point<double, 2, bg::cs::cartesian>;
using BBox = bg::model::box<BPoint>;
using BSegment = bg::model::segment<BPoint>;
using RtreeValue = std::pair<BBox, uint32_t>;

void BM_NearPiecesGrid(benchmark::State& state) {
  const Scene scene = make_scene(static_cast<int>(state.range(0)), 20);
  const LineOfSight los(scene.field);
  std::vector<uint32_t> seen(los.obstacles().pieces.size(), 0);
  uint32_t now = 0;
  size_t i = 0, found = 0;
  for (auto _ : state) {
    const auto [s, t] = scene.pairs[i++ & (kPairs - 1)];
    ++now;
    los.grid().for_each_near(scene.men[s].base.centre, scene.men[t].base.centre, 0.5,
                             [&](uint32_t id) {
                               if (seen[id] == now) return;
                               seen[id] = now;
                               ++found;
                             });
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["pieces/line"] =
      static_cast<double>(found) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_NearPiecesGrid)->Name("NearPieces/Grid")->Arg(30)->Arg(1000);

void BM_NearPiecesRtree(benchmark::State& state) {
  const Scene scene = make_scene(static_cast<int>(state.range(0)), 20);
  const LineOfSight los(scene.field);
  std::vector<RtreeValue> values;
  const auto& pieces = los.obstacles().pieces;
  for (uint32_t id = 0; id < pieces.size(); ++id) {
    const Box b = pieces[id].bounds.grown(0.5);
    values.push_back({BBox{{b.min.x, b.min.y}, {b.max.x, b.max.y}}, id});
  }
  const bgi::rtree<RtreeValue, bgi::quadratic<16>> tree(values.begin(), values.end());
  std::vector<RtreeValue> hits;
  size_t i = 0, found = 0;
  for (auto _ : state) {
    const auto [s, t] = scene.pairs[i++ & (kPairs - 1)];
    const Vec2 a = scene.men[s].base.centre, b = scene.men[t].base.centre;
    hits.clear();
    // The boxes were grown by the target's radius, so a segment test finds
    // the same pieces the grid's corridor walk does.
    tree.query(bgi::intersects(BSegment{{a.x, a.y}, {b.x, b.y}}), std::back_inserter(hits));
    found += hits.size();
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["pieces/line"] =
      static_cast<double>(found) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_NearPiecesRtree)->Name("NearPieces/Rtree")->Arg(30)->Arg(1000);

// The five nearest men: nanoflann against sorting a scan.
std::vector<Vec2> centres_of(const Scene& scene) {
  std::vector<Vec2> out;
  for (const auto& m : scene.men) out.push_back(m.base.centre);
  return out;
}

void BM_NearestFiveIndex(benchmark::State& state) {
  const Scene scene = make_scene(30, static_cast<int>(state.range(0)));
  const auto centres = centres_of(scene);
  const FigureIndex index(centres);
  std::vector<Neighbour> out;
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(index.nearest(centres[i++ % centres.size()], 5, out));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_NearestFiveIndex)->Name("NearestFive/Nanoflann")->Arg(20)->Arg(200);

void BM_NearestFiveScan(benchmark::State& state) {
  const Scene scene = make_scene(30, static_cast<int>(state.range(0)));
  const auto centres = centres_of(scene);
  std::vector<Neighbour> all;
  size_t i = 0;
  for (auto _ : state) {
    const Vec2 p = centres[i++ % centres.size()];
    all.clear();
    for (int32_t k = 0; k < static_cast<int32_t>(centres.size()); ++k) {
      all.push_back({k, distance_squared(centres[k], p)});
    }
    std::partial_sort(
        all.begin(), all.begin() + 5, all.end(),
        [](const Neighbour& a, const Neighbour& b) { return a.distance < b.distance; });
    benchmark::DoNotOptimize(all.data());
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_NearestFiveScan)->Name("NearestFive/Scan")->Arg(20)->Arg(200);

void BM_FigureIndexBuild(benchmark::State& state) {
  const Scene scene = make_scene(30, static_cast<int>(state.range(0)));
  const auto centres = centres_of(scene);
  FigureIndex index;
  for (auto _ : state) {
    index.rebuild(centres);
    benchmark::DoNotOptimize(index.size());
  }
}
BENCHMARK(BM_FigureIndexBuild)->Name("FigureIndex/Build")->Arg(20)->Arg(200);

}  // namespace
}  // namespace skirmish

BENCHMARK_MAIN();
