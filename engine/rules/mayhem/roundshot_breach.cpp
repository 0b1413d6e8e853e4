// 004 / Musket Mayhem / Artillery: "Heavier gun could knock down cover
// maybe?", played (option roundshot_breaches). Every reading is listed in
// docs/rules/mayhem.md, "Roundshot breaches".
#include "engine/rules/mayhem/roundshot_breach.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <string>

#include "engine/rules/mayhem/fire_dice.h"
#include "engine/rules/mayhem/fire_geometry.h"
#include "engine/rules/mayhem/mayhem_rolls.h"
#include "engine/rules/mayhem/mayhem_words.h"

namespace skirmish::mayhem {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// Ours: crossings of one piece closer than this along the line are one (the
// line through a joint of two legs meets both).
constexpr double kSameCrossing = 1e-6;

// The pieces a roundshot can knock down: the line obstacles that stand up
// (004 / Skill Die: "fence" is soft cover, "stockade" hard). Streams do not.
bool knockable(const TerrainFeature& f) {
  return f.is_line() && (f.type == TerrainType::kWall || f.type == TerrainType::kHedge ||
                         f.type == TerrainType::kFence);
}

std::string piece_words(const TerrainFeature& f) {
  if (!f.name.empty()) return "the " + f.name;
  switch (f.type) {
    case TerrainType::kHedge:
      return "the hedge";
    case TerrainType::kFence:
      return "the fence";
    default:
      return "the wall";
  }
}

Shot roundshot() {
  Shot shot;
  shot.variant = Variant::kMusket;
  shot.load = GunLoad::kRoundshot;
  return shot;
}

}  // namespace

void roundshot_crossings(const MayhemState& s, const Segment& line,
                         std::vector<CoverCrossing>& out) {
  out.clear();
  const auto& features = s.battlefield().features;
  const Box box = box_of(line);
  const double flown = length(line.b - line.a);
  for (size_t k = 0; k < features.size(); ++k) {
    const TerrainFeature& f = features[k];
    if (!knockable(f) || !f.bounds.overlaps(box)) continue;
    const size_t first = out.size();
    for (size_t i = 0; i + 1 < f.path.size(); ++i) {
      const auto t = intersect(line, Segment{f.path[i], f.path[i + 1]});
      if (!t) continue;
      const double along = *t * flown;
      const bool again = std::any_of(
          out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
          [&](const CoverCrossing& c) { return std::abs(c.along - along) < kSameCrossing; });
      const Vec2 p = line.a + (line.b - line.a) * *t;
      if (again || in_breach(s.breaches(), static_cast<int>(k), p)) continue;
      out.push_back({static_cast<int>(k), p, along});
    }
  }
  std::sort(out.begin(), out.end(), [](const CoverCrossing& a, const CoverCrossing& b) {
    return a.along != b.along ? a.along < b.along : a.feature < b.feature;
  });
}

int breach_die_needed(const MayhemMan& gunner) {
  // "as usual": the impact die that kills a man (fire_dice.h, Musket 6).
  const Shot shot = roundshot();
  return fire_impact_needed(MayhemMan{}, shot) - fire_impact_modifier(gunner, shot);
}

double breach_chance(const MayhemMan& gunner) {
  return chance_at_least(breach_die_needed(gunner));
}

void roundshot_strikes_cover(MayhemState& s, int gun, Dice& dice, EventSink& events) {
  if (!s.config.roundshot_breaches || s.config.variant != Variant::kMusket) return;
  thread_local std::vector<CoverCrossing> crossings;
  const Segment line = roundshot_line(s.battlefield(), s.figures()[at(gun)]);
  roundshot_crossings(s, line, crossings);
  const int side = s.figures()[at(gun)].side;
  const MayhemMan& g = s.men[at(gun)];
  const int needed = breach_die_needed(g);
  const int modifier = fire_impact_modifier(g, roundshot());
  for (const CoverCrossing& c : crossings) {
    // A gap made earlier in this flight may already open this crossing.
    if (s.breach_count >= kMostBreaches || in_breach(s.breaches(), c.feature, c.at)) continue;
    const int die = dice.roll(6, d6_purpose("breach die", static_cast<MayhemRollCode>(kBreachRoll),
                                            static_cast<int16_t>(gun), -1, needed, Need::kAtLeast));
    const bool breached = die >= needed;
    if (breached) {
      s.breach[at(s.breach_count)] = {c.at, static_cast<float>(kBreachWidth / 2), c.feature};
      ++s.breach_count;
    }
    narrate(s, events, side, [&] {
      const std::string piece = piece_words(s.battlefield().features[at(c.feature)]);
      const std::string roll =
          "impact " + std::to_string(die) + " (+" + std::to_string(modifier) + ")";
      return breached ? "The roundshot breaches " + piece + " at " + point_text(c.at) + ": " +
                            roll + ", a gap " + inches_text(kBreachWidth) + " wide."
                      : "The roundshot strikes " + piece + " at " + point_text(c.at) + ": " + roll +
                            ", it holds.";
    });
  }
}

}  // namespace skirmish::mayhem
