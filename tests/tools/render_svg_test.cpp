// The table as a picture (tools/render/table_svg.h): what a reader needs to
// tell apart on it is drawn apart.
#include <gtest/gtest.h>

#include "engine/scenario/loader.h"
#include "tools/render/table_svg.h"

namespace skirmish {
namespace {

// A barred door (wall until broken, docs/scenario-format.md) is drawn dark
// with its bar across and named so; an ordinary door is drawn as before.
TEST(RenderSvg, ABarredDoorIsDrawnBarred) {
  const LoadResult loaded = load_scenario_text(R"(name: Doors
rules: mayhem
table: {width: 24, depth: 24}
terrain:
  - type: building
    name: Keep
    outline: [[8, 8], [16, 8], [16, 16], [8, 16]]
    openings:
      - {kind: door, at: [12, 8], barred: true}
      - {kind: door, at: [12, 16]}
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
  ASSERT_TRUE(loaded.ok()) << loaded.error->to_string();
  TablePicture picture;
  picture.scenario = &*loaded.scenario;
  const std::string svg = render_svg(picture, RenderOptions{});
  EXPECT_NE(svg.find("fill=\"#3d2410\" stroke=\"#3a332d\"><title>barred door</title>"),
            std::string::npos)
      << svg;
  EXPECT_NE(svg.find("fill=\"#a0612b\" stroke=\"#3a332d\"><title>door</title>"), std::string::npos)
      << svg;
  EXPECT_NE(svg.find("stroke=\"#e0c080\""), std::string::npos) << svg;  // the bar
}

// In a game, what it has changed on the table: a building afire is drawn
// orange and named "on fire"; a barred door it has broken, as a door again.
TEST(RenderSvg, AGamesFiresAndBrokenDoorsAreDrawn) {
  const LoadResult loaded = load_scenario_text(R"(name: Doors
rules: mayhem
table: {width: 24, depth: 24}
terrain:
  - type: building
    name: Keep
    outline: [[8, 8], [16, 8], [16, 16], [8, 16]]
    openings:
      - {kind: door, at: [12, 8], barred: true}
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
  ASSERT_TRUE(loaded.ok()) << loaded.error->to_string();
  TableChanges changes;
  changes.burning = {1, 1};  // the Keep and the Palisade
  changes.broken_doors = {1};
  changes.breaches.push_back({{6, 20}, 1.0f, 1});
  TablePicture picture;
  picture.scenario = &*loaded.scenario;
  picture.changes = &changes;
  const std::string svg = render_svg(picture, RenderOptions{});
  EXPECT_NE(svg.find("<title>Keep on fire</title>"), std::string::npos) << svg;
  EXPECT_NE(svg.find("<title>Palisade on fire</title>"), std::string::npos) << svg;
  EXPECT_NE(svg.find("fill=\"#a0612b\" stroke=\"#3a332d\"><title>broken door</title>"),
            std::string::npos)
      << svg;
  EXPECT_EQ(svg.find("barred door"), std::string::npos) << svg;
  EXPECT_NE(svg.find("<title>a gap in Palisade</title>"), std::string::npos) << svg;
  // As deployed (no changes): nothing afire, the door barred.
  picture.changes = nullptr;
  const std::string deployed = render_svg(picture, RenderOptions{});
  EXPECT_EQ(deployed.find("on fire"), std::string::npos);
  EXPECT_NE(deployed.find("barred door"), std::string::npos);
}

}  // namespace
}  // namespace skirmish
