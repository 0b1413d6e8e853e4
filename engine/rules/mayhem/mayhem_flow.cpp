#include "engine/rules/mayhem/mayhem_flow.h"

#include "engine/rules/mayhem/activation.h"
#include "engine/rules/mayhem/courage_flow.h"
#include "engine/rules/mayhem/hero_rerolls.h"
#include "engine/rules/mayhem/hero_saves.h"
#include "engine/rules/mayhem/horse_shot.h"
#include "engine/rules/mayhem/horse_strike.h"
#include "engine/rules/mayhem/man_actions.h"
#include "engine/rules/mayhem/mayhem_outcome.h"
#include "engine/rules/mayhem/melee_phase.h"
#include "engine/rules/mayhem/reaction_fire.h"
#include "engine/rules/mayhem/turn_sequence.h"

namespace skirmish::mayhem {

namespace {

bool any_unmoved(const MayhemState& s) {
  for (size_t i = 0; i < s.men.size(); ++i) {
    if (s.figures()[i].side == s.active && !s.activated[i] &&
        s.figures()[i].status == FigureStatus::kFighting) {
      return true;
    }
  }
  return false;
}

// Whether the active side has ordered any group in this part of the turn.
bool any_ordered(const MayhemState& s) {
  for (size_t i = 0; i < s.men.size(); ++i) {
    if (s.figures()[i].side == s.active && s.activated[i]) return true;
  }
  return false;
}

// A hero's save may stop the checks still waiting (Step::kSave); they are
// taken up again at kMelee.
void start_melee(MayhemState& s, Dice& dice, EventSink& events) {
  s.movers.clear();
  s.step = Step::kMelee;
  resolve_checks(s, dice, events);
}

// Moves the game past every step that has nothing to decide.
void settle(MayhemState& s, Dice& dice, EventSink& events) {
  for (int guard = 0; guard < 64; ++guard) {
    note_objectives_reached(s);
    if (game_over(s)) {
      finish_game(s, dice, events);
      return;
    }
    switch (s.step) {
      case Step::kMoveMen:
        while (moving_man(s) >= 0 && !fighting(s, moving_man(s))) ++s.next_mover;
        if (moving_man(s) >= 0) return;
        // 004 / Courage: checks from casualties and fire wait for the end
        // of the group's move. A hero's save may stop them for his side's
        // word (hero_saves.h); they go on from here once it is given.
        if (!resolve_checks(s, dice, events)) return;
        s.step = Step::kActivate;
        continue;
      case Step::kActivate:
        if (!s.checks.empty() && !resolve_checks(s, dice, events)) return;
        if (any_unmoved(s)) return;
        start_melee(s, dice, events);
        continue;
      case Step::kMelee:
        if (!s.checks.empty() && !resolve_checks(s, dice, events)) return;
        if (melee_left(s)) return;
        end_phase(s, dice, events);
        continue;
      default:
        return;
    }
  }
}

}  // namespace

bool game_over(const MayhemState& s) {
  return mayhem_over(s);
}

Decision next_mayhem_decision(const MayhemState& s) {
  Decision d;
  if (game_over(s)) return d;
  switch (s.step) {
    // The initiative: neither choice moves a man, so neither is a side's
    // first act (a playtest's first-activation statistic).
    case Step::kRollInitiative:
      d.kind = DecisionKind::kSeizeInitiative;
      d.side = 0;
      break;
    case Step::kChooseSequence:
      d.kind = DecisionKind::kSeizeInitiative;
      d.side = s.initiative_winner;
      break;
    case Step::kActivate:
      d.kind = DecisionKind::kActivateUnit;
      d.side = s.active;
      break;
    case Step::kMoveMen:
      d.kind = DecisionKind::kFigureAction;
      d.side = s.active;
      d.figure = moving_man(s);
      break;
    case Step::kReaction:
      d.kind = DecisionKind::kReaction;
      d.side = s.reacting;
      break;
    case Step::kMelee:
      d.kind = DecisionKind::kFigureAction;
      d.side = s.active;
      break;
    case Step::kStrike: {
      // 004 / Medieval / Horses: the side of the man who struck; out of
      // its turn when he is the one attacked, or shot during the enemy's move.
      const int hitter = waiting_hitter(s);
      d.side = s.figures()[static_cast<size_t>(hitter)].side;
      d.kind = d.side == s.active ? DecisionKind::kFigureAction : DecisionKind::kReaction;
      d.figure = hitter;
      break;
    }
    case Step::kSave:
      // 004 / Heroes: the hero's side, out of its turn when he is charged
      // or shot during the enemy's move.
      d.figure = s.save_wait.man;
      d.side = s.figures()[static_cast<size_t>(d.figure)].side;
      d.kind = d.side == s.active ? DecisionKind::kFigureAction : DecisionKind::kReaction;
      break;
    case Step::kReroll:
      // 004 / Heroes: the hero's side, out of its turn when he shoots in
      // the enemy's move or fights as the one attacked.
      d.figure = s.reroll_wait.man;
      d.side = s.figures()[static_cast<size_t>(d.figure)].side;
      d.kind = d.side == s.active ? DecisionKind::kFigureAction : DecisionKind::kReaction;
      break;
    case Step::kOver:
      break;
  }
  return d;
}

void mayhem_actions(const MayhemState& s, std::vector<Action>& out) {
  if (game_over(s)) return;
  Action a;
  switch (s.step) {
    case Step::kRollInitiative:
      a.kind = ActionKind::kSpecial;
      a.param = kSpecialRollInitiative;
      out.push_back(a);
      return;
    case Step::kChooseSequence:
      a.kind = ActionKind::kSpecial;
      a.param = kSpecialGoFirst;
      out.push_back(a);
      a.param = kSpecialGoSecond;
      out.push_back(a);
      return;
    case Step::kActivate:
      activation_actions(s, out);
      return;
    case Step::kMoveMen:
      man_actions(s, out);
      return;
    case Step::kReaction:
      reaction_actions(s, out);
      return;
    case Step::kMelee:
      melee_actions(s, out);
      return;
    case Step::kStrike:
      strike_actions(s, out);
      return;
    case Step::kSave:
      save_actions(s, out);
      return;
    case Step::kReroll:
      reroll_actions(s, out);
      return;
    case Step::kOver:
      return;
  }
}

CheckResult check_mayhem_action(const MayhemState& s, const Action& a) {
  if (game_over(s)) return CheckResult::illegal("the game is over");
  switch (s.step) {
    case Step::kRollInitiative:
      return a.kind == ActionKind::kSpecial && a.param == kSpecialRollInitiative
                 ? CheckResult::legal()
                 : CheckResult::illegal("roll for the initiative first");
    case Step::kChooseSequence:
      return a.kind == ActionKind::kSpecial &&
                     (a.param == kSpecialGoFirst || a.param == kSpecialGoSecond)
                 ? CheckResult::legal()
                 : CheckResult::illegal("the initiative is won: choose to move first or second");
    case Step::kActivate:
      return check_activation(s, a);
    case Step::kMoveMen:
      return check_man_action(s, a);
    case Step::kReaction:
      return check_reaction(s, a);
    case Step::kMelee:
      return check_melee(s, a);
    case Step::kStrike:
      return check_strike(s, a);
    case Step::kSave:
      return check_save(s, a);
    case Step::kReroll:
      return check_reroll(s, a);
    case Step::kOver:
      break;
  }
  return CheckResult::illegal("the game is over");
}

void apply_mayhem_action(MayhemState& s, const Action& a, Dice& dice, EventSink& events) {
  switch (s.step) {
    case Step::kRollInitiative:
      roll_for_sequence(s, dice, events);
      break;
    case Step::kChooseSequence:
      choose_sequence(s, a.param == kSpecialGoFirst, events);
      break;
    case Step::kActivate:
      if (a.kind == ActionKind::kPass) {
        // 004 / Missile Fire: "at any point during the active player's
        // move": a side that orders nobody still gives the others their
        // moment to shoot before the fights (after an order it came then).
        if (s.config.fire_at_no_move && !any_ordered(s)) open_window(s, Step::kMelee);
        if (s.step != Step::kReaction) start_melee(s, dice, events);
      } else if (activate(s, a, dice, events)) {
        open_window(s, Step::kMoveMen);  // the enemy may shoot before they move
      }
      break;
    case Step::kMoveMen:
      do_man_action(s, a, dice, events);
      open_window(s, Step::kMoveMen);
      break;
    case Step::kReaction:
      react(s, a, dice, events);
      break;
    case Step::kMelee:
      fight_man(s, a, dice, events);
      break;
    case Step::kStrike:
      if (shot_waits(s)) {
        shot_strike_chosen(s, a, dice, events);  // horse_shot.h: a missile's hit
      } else {
        strike_chosen(s, a, dice, events);  // melee_phase.h: a melee stroke
      }
      break;
    case Step::kSave:
      save_chosen(s, a, dice, events);  // hero_saves.h
      break;
    case Step::kReroll:
      reroll_chosen(s, a, dice, events);  // hero_rerolls.h
      break;
    case Step::kOver:
      break;
  }
  settle(s, dice, events);
}

}  // namespace skirmish::mayhem
