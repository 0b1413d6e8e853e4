// The conformance suite: properties every rule set must have, run over every
// rule set in conformance_cases() (DESIGN / Determinism, Bad input never
// crashes; STYLE / OpenSpiel basic_tests).
#include <gtest/gtest.h>

#include <set>

#include "engine/core/random.h"
#include "engine/rules/game_record.h"
#include "tests/rules/conformance_cases.h"
#include "tests/rules/test_dir.h"

namespace skirmish {
namespace {

constexpr int kRandomGames = 100;

// One game played by random legal choices.
struct Played {
  std::unique_ptr<GameState> state;
  GameRecord record;
  int steps = 0;
};

class Conformance : public ::testing::TestWithParam<ConformanceCase> {
 protected:
  Conformance()
      : registry_(conformance_registry()),
        rules_(registry_.get(GetParam().rules)),
        scenario_(GetParam().scenario()) {}

  // Plays to the end with choices drawn from `seed` (a stream apart from the
  // dice), checking the step invariants at every decision. `each_step` sees
  // the state before each action.
  Played play(uint64_t seed, EventSink& events,
              const std::function<void(const GameState&, const Action&)>& each_step = {}) {
    Played p;
    p.state = rules_.new_game(scenario_, GetParam().options);
    p.record = begin_record(rules_, *p.state, scenario_->file, "", seed);
    SeededDice dice(seed);
    Xoshiro256 chooser(seed ^ 0x5eed5eed5eed5eedULL);
    std::vector<Action> actions;
    while (!rules_.next_decision(*p.state).game_over()) {
      const Decision d = rules_.next_decision(*p.state);
      EXPECT_GE(d.side, 0);
      EXPECT_LT(d.side, rules_.traits().players);
      EXPECT_FALSE(rules_.outcome(*p.state).over) << "outcome says over, next_decision does not";
      rules_.legal_actions(*p.state, actions);
      if (actions.empty()) {
        ADD_FAILURE() << "no legal action at step " << p.steps << " though the game is not over";
        break;
      }
      const Action chosen = actions[chooser.below(actions.size())];
      if (each_step) each_step(*p.state, chosen);
      rules_.apply(*p.state, chosen, dice, events);
      p.record.actions.push_back(chosen);
      if (++p.steps > GetParam().max_steps) {
        ADD_FAILURE() << "no end after " << GetParam().max_steps << " decisions (seed " << seed
                      << ")";
        break;
      }
    }
    return p;
  }

  // Actions no rule set can accept: figures, targets and units that do not exist.
  static std::vector<Action> nonsense_actions() {
    std::vector<Action> out;
    for (int k = 0; k <= static_cast<int>(ActionKind::kSpecial); ++k) {
      out.push_back({static_cast<ActionKind>(k), 9999, 9999, 9999, 12345, Vec2{-1000, -1000}});
    }
    return out;
  }

  Registry registry_;
  const Rules& rules_;
  std::shared_ptr<const Scenario> scenario_;
};

TEST_P(Conformance, TraitsDescribeTheRuleSet) {
  const Traits& t = rules_.traits();
  EXPECT_GE(t.players, 1);
  EXPECT_FALSE(t.summary.empty());
  std::set<std::string> names;
  for (const OptionSpec& o : t.options) {
    EXPECT_TRUE(names.insert(o.name).second) << "option declared twice: " << o.name;
    EXPECT_FALSE(o.meaning.empty()) << o.name << " needs a one-line meaning";
    EXPECT_EQ(o.reject_reason(o.default_value), "") << o.name << "'s default is not allowed";
  }
}

TEST_P(Conformance, EveryOptionValueStartsAGame) {
  for (const OptionSpec& o : rules_.traits().options) {
    for (const std::string& choice : o.choices) {
      EXPECT_NO_THROW(rules_.new_game(scenario_, {{o.name, choice, {}}})) << o.name << choice;
    }
  }
  try {
    rules_.new_game(scenario_, {{"no_such_option", "1", {}}});
    FAIL() << "an unknown option was accepted";
  } catch (const OptionError& e) {
    EXPECT_NE(std::string(e.what()).find("no_such_option"), std::string::npos) << e.what();
  }
}

TEST_P(Conformance, RandomPlayEndsWithoutStalling) {
  std::vector<Action> actions;
  for (uint64_t seed = 1; seed <= kRandomGames; ++seed) {
    Played p = play(seed, null_sink(), [&](const GameState& s, const Action&) {
      rules_.legal_actions(s, actions);
      for (const Action& a : actions) {
        const CheckResult r = rules_.check(s, a);
        EXPECT_TRUE(r.ok) << rules_.describe(s, a) << " is offered but refused: " << r.reason;
      }
    });
    const Outcome o = rules_.outcome(*p.state);
    EXPECT_TRUE(o.over) << "seed " << seed;
    EXPECT_GE(o.winner, -1);
    EXPECT_LT(o.winner, rules_.traits().players);
    EXPECT_FALSE(o.reason.empty());
    rules_.legal_actions(*p.state, actions);
    EXPECT_TRUE(actions.empty()) << "actions offered after the game is over";
    if (HasFailure()) break;
  }
}

TEST_P(Conformance, NonsenseActionsAreRefusedWithAReason) {
  auto state = rules_.new_game(scenario_, GetParam().options);
  SeededDice dice(1);
  for (const Action& a : nonsense_actions()) {
    const CheckResult r = rules_.check(*state, a);
    EXPECT_FALSE(r.ok) << to_text(a) << " was accepted";
    EXPECT_FALSE(r.reason.empty()) << to_text(a) << " was refused without a reason";
    const uint64_t before = state->hash();
    EXPECT_THROW(rules_.apply(*state, a, dice, null_sink()), IllegalAction);
    EXPECT_EQ(state->hash(), before) << "a refused action changed the state";
  }
}

TEST_P(Conformance, NothingIsLegalOnceTheGameIsOver) {
  std::vector<Action> offered;
  Played p = play(7, null_sink(), [&](const GameState&, const Action& a) { offered.push_back(a); });
  for (const Action& a : offered) {
    const CheckResult r = rules_.check(*p.state, a);
    EXPECT_FALSE(r.ok) << to_text(a) << " accepted after the end";
    EXPECT_FALSE(r.reason.empty());
  }
}

TEST_P(Conformance, SameSeedSameHistory) {
  std::set<uint64_t> finals;
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    VectorSink first(true), second(true);
    const Played a = play(seed, first);
    const Played b = play(seed, second);
    EXPECT_EQ(a.state->hash(), b.state->hash()) << "seed " << seed;
    EXPECT_EQ(a.record, b.record);
    ASSERT_EQ(first.events.size(), second.events.size()) << "seed " << seed;
    for (std::size_t i = 0; i < first.events.size(); ++i) {
      ASSERT_EQ(to_json_line(first.events[i]), to_json_line(second.events[i]))
          << "seed " << seed << ", first different event is number " << i + 1;
    }
    // The event stream must not change the game: a null sink gives the same end.
    EXPECT_EQ(play(seed, null_sink()).state->hash(), a.state->hash());
    finals.insert(a.state->hash());
  }
  EXPECT_GT(finals.size(), 1u) << "ten seeds, one ending: are the seeds used?";
}

TEST_P(Conformance, CloneAndCopyFromKeepTheHash) {
  std::unique_ptr<GameState> scratch = rules_.new_game(scenario_, GetParam().options);
  const Figure* storage = nullptr;
  SeededDice side_dice(99);
  play(3, null_sink(), [&](const GameState& s, const Action& next) {
    const auto copy = s.clone();
    EXPECT_EQ(copy->hash(), s.hash());
    scratch->copy_from(s);
    EXPECT_EQ(scratch->hash(), s.hash());
    EXPECT_EQ(scratch->turn(), s.turn());
    EXPECT_EQ(scratch->actions_applied(), s.actions_applied());
    // copy_from reuses memory: the figures stay where they were.
    if (storage && s.figures().size() == scratch->figures().size()) {
      EXPECT_EQ(scratch->figures().data(), storage);
    }
    storage = scratch->figures().data();
    // Playing on a copy never touches the original.
    const uint64_t before = s.hash();
    rules_.apply(*scratch, next, side_dice, null_sink());
    EXPECT_EQ(s.hash(), before);
  });
}

TEST_P(Conformance, ViewOfAPerfectInformationGameIsTheWholeState) {
  if (rules_.traits().hidden_information) GTEST_SKIP() << "this rule set hides information";
  auto state = rules_.new_game(scenario_, GetParam().options);
  auto view = rules_.new_game(scenario_, GetParam().options);
  for (int side = 0; side < rules_.traits().players; ++side) {
    rules_.view_for(*state, side, *view);
    EXPECT_EQ(view->hash(), state->hash());
  }
}

// Every rule set, hidden information or not: a side's view leaves the game
// alone and shows that side its own men exactly as they are (DESIGN / The
// AI does not cheat — but it must not be blind to its own side either).
TEST_P(Conformance, ViewShowsASideItsOwnMenAndLeavesTheGameAlone) {
  auto view = rules_.new_game(scenario_, GetParam().options);
  int looked = 0;
  play(21, null_sink(), [&](const GameState& state, const Action&) {
    if (state.actions_applied() % 7 != 0) return;
    const uint64_t before = state.hash();
    for (int side = 0; side < rules_.traits().players; ++side) {
      rules_.view_for(state, side, *view);
      ASSERT_EQ(view->figures().size(), state.figures().size());
      for (size_t i = 0; i < state.figures().size(); ++i) {
        const Figure& mine = state.figures()[i];
        if (mine.side != side) continue;
        const Figure& seen = view->figures()[i];
        EXPECT_EQ(seen.at, mine.at) << "figure " << i;
        EXPECT_EQ(seen.status, mine.status) << "figure " << i;
        EXPECT_EQ(seen.posture, mine.posture) << "figure " << i;
      }
      ++looked;
    }
    EXPECT_EQ(state.hash(), before) << "view_for changed the game";
  });
  EXPECT_GT(looked, 0);
}

TEST_P(Conformance, SavedGameLoadsAndReplaysToTheSameState) {
  TestDir dir;
  for (uint64_t seed : {11u, 12u, 13u}) {
    VectorSink played(true);
    const Played p = play(seed, played);
    const auto file = dir / ("game" + std::to_string(seed) + ".json");
    save_record(p.record, file);
    const GameRecord loaded = load_record(file);
    EXPECT_EQ(loaded, p.record);
    VectorSink replayed(true);
    const auto end = replay(rules_, scenario_, loaded, replayed);
    EXPECT_EQ(end->hash(), p.state->hash()) << "seed " << seed;
    EXPECT_EQ(replayed.events, played.events) << "seed " << seed;
  }
}

// The questions planners ask (engine/rules/forecast.h), at every decision of
// a few random games: evaluate stays within [-1, 1] and, once the game is
// over, is +1 / -1 / 0 as the outcome says; forecast, exposure and the shot offered leave the
// state as it was (they take no Dice, so they cannot draw one) and answer
// with chances in [0, 1] and expectations that are not negative; movement
// gives a fastest move no shorter than the ordinary one.
TEST_P(Conformance, PlannerQueriesAreSaneAndChangeNothing) {
  const int players = rules_.traits().players;
  Forecast f;
  Exposure e;
  Movement m;
  {
    // Nonsense is never "known", and asking about it changes nothing.
    auto opening = rules_.new_game(scenario_, GetParam().options);
    const uint64_t before = opening->hash();
    for (const Action& a : nonsense_actions()) {
      rules_.forecast(*opening, a, f);
      EXPECT_FALSE(f.known) << to_text(a);
    }
    rules_.exposure(*opening, 9999, {-1000, -1000}, e);
    EXPECT_FALSE(e.known);
    EXPECT_DOUBLE_EQ(rules_.shot_offered(*opening, 9999, {-1000, -1000}), 0.0);
    rules_.movement(*opening, 9999, m);
    EXPECT_FALSE(m.known);
    EXPECT_EQ(opening->hash(), before);
  }
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    int step = 0;
    Played p = play(seed, null_sink(), [&](const GameState& s, const Action& chosen) {
      const uint64_t before = s.hash();
      for (int side = 0; side < players; ++side) {
        const double v = rules_.evaluate(s, side);
        EXPECT_GE(v, -1.0);
        EXPECT_LE(v, 1.0);
      }
      rules_.forecast(s, chosen, f);
      if (f.known) {
        for (double c : {f.carried_out, f.hit_chance}) {
          EXPECT_GE(c, 0.0) << rules_.describe(s, chosen);
          EXPECT_LE(c, 1.0 + 1e-12) << rules_.describe(s, chosen);
        }
        for (double x : {f.enemy_losses, f.enemy_harm, f.own_losses, f.own_harm, f.points_taken}) {
          EXPECT_GE(x, 0.0) << rules_.describe(s, chosen);
        }
      }
      if (!s.figures().empty()) {
        const size_t i = static_cast<size_t>(step) % s.figures().size();
        rules_.exposure(s, static_cast<int>(i), s.figures()[i].at, e);
        const double offered = rules_.shot_offered(s, static_cast<int>(i), s.figures()[i].at);
        EXPECT_GE(offered, 0.0);
        EXPECT_LE(offered, 1.0);
        if (e.known) {
          EXPECT_GE(e.shooters, e.clear_shots);
          EXPECT_GE(e.clear_shots, 0);
          EXPECT_GE(e.chargers, 0);
          EXPECT_GE(e.expected_hits, 0.0);
          EXPECT_GE(e.expected_losses, 0.0);
          EXPECT_GE(e.cover, 0.0);
          EXPECT_LE(e.cover, 1.0);
        }
        rules_.movement(s, static_cast<int>(i), m);
        if (m.known) {
          EXPECT_GE(m.ordinary_inches, 0.0);
          EXPECT_GE(m.fastest_inches, m.ordinary_inches);
          EXPECT_EQ(m.can_move, m.fastest_inches > 0);
        }
      }
      ++step;
      EXPECT_EQ(s.hash(), before) << "a planner query changed the state at step " << step;
    });
    const Outcome o = rules_.outcome(*p.state);
    ASSERT_TRUE(o.over);
    // Standing is sized to the scenario, and a side is never past its break
    // point while the game goes on.
    Standing st;
    rules_.standing(*p.state, st);
    EXPECT_EQ(st.sides.size(), scenario_->sides.size());
    EXPECT_EQ(st.objective_scored_by.size(), scenario_->objectives.size());
    for (const int by : st.objective_scored_by) {
      EXPECT_GE(by, -1);
      EXPECT_LT(by, static_cast<int>(scenario_->sides.size()));
    }
    for (int side = 0; side < players; ++side) {
      const double want = o.winner < 0 ? 0.0 : (o.winner == side ? 1.0 : -1.0);
      EXPECT_DOUBLE_EQ(rules_.evaluate(*p.state, side), want) << "seed " << seed;
    }
    if (HasFailure()) break;
  }
}

INSTANTIATE_TEST_SUITE_P(RuleSets, Conformance, ::testing::ValuesIn(conformance_cases()),
                         [](const ::testing::TestParamInfo<ConformanceCase>& param_info) {
                           return param_info.param.display_name();
                         });

TEST(ConformanceCases, EveryRegisteredRuleSetHasACase) {
  const Registry registry = conformance_registry();
  for (const std::string& name : registry.names()) {
    bool found = false;
    for (const auto& c : conformance_cases()) found |= c.rules == name;
    EXPECT_TRUE(found) << "rule set '" << name
                       << "' is not in conformance_cases() (tests/rules/conformance_cases.cpp)";
  }
  for (const auto& c : conformance_cases()) {
    EXPECT_NE(registry.find(c.rules), nullptr) << c.rules << " is not registered";
  }
}

}  // namespace
}  // namespace skirmish
