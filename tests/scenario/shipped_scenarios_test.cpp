// Every file in scenarios/ loads and its roster passes its rule set's
// catalog: a shipped scenario must never greet a player with an error.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/rules/catalogs.h"
#include "engine/rules/rencounter/rencounter_catalog.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/roster_check.h"
#include "tests/shipped_scenarios.h"

namespace skirmish {
namespace {

using testing::shipped_scenario_files;

TEST(ShippedScenarios, EveryFileLoadsAndPassesItsRuleSetsCatalog) {
  const auto files = shipped_scenario_files();
  ASSERT_FALSE(files.empty());
  for (const auto& path : files) {
    const LoadResult r = load_scenario(path.string());
    ASSERT_TRUE(r.ok()) << r.error->to_string();
    const Catalog* catalog = builtin_catalog(r.scenario->rules);
    ASSERT_NE(catalog, nullptr) << path << ": rules " << r.scenario->rules;
    const auto e = validate_roster(*r.scenario, *catalog);
    EXPECT_FALSE(e.has_value()) << e->to_string();
  }
}

TEST(ShippedScenarios, DefaultIsAMeetingEngagement) {
  const LoadResult r = load_scenario(std::string(SKIRMISH_SOURCE_DIR) + "/scenarios/default.yaml");
  ASSERT_TRUE(r.ok()) << r.error->to_string();
  const Scenario& s = *r.scenario;
  EXPECT_EQ(s.rules, "rencounter");
  EXPECT_DOUBLE_EQ(s.battlefield->table.width, 48);
  EXPECT_DOUBLE_EQ(s.battlefield->table.depth, 36);
  ASSERT_EQ(s.sides.size(), 2u);
  for (const SideSpec& side : s.sides) {
    EXPECT_GE(side.units.size(), 2u);
    EXPECT_LE(side.units.size(), 4u);
    for (const UnitSpec& u : side.units) {
      EXPECT_GE(u.figures.size(), 4u) << u.name;
      EXPECT_LE(u.figures.size(), 6u) << u.name;
    }
  }
  // About a dozen pieces, of every kind the quick start shows off.
  std::vector<bool> seen(terrain_type_names().size());
  for (const TerrainFeature& f : s.battlefield->features) seen[static_cast<size_t>(f.type)] = true;
  for (TerrainType t :
       {TerrainType::kWoods, TerrainType::kWall, TerrainType::kHedge, TerrainType::kBuilding,
        TerrainType::kHill, TerrainType::kRoad, TerrainType::kStream, TerrainType::kTree}) {
    EXPECT_TRUE(seen[static_cast<size_t>(t)]) << name_of(t);
  }
  EXPECT_GE(s.battlefield->features.size(), 12u);
}

// The example in docs/scenario-format.md must stay a working scenario.
TEST(ShippedScenarios, FormatDocExampleLoads) {
  std::ifstream in(std::string(SKIRMISH_SOURCE_DIR) + "/docs/scenario-format.md");
  std::ostringstream doc;
  doc << in.rdbuf();
  const std::string text = doc.str();
  const size_t start = text.rfind("```yaml\n");
  ASSERT_NE(start, std::string::npos);
  const size_t end = text.find("```", start + 8);
  ASSERT_NE(end, std::string::npos);
  const LoadResult r =
      load_scenario_text(text.substr(start + 8, end - start - 8), "docs/scenario-format.md");
  ASSERT_TRUE(r.ok()) << r.error->to_string();
  const auto e = validate_roster(*r.scenario, rencounter_catalog());
  EXPECT_FALSE(e.has_value()) << e->to_string();
}

}  // namespace
}  // namespace skirmish
