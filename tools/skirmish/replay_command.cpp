// `skirmish replay`: a saved game or a game log played again from its
// record, narrated exactly as `play` narrated it. A log also carries the
// events as they happened, and the replay must reproduce every one of them.
#include <ostream>

#include "engine/rules/game_record.h"
#include "engine/rules/registry.h"
#include "tools/skirmish/commands.h"
#include "tools/skirmish/game_log.h"
#include "tools/skirmish/game_session.h"
#include "tools/skirmish/narration.h"

namespace skirmish {

namespace {

// The first event the replay does not reproduce, or "" if all agree.
std::string first_difference(const std::vector<std::string>& logged,
                             const std::vector<Event>& replayed) {
  const std::size_t n = std::min(logged.size(), replayed.size());
  for (std::size_t i = 0; i < n; ++i) {
    const std::string now = to_json_line(replayed[i]);
    if (now != logged[i]) {
      std::string s = "event ";
      s.append(std::to_string(i + 1)).append(" differs:\n  logged:   ").append(logged[i]);
      s.append("\n  replayed: ").append(now);
      return s;
    }
  }
  if (logged.size() != replayed.size()) {
    std::string s = "the log has ";
    s.append(std::to_string(logged.size())).append(" events, the replay ");
    s.append(std::to_string(replayed.size()));
    return s;
  }
  return "";
}

}  // namespace

int run_replay(const ReplayArgs& args, const Registry& registry, std::ostream& out,
               std::ostream& err) {
  if (args.game) return run_replay_playtest_game(args, registry, out, err);
  LoggedGame game;
  try {
    game = load_game_file(args.file);
  } catch (const std::exception& e) {
    err << e.what() << "\n";
    return 1;
  }
  const GameRecord& record = game.record;
  const std::optional<PlayableScenario> playable =
      load_recorded_scenario(record, args.file, args.scenario, registry, err);
  if (!playable) return 1;
  const Rules& rules = *playable->rules;
  std::unique_ptr<GameState> state;
  try {
    state = start_recorded(rules, playable->scenario, record);
  } catch (const RulesError& e) {
    err << args.file << ": " << e.what() << "\n";
    return 1;
  }

  const std::unique_ptr<Dice> dice = recorded_dice(record);
  GameState& live = *state;
  Narrator narrator(out, *playable->scenario, [&rules, &live](const RollPurpose& p, int index) {
    return rules.card_name(live, p, index);
  });
  VectorSink replayed(true);
  std::vector<EventSink*> sinks;
  if (!args.quiet) sinks.push_back(&narrator);
  if (game.from_log) sinks.push_back(&replayed);
  EventFanOut events(sinks);
  if (!args.quiet)
    narrate_heading(out, live, rules.name(), record.seed, !record.rolls.empty(), record.players);

  for (std::size_t i = 0; i < record.actions.size(); ++i) {
    try {
      rules.apply(live, record.actions[i], *dice, events);
    } catch (const std::exception& e) {
      err << replay_failure(args.file, i + 1, record.actions[i], e.what()) << "\n";
      return 1;
    }
  }
  if (const auto* scripted = dynamic_cast<const ScriptedDice*>(dice.get())) {
    if (scripted->left() > 0) {
      err << args.file << ": " << scripted->left() << " recorded rolls were never used\n";
      return 1;
    }
  }
  if (game.from_log) {
    const std::string difference = first_difference(game.event_lines, replayed.events);
    if (!difference.empty()) {
      err << args.file << ": the replay does not match the log: " << difference << "\n";
      return 1;
    }
  }

  const Outcome outcome = rules.outcome(live);
  if (outcome.over) {
    narrate_result(out, live, outcome);
  } else {
    out << "\nThe game goes on: stopped at turn " << live.turn() << " after "
        << live.actions_applied() << " decisions\n";
  }
  return 0;
}

}  // namespace skirmish
