#include "engine/rules/rencounter/squad_generator.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <set>

#include "engine/core/random.h"
#include "engine/rules/rencounter/squad_eras.h"
#include "engine/rules/rencounter/squad_placement.h"
#include "engine/rules/rencounter/squad_table.h"
#include "engine/scenario/placement.h"

namespace skirmish::rencounter {

namespace {

constexpr int kHeroExperience = 6;
constexpr int kVeteranExperience = 5;
// Tables for the default size, and for larger forces (room for their zones).
constexpr Table kSmallTable{48, 36};
constexpr Table kLargeTable{72, 48};
constexpr int kUnitsOnSmallTable = 4;
// 12 turns on a 36" deep table (as the shipped meeting engagement), one more
// for every 4" deeper: about the time to cross the middle ground and fight.
constexpr int kBaseTurns = 12;
// Victory points: the building in the middle is the prize; the enemy's
// senior leader is worth half as much. (The hill is not an objective: it
// may stand nearer one side.)
constexpr int kBuildingPoints = 2;
constexpr int kLeaderPoints = 1;
// 000 / Victory: "The fifty percent mark probably makes for a pleasantly
// bloody game".
constexpr double kBreakFraction = 0.5;

int d(Xoshiro256& rng, int sides) {
  return 1 + static_cast<int>(rng.below(static_cast<uint64_t>(sides)));
}

// Joins text without `"literal" + std::string` (GCC 12 warns falsely on it).
template <typename... Parts>
std::string cat(const Parts&... parts) {
  std::string out;
  (out.append(parts), ...);
  return out;
}

// Names drawn without repeats from the side's lists, shuffled by the seed;
// a name used already (both sides may share lists) gets " 2", " 3", ...
class Namer {
 public:
  Namer(const EraSide& side, std::set<std::string>& used, Xoshiro256& rng)
      : side_(side), used_(used) {
    given_ = shuffled(side.given_names.size(), rng);
    family_ = shuffled(side.family_names.size(), rng);
  }

  std::string name_for(const FigureKit& kit) {
    std::string base = kit.rank.empty() ? std::string() : std::string(kit.rank).append(" ");
    const auto given = [&] { return side_.given_names[given_[next_given_++ % given_.size()]]; };
    const auto family = [&] {
      return side_.family_names[family_[next_family_++ % family_.size()]];
    };
    switch (kit.names) {
      case NameStyle::kRankFamily:
        base.append(family());
        break;
      case NameStyle::kGivenFamily:
        base.append(given()).append(" ").append(family());
        break;
      case NameStyle::kGivenOnly:
        base.append(given());
        break;
    }
    std::string name = base;
    for (int n = 2; used_.count(name) > 0; ++n)
      name = std::string(base).append(" ").append(std::to_string(n));
    used_.insert(name);
    return name;
  }

 private:
  static std::vector<size_t> shuffled(size_t n, Xoshiro256& rng) {
    std::vector<size_t> order(n);
    for (size_t i = 0; i < n; ++i) order[i] = i;
    for (size_t i = n; i > 1; --i) std::swap(order[i - 1], order[rng.below(i)]);
    return order;
  }

  const EraSide& side_;
  std::set<std::string>& used_;
  std::vector<size_t> given_, family_;
  size_t next_given_ = 0, next_family_ = 0;
};

StatValue stat(const char* name, int value) {
  return StatValue{name, value, "", {}};
}

// One man: his ratings by the seed's tables and his era kit.
FigureSpec make_man(const FigureKit& kit, int experience, SkillMethod skills, Xoshiro256& rng) {
  FigureSpec fig;
  int fire = 2 * experience;
  int melee = 2 * experience;
  if (skills == SkillMethod::kRolled) {
    fire = std::clamp(fire + skill_modifier(d(rng, 6)), 1, 12);
    melee = std::clamp(melee + skill_modifier(d(rng, 6)), 1, 12);
  }
  fig.stats = {stat("experience", experience), stat("fire", fire), stat("melee", melee)};
  if (kit.armor > 0) fig.stats.push_back(stat("armor", kit.armor));
  if (!kit.shield.empty()) fig.stats.push_back(StatValue{"shield", 0, std::string(kit.shield), {}});
  for (std::string_view w : kit.weapons)
    fig.weapons.push_back(WeaponEntry{std::string(w), true, -1, {}});
  return fig;
}

struct SideRolls {
  int units = 0;
  int group_size = 0;
};

// "the Crown, 3 units of 6 men".
std::string side_summary(const SideSpec& s, int size) {
  return cat("the ", s.name, ", ", std::to_string(s.units.size()),
             s.units.size() == 1 ? " unit of " : " units of ", std::to_string(size),
             size == 1 ? " man" : " men");
}

Vec2 centre_of(const Polygon& p) {
  Vec2 sum{0, 0};
  for (Vec2 q : p.points) sum = sum + q;
  const double n = static_cast<double>(p.points.size());
  return {std::round(sum.x / n * 2) / 2, std::round(sum.y / n * 2) / 2};
}

void add_objectives(Scenario& s, const TableLayout& layout) {
  const Battlefield& field = *s.battlefield;
  std::vector<std::string> prizes;
  if (layout.building >= 0) {
    const TerrainFeature& b = field.features[static_cast<size_t>(layout.building)];
    const Vec2 c = centre_of(b.outline);
    // The hold area covers the whole building and the ground at its doors.
    double r = 0;
    for (Vec2 p : b.outline.points) r = std::max(r, distance(c, p));
    r = std::ceil((r + 0.5) * 2) / 2;
    for (const SideSpec& side : s.sides) {
      s.objectives.push_back({cat("Hold the ", b.name),
                              ObjectiveKind::kHold,
                              side.name,
                              {c, r},
                              "",
                              kBuildingPoints,
                              {}});
    }
    prizes.push_back(cat("the ", b.name, " (", std::to_string(kBuildingPoints), " points)"));
  }
  for (size_t i = 0; i < s.sides.size(); ++i) {
    const UnitSpec& enemy_first = s.sides[1 - i].units.front();
    s.objectives.push_back({cat("Kill ", enemy_first.leader),
                            ObjectiveKind::kKill,
                            s.sides[i].name,
                            {},
                            enemy_first.leader,
                            kLeaderPoints,
                            {}});
  }
  std::string won = "A meeting engagement: hold ";
  for (size_t i = 0; i < prizes.size(); ++i) {
    if (i > 0) won.append(" and ");
    won.append(prizes[i]);
  }
  won.append(prizes.empty() ? "nothing; " : " at the end, ");
  won.append("kill the enemy's senior leader (").append(std::to_string(kLeaderPoints));
  won.append("); a side with fewer than half its men fit and unrouted has lost (000 / Victory).");
  s.description.append(" ").append(won);
}

}  // namespace

int leader_experience(int d6) {
  if (d6 <= 1) return 3;
  if (d6 <= 3) return 4;
  if (d6 <= 5) return 5;
  return 6;
}

int follower_experience(int d6) {
  if (d6 <= 2) return 3;
  if (d6 <= 4) return 4;
  return 5;
}

int skill_modifier(int d6) {
  static constexpr int kModifiers[6] = {-2, -1, 0, 0, +1, +2};
  return kModifiers[std::clamp(d6, 1, 6) - 1];
}

int group_size(int d6) {
  return d6 + 4;
}

std::pair<int, int> bump_closer(int a, int b) {
  while (std::abs(a - b) > kMaxSizeGap) {
    if (a > b) {
      --a;
      ++b;
    } else {
      ++a;
      --b;
    }
  }
  return {a, b};
}

std::optional<std::string> settings_problem(const SquadSettings& s) {
  if (s.units_per_side &&
      (*s.units_per_side < kMinUnitsPerSide || *s.units_per_side > kMaxUnitsPerSide)) {
    return cat("units per side must be from ", std::to_string(kMinUnitsPerSide), " to ",
               std::to_string(kMaxUnitsPerSide), ", not ", std::to_string(*s.units_per_side));
  }
  if (s.figures_per_unit &&
      (*s.figures_per_unit < kMinFiguresPerUnit || *s.figures_per_unit > kMaxFiguresPerUnit)) {
    return cat("figures per unit must be from ", std::to_string(kMinFiguresPerUnit), " to ",
               std::to_string(kMaxFiguresPerUnit), ", not ", std::to_string(*s.figures_per_unit));
  }
  if (!find_era(s.era)) {
    std::string known;
    for (const Era& e : squad_eras()) known.append(known.empty() ? "" : ", ").append(e.name);
    return cat("unknown era \"", s.era, "\"; the eras are ", known);
  }
  if (s.table) {
    for (double v : {s.table->width, s.table->depth}) {
      if (!(v >= kMinTableSide && v <= kMaxTableSide)) {
        return cat("the table's width and depth must each be from ", number_text(kMinTableSide),
                   " to ", number_text(kMaxTableSide), " inches, not ", number_text(v));
      }
    }
  }
  return std::nullopt;
}

SquadResult generate_squads(const SquadSettings& settings) {
  SquadResult result;
  if (auto problem = settings_problem(settings)) {
    result.error = *problem;
    return result;
  }
  const Era& era = *find_era(settings.era);
  // Two streams from the one seed, so that asking for other forces keeps
  // the same table and the other way round.
  SplitMix64 spread(settings.seed);
  Xoshiro256 forces(spread.next());
  Xoshiro256 ground(spread.next());

  // Steps 1 and 2: units and group sizes.
  const int units = settings.units_per_side.value_or(d(forces, 4) + 1);
  SideRolls rolls[2];
  for (int i = 0; i < 2; ++i) {
    rolls[i].units = units + (era.sides[i].worse_armed ? 1 : 0);
    rolls[i].group_size = settings.figures_per_unit.value_or(group_size(d(forces, 6)));
  }
  std::tie(rolls[0].group_size, rolls[1].group_size) =
      bump_closer(rolls[0].group_size, rolls[1].group_size);

  Scenario s;
  s.rules = "rencounter";
  s.break_fraction = kBreakFraction;
  auto field = std::make_shared<Battlefield>();
  field->table = settings.table.value_or(
      std::max(rolls[0].units, rolls[1].units) > kUnitsOnSmallTable ? kLargeTable : kSmallTable);
  s.turn_limit =
      kBaseTurns + static_cast<int>(std::max(0.0, field->table.depth - kSmallTable.depth) / 4);

  // Steps 3 and 4: the men.
  std::set<std::string> used_names;
  for (int i = 0; i < 2; ++i) {
    const EraSide& era_side = era.sides[i];
    SideSpec side;
    side.name = std::string(era_side.name);
    side.colour = std::string(era_side.colour);
    Namer namer(era_side, used_names, forces);
    bool hero_seen = false;
    for (int u = 0; u < rolls[i].units; ++u) {
      const UnitKit& kit = era_side.kits[static_cast<size_t>(u) % era_side.kits.size()];
      UnitSpec unit;
      int same_kit = 0;
      for (int v = 0; v <= u; ++v)
        same_kit += era_side.kits[static_cast<size_t>(v) % era_side.kits.size()].name == kit.name;
      unit.name = std::string(kit.name).append(" ").append(std::to_string(same_kit));
      int leader_exp = leader_experience(d(forces, 6));
      if (leader_exp == kHeroExperience && hero_seen) leader_exp = kVeteranExperience;
      hero_seen = hero_seen || leader_exp == kHeroExperience;
      FigureSpec leader = make_man(kit.leader, leader_exp, settings.skills, forces);
      leader.name = namer.name_for(kit.leader);
      unit.leader = leader.name;
      unit.figures.push_back(std::move(leader));
      for (int m = 1; m < rolls[i].group_size; ++m) {
        FigureSpec man =
            make_man(kit.man, follower_experience(d(forces, 6)), settings.skills, forces);
        man.name = namer.name_for(kit.man);
        unit.figures.push_back(std::move(man));
      }
      side.units.push_back(std::move(unit));
    }
    s.sides.push_back(std::move(side));
  }

  // Step 5: the table, the set-up and the objectives.
  const TableLayout layout = lay_out_table(field->table, era.building_names, ground);
  field->features = layout.features;
  if (auto problem = set_up_sides(*field, s.sides)) {
    result.error = *problem;
    return result;
  }
  s.battlefield = field;

  s.name = cat(era.sides[0].name, " v ", era.sides[1].name, " (seed ",
               std::to_string(settings.seed), ")");
  std::string first = side_summary(s.sides[0], rolls[0].group_size);
  first[0] = 'T';
  s.description = cat("Made by the Rencounter squad generator from seed ",
                      std::to_string(settings.seed), ": ", era.period, ". ", first, ", against ",
                      side_summary(s.sides[1], rolls[1].group_size), ". Fire and melee are ",
                      settings.skills == SkillMethod::kPegged ? "twice experience."
                                                              : "rolled around twice experience.");
  add_objectives(s, layout);
  result.scenario = std::move(s);
  return result;
}

}  // namespace skirmish::rencounter
