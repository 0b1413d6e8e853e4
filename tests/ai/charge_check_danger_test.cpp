// The check an enemy charge would force, as the utility planner weighs it
// for a man who is not a leader (ai/utility/considerations.cpp, damage
// received): a man run off by the check is lost as surely as one shot
// down, so the chance (Exposure::charged_off) counts with his shot danger,
// though the blows of the melee to come count only for leaders. On a
// Musket Mayhem table Pte Ames (courage 3, alone) walks into the reach of
// Jean's charge (a lone man's 18", in the lane ahead of him), or as far
// out of it.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "ai/utility/considerations.h"
#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::ai {
namespace {

using mayhem::testing::MayhemGame;
using mayhem::testing::two_sides;

std::string charger_table() {
  // Sgt Cole, first of the unit, is its leader; he stands far off.
  return two_sides(
      "musket",
      {"{name: Sgt Cole, at: [2, 34], facing: 0}", "{name: Pte Ames, at: [4, 10], facing: 0}"},
      {"{name: Capt Blue, at: [46, 34], facing: 0}",
       "{name: Jean, at: [30, 10], facing: 180, weapons: [Bayonet]}"});
}

struct Walk {
  double received = 0;  // the damage received term's value
  std::string reason;
};

Walk walk_to(MayhemGame& g, int man, Vec2 to) {
  const Weights w =
      find_personality(load_personalities(default_personalities_path()), "balanced").weights;
  Considerations c;
  c.begin(g.rules(), g.state(), 0);
  Forecast f;
  f.known = true;
  f.moves.push_back({static_cast<int16_t>(man), to});
  RankedOption option;
  option.action.kind = ActionKind::kMove;
  option.action.actor = static_cast<int16_t>(man);
  option.action.at = to;
  OptionFacts facts;
  c.score(g.rules(), g.state(), 0, option.action, f, 0, w, option.terms, facts);
  Walk out;
  for (const Consideration& t : option.terms) {
    if (t.name == kDamageReceived) out.received = t.value;
  }
  out.reason = utility_reason(g.rules(), g.state(), option, facts, c);
  return out;
}

TEST(ChargeCheckDanger, WalkingIntoAChargesReachCostsTheChanceOfRunningOff) {
  MayhemGame g(charger_table());
  const int ames = g.named("Pte Ames");
  // 16" from Jean, in his lane: Jean goes in on his courage 3 or less (1/2);
  // Ames alone fails on 4+ (1/2) and then runs off on 4+ (1/2): 12.5%.
  // (Capt Blue looks away: no shot at him anywhere.)
  const Walk into = walk_to(g, ames, {14, 10});
  EXPECT_NEAR(into.received, -0.5 * 0.25, 1e-9);
  EXPECT_NE(into.reason.find("0% that an enemy charge's courage check runs him off, now 12%"),
            std::string::npos)
      << into.reason;
  // As far, out of the lane and beyond 18": nothing to fear.
  const Walk aside = walk_to(g, ames, {4, 20});
  EXPECT_EQ(aside.received, 0.0);
}

}  // namespace
}  // namespace skirmish::ai
