// `lookahead`: the utility planner's choice checked by playing out its best
// few (ai/lookahead/lookahead_planner.h), as a player.
#include <algorithm>
#include <charconv>
#include <string>
#include <thread>

#include "ai/lookahead/lookahead_planner.h"
#include "ai/utility/personality.h"
#include "tools/skirmish/planner_player.h"
#include "tools/skirmish/players.h"

namespace skirmish {

namespace {

struct LookaheadChoice {
  std::string personality = "balanced";
  ai::LookaheadSettings settings;
};

// What may follow `lookahead:`, separated by colons: a personality name,
// candidates=N (the utility planner's best N are played out), lines=N (the
// lines each is played, on the same dice), horizon=N (decisions a line
// runs before it is judged), confidence=X (the standard errors of the
// paired gain that must stay above 0), danger=X (how much the danger the
// men stand in at a line's end counts: ai/position_judge.h), ground=X (how
// much the ground each side gained toward its objectives over the line
// counts there), dice=keyed|seeded (each man's rolls his own along the
// lines, or one stream in the order asked: LookaheadSettings::keyed_dice).
// "" if it parses, else why not.
std::string parse_lookahead_choice(std::string_view text, LookaheadChoice& out) {
  ai::LookaheadSettings& s = out.settings;
  return parse_personality_choice(
      text, out.personality,
      [&s](std::string_view part) {
        if (part == "dice=keyed" || part == "dice=seeded") {
          s.keyed_dice = part == "dice=keyed";
          return true;
        }
        return parse_count(part, "candidates=", 1, 32, s.candidates) ||
               parse_count(part, "lines=", 1, 1000, s.lines) ||
               parse_count(part, "horizon=", 0, 1000, s.horizon) ||
               parse_setting(part, "confidence=", 0, 10, s.confidence) ||
               parse_setting(part, "danger=", 0, 10, s.danger_weight) ||
               parse_setting(part, "ground=", 0, 10, s.ground_weight);
      },
      [](std::string_view part) {
        return "lookahead choice '" + std::string(part) +
               "' is not one of candidates=N (1-32), lines=N (1-1000), horizon=N (0-1000), "
               "confidence=X (0-10), danger=X (0-10), ground=X (0-10), dice=keyed|seeded or a "
               "personality; e.g. lookahead:lines=8:horizon=6";
      });
}

}  // namespace

std::string refuse_lookahead_choice(std::string_view choice) {
  LookaheadChoice c;
  return parse_lookahead_choice(choice, c);
}

std::unique_ptr<Player> make_lookahead_player(const PlayerSetup& setup) {
  LookaheadChoice c;
  if (const std::string why = parse_lookahead_choice(setup.choice, c); !why.empty()) {
    throw UnknownPlayerKind(why);
  }
  const auto all = ai::load_personalities(personalities_path());
  // Every core: the lines are shared out, and the choice is the same on any
  // number of threads.
  c.settings.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  return std::make_unique<PlannerPlayer>(
      std::make_unique<ai::LookaheadPlanner>(ai::find_personality(all, c.personality), setup.seed,
                                             c.settings),
      setup.side);
}

}  // namespace skirmish
