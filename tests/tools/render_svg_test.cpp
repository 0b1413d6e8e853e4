// The table as a picture (tools/render/table_svg.h): what a reader needs to
// tell apart on it is drawn apart.
#include <gtest/gtest.h>

#include <memory>

#include "engine/scenario/loader.h"
#include "tools/render/table_svg.h"

namespace skirmish {
namespace {

// A keep with a barred door south and an open one north, and a palisade.
std::unique_ptr<Scenario> keep() {
  LoadResult loaded = load_scenario_text(R"(name: Doors
rules: mayhem
table: {width: 24, depth: 24}
terrain:
  - type: building
    name: Keep
    outline: [[8, 8], [16, 8], [16, 16], [8, 16]]
    openings:
      - {kind: door, at: [12, 8], barred: true}
      - {kind: door, at: [12, 16]}
  - {type: wall, name: Palisade, path: [[2, 20], [10, 20]], height: 1}
sides:
  - name: Red
    units:
      - name: Red band
        figures:
          - {name: Pte Red, at: [4, 4], facing: 0}
  - name: Blue
    units:
      - name: Blue band
        figures:
          - {name: Pte Blue, at: [20, 20], facing: 180}
)",
                                         "doors.yaml");
  EXPECT_TRUE(loaded.ok()) << loaded.error->to_string();
  return loaded.ok() ? std::make_unique<Scenario>(std::move(*loaded.scenario)) : nullptr;
}

// A barred door (wall until broken, docs/scenario-format.md) is drawn dark
// with its bar across and named so; an ordinary door is drawn as before;
// as deployed nothing is afire.
TEST(RenderSvg, ABarredDoorIsDrawnBarred) {
  const std::unique_ptr<Scenario> scenario = keep();
  ASSERT_TRUE(scenario);
  TablePicture picture;
  picture.scenario = scenario.get();
  const std::string svg = render_svg(picture, RenderOptions{});
  EXPECT_NE(svg.find("fill=\"#3d2410\" stroke=\"#3a332d\"><title>barred door</title>"),
            std::string::npos)
      << svg;
  EXPECT_NE(svg.find("fill=\"#a0612b\" stroke=\"#3a332d\"><title>door</title>"), std::string::npos)
      << svg;
  EXPECT_NE(svg.find("stroke=\"#e0c080\""), std::string::npos) << svg;  // the bar
  EXPECT_EQ(svg.find("on fire"), std::string::npos);
  EXPECT_EQ(svg.find("a gap in"), std::string::npos);
}

// In a game, what it has changed on the table (Rules::table_changes): a
// building or a wall afire is drawn orange and named "on fire"; a barred
// door it has broken, as a door again; a gap knocked in a wall, named.
TEST(RenderSvg, AGamesFiresBrokenDoorsAndGapsAreDrawn) {
  const std::unique_ptr<Scenario> scenario = keep();
  ASSERT_TRUE(scenario);
  TableChanges changes;
  changes.burning = {1, 1};  // the Keep and the Palisade
  changes.broken_doors = {1};
  changes.breaches.push_back({{6, 20}, 1.0f, 1});
  TablePicture picture;
  picture.scenario = scenario.get();
  picture.changes = &changes;
  const std::string svg = render_svg(picture, RenderOptions{});
  EXPECT_NE(svg.find("<title>Keep on fire</title>"), std::string::npos) << svg;
  EXPECT_NE(svg.find("<title>Palisade on fire</title>"), std::string::npos) << svg;
  EXPECT_NE(svg.find("fill=\"#a0612b\" stroke=\"#3a332d\"><title>broken door</title>"),
            std::string::npos)
      << svg;
  EXPECT_EQ(svg.find("barred door"), std::string::npos) << svg;
  EXPECT_NE(svg.find("<title>a gap in Palisade</title>"), std::string::npos) << svg;
}

}  // namespace
}  // namespace skirmish
