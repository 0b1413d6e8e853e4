// The Rencounter squad generator against 000 / Scenario Design Suggestions:
// its dice tables exactly, the spread of what it rolls over many seeds, and
// that every scenario it makes is one the loader and catalog accept.
#include "engine/rules/rencounter/squad_generator.h"

#include <gtest/gtest.h>

#include <map>

#include "engine/rules/rencounter/rencounter_catalog.h"
#include "engine/rules/rencounter/squad_eras.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/placement.h"
#include "engine/scenario/roster_check.h"
#include "engine/scenario/scenario_writer.h"

namespace skirmish::rencounter {
namespace {

int stat_of(const FigureSpec& f, const std::string& name) {
  for (const StatValue& s : f.stats) {
    if (s.name == name) return s.value;
  }
  return -100;
}

Scenario generated(SquadSettings settings) {
  SquadResult r = generate_squads(settings);
  EXPECT_TRUE(r.scenario.has_value()) << r.error;
  return r.scenario ? *r.scenario : Scenario{};
}

TEST(SquadGenerator, SeedTablesAsPrinted) {
  // "1 Newly appointed Novice Exp 3 / 2-3 Average Exp 4 / 4-5 Veteran Exp 5 / 6 Hero Exp 6"
  EXPECT_EQ((std::vector<int>{3, 4, 4, 5, 5, 6}),
            (std::vector<int>{leader_experience(1), leader_experience(2), leader_experience(3),
                              leader_experience(4), leader_experience(5), leader_experience(6)}));
  // "1-2 Novice Exp 3 / 3-4 Average Exp 4 / 5-6 Veteran Exp 5"
  EXPECT_EQ(
      (std::vector<int>{3, 3, 4, 4, 5, 5}),
      (std::vector<int>{follower_experience(1), follower_experience(2), follower_experience(3),
                        follower_experience(4), follower_experience(5), follower_experience(6)}));
  // "1 -2 / 2 -1 / 3 0 / 4 0 / 5 +1 / 6 +2"
  EXPECT_EQ((std::vector<int>{-2, -1, 0, 0, 1, 2}),
            (std::vector<int>{skill_modifier(1), skill_modifier(2), skill_modifier(3),
                              skill_modifier(4), skill_modifier(5), skill_modifier(6)}));
  // "Roll 1D6 + 4 for group size."
  EXPECT_EQ(group_size(1), 5);
  EXPECT_EQ(group_size(6), 10);
}

TEST(SquadGenerator, UnevenGroupSizesAreBumpedCloser) {
  EXPECT_EQ(bump_closer(5, 10), std::make_pair(7, 8));
  EXPECT_EQ(bump_closer(10, 5), std::make_pair(8, 7));
  EXPECT_EQ(bump_closer(9, 5), std::make_pair(8, 6));
  EXPECT_EQ(bump_closer(6, 8), std::make_pair(6, 8));
}

// Frequencies over many seeds match the seed's d6 tables. With about 12,000
// men the standard error of a 1/3 share is 0.004; the tolerances are 4-5
// of them. Leaders are counted only for each side's first unit, which the
// one-hero rule never touches (600 leaders: standard error 0.015-0.019).
TEST(SquadGenerator, RolledRatingsFollowTheSeedsDistributions) {
  constexpr int kSeeds = 300;
  std::map<int, int> follower_exp, first_leader_exp, fire_offset, units, size;
  int followers = 0, leaders = 0, sides = 0, size_total = 0;
  for (int seed = 1; seed <= kSeeds; ++seed) {
    SquadSettings settings;
    settings.seed = static_cast<uint64_t>(seed);
    settings.skills = SkillMethod::kRolled;
    const Scenario s = generated(settings);
    for (const SideSpec& side : s.sides) {
      ++sides;
      ++units[static_cast<int>(side.units.size())];
      int heroes = 0;
      const size_t group = side.units.front().figures.size();
      size_total += static_cast<int>(group);
      for (size_t u = 0; u < side.units.size(); ++u) {
        EXPECT_EQ(side.units[u].figures.size(), group) << "one size for all groups of a side";
        for (size_t f = 0; f < side.units[u].figures.size(); ++f) {
          const FigureSpec& man = side.units[u].figures[f];
          const int exp = stat_of(man, "experience");
          heroes += exp == 6;
          if (f == 0) {
            if (u == 0) {
              ++first_leader_exp[exp];
              ++leaders;
            }
            continue;
          }
          ++follower_exp[exp];
          ++fire_offset[stat_of(man, "fire") - 2 * exp];
          ++followers;
        }
      }
      EXPECT_LE(heroes, 1) << "at most one hero a side";
    }
    EXPECT_LE(std::abs(static_cast<int>(s.sides[0].units.front().figures.size()) -
                       static_cast<int>(s.sides[1].units.front().figures.size())),
              kMaxSizeGap);
  }
  const auto share = [](int count, int total) { return static_cast<double>(count) / total; };
  for (int exp : {3, 4, 5}) EXPECT_NEAR(share(follower_exp[exp], followers), 1.0 / 3, 0.02) << exp;
  EXPECT_EQ(follower_exp.size(), 3u);
  EXPECT_NEAR(share(first_leader_exp[3], leaders), 1.0 / 6, 0.05);
  EXPECT_NEAR(share(first_leader_exp[4], leaders), 1.0 / 3, 0.06);
  EXPECT_NEAR(share(first_leader_exp[5], leaders), 1.0 / 3, 0.06);
  EXPECT_NEAR(share(first_leader_exp[6], leaders), 1.0 / 6, 0.05);
  for (int m : {-2, -1, 1, 2}) EXPECT_NEAR(share(fire_offset[m], followers), 1.0 / 6, 0.02) << m;
  EXPECT_NEAR(share(fire_offset[0], followers), 1.0 / 3, 0.02);
  // Units a side 1d4+1 (600 sides: standard error 0.018).
  for (int n : {2, 3, 4, 5}) EXPECT_NEAR(share(units[n], sides), 0.25, 0.06) << n;
  EXPECT_EQ(units.size(), 4u);
  // Group sizes 1d6+4 average 7.5, and bumping closer keeps the average.
  EXPECT_NEAR(static_cast<double>(size_total) / sides, 7.5, 0.2);
}

TEST(SquadGenerator, PeggedSkillsAreTwiceExperience) {
  SquadSettings settings;
  settings.seed = 11;
  const Scenario s = generated(settings);
  for (const SideSpec& side : s.sides) {
    for (const UnitSpec& u : side.units) {
      for (const FigureSpec& f : u.figures) {
        EXPECT_EQ(stat_of(f, "fire"), 2 * stat_of(f, "experience")) << f.name;
        EXPECT_EQ(stat_of(f, "melee"), 2 * stat_of(f, "experience")) << f.name;
      }
    }
  }
}

TEST(SquadGenerator, AskedForNumbersAreKept) {
  SquadSettings settings;
  settings.seed = 5;
  settings.units_per_side = 3;
  settings.figures_per_unit = 4;
  const Scenario s = generated(settings);
  for (const SideSpec& side : s.sides) {
    EXPECT_EQ(side.units.size(), 3u);
    for (const UnitSpec& u : side.units) {
      EXPECT_EQ(u.figures.size(), 4u);
      EXPECT_EQ(u.leader, u.figures.front().name);
    }
  }
}

TEST(SquadGenerator, WorseArmedSideGetsAnotherUnit) {
  SquadSettings settings;
  settings.era = "colonial";
  settings.units_per_side = 2;
  const Scenario s = generated(settings);
  EXPECT_EQ(s.sides[0].units.size(), 2u);  // Imperials: Martinis
  EXPECT_EQ(s.sides[1].units.size(), 3u);  // Tribesmen: jezzails and swords
}

// Every era over many seeds: the catalog knows every weapon, every man
// stands where the loader allows and inside his side's zone, the default
// table has 10-14 pieces, and the written file loads back.
TEST(SquadGenerator, EveryScenarioLoadsAndPassesTheCatalog) {
  for (const Era& era : squad_eras()) {
    for (int seed = 1; seed <= 40; ++seed) {
      SquadSettings settings;
      settings.seed = static_cast<uint64_t>(seed);
      settings.era = std::string(era.name);
      settings.units_per_side = 1 + seed % 4;
      Scenario s = generated(settings);
      ASSERT_TRUE(s.battlefield) << era.name << " " << seed;
      const size_t pieces = s.battlefield->features.size();
      EXPECT_GE(pieces, 10u) << era.name << " " << seed;
      EXPECT_LE(pieces, 14u) << era.name << " " << seed;
      for (const SideSpec& side : s.sides) {
        for (const UnitSpec& u : side.units) {
          for (const FigureSpec& f : u.figures) {
            EXPECT_TRUE(contains(side.deployment, f.at)) << f.name;
            EXPECT_FALSE(terrain_blocking(*s.battlefield, {f.at, f.base_radius})) << f.name;
          }
        }
      }
      const LoadResult back = load_scenario_text(scenario_yaml(s), "generated.yaml");
      ASSERT_TRUE(back.ok()) << back.error->to_string();
      Scenario loaded = *back.scenario;
      const auto e = resolve_roster(loaded, rencounter_catalog());
      EXPECT_FALSE(e.has_value()) << e->to_string();
      EXPECT_FALSE(resolve_roster(s, rencounter_catalog()).has_value());
    }
  }
}

TEST(SquadGenerator, SameSettingsSameScenario) {
  SquadSettings settings;
  settings.seed = 1234567890123ULL;
  settings.era = "wild-west";
  settings.skills = SkillMethod::kRolled;
  EXPECT_EQ(scenario_yaml(generated(settings)), scenario_yaml(generated(settings)));
  SquadSettings other = settings;
  other.seed += 1;
  EXPECT_NE(scenario_yaml(generated(settings)), scenario_yaml(generated(other)));
}

TEST(SquadGenerator, ForcesDoNotMoveTheTerrain) {
  SquadSettings a;
  a.seed = 21;
  a.units_per_side = 2;
  SquadSettings b = a;
  b.units_per_side = 3;
  b.figures_per_unit = 5;
  const Scenario sa = generated(a);
  const Scenario sb = generated(b);
  ASSERT_EQ(sa.battlefield->features.size(), sb.battlefield->features.size());
  for (size_t i = 0; i < sa.battlefield->features.size(); ++i) {
    EXPECT_EQ(sa.battlefield->features[i].bounds.min.x, sb.battlefield->features[i].bounds.min.x);
  }
}

TEST(SquadGenerator, BadSettingsAreRefusedWithReasons) {
  SquadSettings s;
  s.units_per_side = 0;
  EXPECT_EQ(settings_problem(s).value_or(""), "units per side must be from 1 to 8, not 0");
  s.units_per_side = 40;
  EXPECT_FALSE(generate_squads(s).scenario.has_value());
  s = {};
  s.figures_per_unit = 13;
  EXPECT_EQ(settings_problem(s).value_or(""), "figures per unit must be from 1 to 12, not 13");
  s = {};
  s.era = "napoleonic";
  EXPECT_EQ(settings_problem(s).value_or(""),
            "unknown era \"napoleonic\"; the eras are horse-and-musket, pike-and-shot, colonial, "
            "wild-west");
  s = {};
  s.table = Table{200, 36};
  EXPECT_NE(settings_problem(s).value_or("").find("from 24 to 120 inches, not 200"),
            std::string::npos);
}

TEST(SquadGenerator, CrowdedZoneIsRefusedNotOverlapped) {
  SquadSettings s;
  s.units_per_side = 8;
  s.figures_per_unit = 12;
  s.table = Table{24, 24};
  const SquadResult r = generate_squads(s);
  EXPECT_FALSE(r.scenario.has_value());
  EXPECT_NE(r.error.find("no room to set up"), std::string::npos) << r.error;
}

}  // namespace
}  // namespace skirmish::rencounter
