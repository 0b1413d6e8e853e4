#include "ai/planner.h"

#include <algorithm>
#include <stdexcept>
#include <typeinfo>

namespace skirmish::ai {

namespace {

// A buffer state for `like`'s game: made once, and made again only if a
// planner is handed a game of another rule set (copy_from needs the same type).
GameState& refill(std::unique_ptr<GameState>& buffer, const GameState& like) {
  if (!buffer || typeid(*buffer) != typeid(like)) buffer = like.clone();
  return *buffer;
}

}  // namespace

std::size_t first_accepted(const Rules& rules, const GameState& state,
                           std::vector<RankedOption>& ranked) {
  for (std::size_t i = 0; i < ranked.size(); ++i) {
    if (rules.check(state, ranked[i].action).ok) return i;
    ranked[i].refused = true;
  }
  return ranked.size();
}

void sort_ranked(std::vector<RankedOption>& ranked) {
  // std::sort with the offered place as the last key rather than
  // std::stable_sort, which may allocate a buffer on every call.
  std::sort(ranked.begin(), ranked.end(), [](const RankedOption& a, const RankedOption& b) {
    if (a.score != b.score) return a.score > b.score;
    return a.offered < b.offered;
  });
}

GameState& PlannerBase::scratch(const GameState& like) {
  return refill(scratch_, like);
}

void PlannerBase::explain(const Rules&, const GameState&, int, std::size_t, RankedOption&) {}

std::string PlannerBase::choice_reason(const Rules&, const GameState&, int,
                                       const std::vector<RankedOption>& ranked, std::size_t pick) {
  return ranked[pick].reason;
}

void PlannerBase::add_candidates(const Rules&, const GameState&, int, std::vector<Action>&) {}

void PlannerBase::plan(const Rules& rules, const GameState& state, int side, PlanResult& out) {
  const Decision decision = rules.next_decision(state);
  if (decision.game_over()) throw std::logic_error("plan: the game is over");
  if (decision.side != side) {
    throw std::logic_error("plan: it is side " + std::to_string(decision.side) +
                           "'s decision, not side " + std::to_string(side) + "'s");
  }
  GameState& view = refill(view_, state);
  rules.view_for(state, side, view);
  rules.legal_actions(view, offered_);
  if (offered_.empty()) throw std::logic_error("plan: the rule set offers nothing to choose");
  add_candidates(rules, view, side, offered_);

  out.ranked.resize(offered_.size());
  for (std::size_t i = 0; i < offered_.size(); ++i) {
    RankedOption& o = out.ranked[i];
    o.action = offered_[i];
    o.score = 0;
    o.terms.clear();
    o.reason.clear();
    o.refused = false;
    o.offered = i;
  }
  score(rules, view, side, out.ranked);
  sort_ranked(out.ranked);

  std::size_t pick = first_accepted(rules, state, out.ranked);
  if (pick == out.ranked.size()) {
    // The view offered nothing the real state accepts (it should not happen
    // without hidden information): take the real state's first offer.
    rules.legal_actions(state, offered_);
    out.chosen = offered_.front();
    out.chosen_rank = out.ranked.size();
    out.reason = rules.describe(state, out.chosen) + ": nothing seen was possible";
    return;
  }
  out.chosen = out.ranked[pick].action;
  out.chosen_rank = pick;
  // Reasons for the best few, and for the chosen one; none at all for a
  // planner set to give none (reasons_for_ 0: the players of a search's
  // lines, whose choices nobody reads).
  out.reason.clear();
  if (reasons_for_ == 0) return;
  const std::size_t n = std::min(out.ranked.size(), reasons_for_);
  for (std::size_t i = 0; i < n; ++i) explain(rules, view, side, i, out.ranked[i]);
  if (pick >= n) explain(rules, view, side, pick, out.ranked[pick]);
  out.reason = choice_reason(rules, view, side, out.ranked, pick);
}

}  // namespace skirmish::ai
