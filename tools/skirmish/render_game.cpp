// `skirmish render game.sav -o pic.svg`: the table of a saved game (or a
// game log) as it stands after its last decision.
#include <ostream>

#include "engine/rules/registry.h"
#include "tools/skirmish/commands.h"
#include "tools/skirmish/game_log.h"
#include "tools/skirmish/game_session.h"
#include "tools/skirmish/position_text.h"
#include "tools/skirmish/table_drawing.h"

namespace skirmish {

int run_render_game(const RenderArgs& args, const Registry& registry, std::ostream& out,
                    std::ostream& err) {
  LoggedGame game;
  try {
    game = load_game_file(args.file);
  } catch (const std::exception& e) {
    err << e.what() << "\n";
    return 1;
  }
  const GameRecord& record = game.record;
  const std::optional<PlayableScenario> playable =
      load_recorded_scenario(record, args.file, "", registry, err);
  if (!playable) return 1;
  const Rules& rules = *playable->rules;
  const std::unique_ptr<GameState> state =
      replay_recorded(rules, playable->scenario, record, args.file, err);
  if (!state) return 1;
  std::string caption = position_caption(*state);
  const Outcome outcome = rules.outcome(*state);
  if (outcome.over) caption.append(outcome.draw() ? ", a draw" : ", game over");
  TableChanges changes;
  rules.table_changes(*state, changes);
  return draw_table(*playable->scenario, state->figures(), caption, args, out, err, &changes);
}

}  // namespace skirmish
