// Reading orders typed at the play prompt.
#include "tools/skirmish/order_parser.h"

#include <gtest/gtest.h>

#include "engine/core/posture.h"

namespace skirmish {
namespace {

const std::vector<std::string> kNames = {"Sgt. Hoskins", "Pte. Carter", "Pte. Doyle",
                                         "Pte. Wilton",  "Cpl. Marsh",  "Mad Jack"};

TEST(OrderParser, FigureNamesIgnoreCaseAndFullStops) {
  std::string why;
  EXPECT_EQ(match_figure("sgt hoskins", kNames, why), 0);
  EXPECT_EQ(match_figure("PTE. CARTER", kNames, why), 1);
  EXPECT_EQ(match_figure("sgt", kNames, why), 0);  // a unique start
  EXPECT_EQ(match_figure("wil", kNames, why), 3);  // the start of a word
  EXPECT_EQ(match_figure("mad jack", kNames, why), 5);
  EXPECT_FALSE(match_figure("pte", kNames, why));
  EXPECT_EQ(why, "\"pte\" could be any of: Pte. Carter, Pte. Doyle, Pte. Wilton");
  EXPECT_FALSE(match_figure("nobody", kNames, why));
  EXPECT_EQ(why.rfind("no figure called \"nobody\"; the figures are: Sgt. Hoskins, ", 0), 0u);
}

TEST(OrderParser, Orders) {
  auto c = parse_command("shoot hoskins at \"Pte. Wilton\"", kNames);
  ASSERT_EQ(c.kind, TypedCommand::Kind::kOrder) << c.error;
  EXPECT_EQ(c.order, (Action{ActionKind::kShoot, 0, 3, -1, 0, std::nullopt}));

  c = parse_command("Move Pte. Doyle to 12.5 -3", kNames);
  ASSERT_EQ(c.kind, TypedCommand::Kind::kOrder) << c.error;
  EXPECT_EQ(c.order, (Action{ActionKind::kMove, 2, -1, -1, 0, Vec2{12.5, -3}}));

  c = parse_command("charge mad jack at marsh", kNames);
  EXPECT_EQ(c.order, (Action{ActionKind::kCharge, 5, 4, -1, 0, std::nullopt}));

  c = parse_command("melee mad jack cpl marsh", kNames);  // the one split naming two men
  ASSERT_EQ(c.kind, TypedCommand::Kind::kOrder) << c.error;
  EXPECT_EQ(c.order, (Action{ActionKind::kMelee, 5, 4, -1, 0, std::nullopt}));

  c = parse_command("kneel doyle", kNames);
  EXPECT_EQ(c.order, (Action{ActionKind::kChangePosture, 2, -1, -1,
                             static_cast<int32_t>(Posture::kKneeling), std::nullopt}));
  c = parse_command("reload carter", kNames);
  EXPECT_EQ(c.order, (Action{ActionKind::kReload, 1, -1, -1, 0, std::nullopt}));
  c = parse_command("pass", kNames);
  EXPECT_EQ(c.order, (Action{ActionKind::kPass, -1, -1, -1, 0, std::nullopt}));
}

// Two men called Webb, one a side: the man who acts is read as the deciding
// side's, the target as the enemy; unknown sides leave the name ambiguous.
TEST(OrderParser, ANameTwoMenShareIsReadByTheirSides) {
  const std::vector<std::string> names = {"Pte Webb", "Sgt Platt", "Lem Webb", "Capt Dunn"};
  NamedSides crown;
  crown.of_figure = {0, 0, 1, 1};
  crown.deciding = 0;
  auto c = parse_command("shoot webb at webb", names, crown);
  ASSERT_EQ(c.kind, TypedCommand::Kind::kOrder) << c.error;
  EXPECT_EQ(c.order, (Action{ActionKind::kShoot, 0, 2, -1, 0, std::nullopt}));
  c = parse_command("move webb to 10 12", names, crown);
  ASSERT_EQ(c.kind, TypedCommand::Kind::kOrder) << c.error;
  EXPECT_EQ(c.order.actor, 0);
  c = parse_command("melee webb webb", names, crown);
  ASSERT_EQ(c.kind, TypedCommand::Kind::kOrder) << c.error;
  EXPECT_EQ(c.order, (Action{ActionKind::kMelee, 0, 2, -1, 0, std::nullopt}));
  NamedSides rebels = crown;
  rebels.deciding = 1;
  c = parse_command("charge webb at webb", names, rebels);
  ASSERT_EQ(c.kind, TypedCommand::Kind::kOrder) << c.error;
  EXPECT_EQ(c.order, (Action{ActionKind::kCharge, 2, 0, -1, 0, std::nullopt}));
  // Without sides, or with two of the deciding side's men sharing it, the
  // name stays ambiguous and the choices are listed.
  c = parse_command("reload webb", names);
  EXPECT_EQ(c.kind, TypedCommand::Kind::kError);
  EXPECT_EQ(c.error, "\"webb\" could be any of: Pte Webb, Lem Webb");
  NamedSides both = crown;
  both.of_figure = {0, 0, 0, 1};
  EXPECT_EQ(parse_command("reload webb", names, both).kind, TypedCommand::Kind::kError);
}

TEST(OrderParser, CommandsAndNumbers) {
  EXPECT_EQ(parse_command("  ", kNames).kind, TypedCommand::Kind::kEmpty);
  EXPECT_EQ(parse_command("3", kNames).number, 3);
  EXPECT_EQ(parse_command("HELP", kNames).kind, TypedCommand::Kind::kHelp);
  EXPECT_EQ(parse_command("show", kNames).kind, TypedCommand::Kind::kShow);
  EXPECT_EQ(parse_command("undo", kNames).kind, TypedCommand::Kind::kUndo);
  EXPECT_EQ(parse_command("Take Back", kNames).kind, TypedCommand::Kind::kUndo);
  EXPECT_EQ(parse_command("undo hoskins", kNames).error, "'undo' takes nothing after it");
  const auto r = parse_command("render 'my table.svg'", kNames);
  EXPECT_EQ(r.kind, TypedCommand::Kind::kRender);
  EXPECT_EQ(r.file, "my table.svg");
}

TEST(OrderParser, MistakesAreExplained) {
  EXPECT_EQ(parse_command("move hoskins 3 4", kNames).error,
            "say it as: move FIGURE to X Y (inches from the table's corner)");
  EXPECT_EQ(parse_command("move hoskins to three 4", kNames).error,
            "X and Y must be numbers of inches, e.g. move Hoskins to 12 7.5");
  EXPECT_EQ(parse_command("shoot hoskins wilton", kNames).error,
            "say it as: shoot FIGURE at TARGET");
  EXPECT_EQ(parse_command("dance hoskins", kNames).error,
            "'dance' is not an order or command; type help");
  EXPECT_EQ(parse_command("shoot pte at wilton", kNames).error,
            "\"pte\" could be any of: Pte. Carter, Pte. Doyle, Pte. Wilton");
}

}  // namespace
}  // namespace skirmish
