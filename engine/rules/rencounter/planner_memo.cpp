#include "engine/rules/rencounter/planner_memo.h"

#include <algorithm>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/range_band.h"
#include "engine/rules/rencounter/unit_orders.h"
#include "engine/rules/rencounter/weapon_tables.h"
#include "engine/rules/state_held_still.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// A power of two; a decision keeps some hundreds of shots.
constexpr size_t kSlots = 2048;
// A slot's tag: the key below bit 44, whether he can fire at bit 44, the
// stamp above.
constexpr int kCanFireBit = 44;
constexpr int kStampShift = 45;
constexpr uint64_t kKeyMask = (uint64_t{1} << kCanFireBit) - 1;
constexpr uint64_t kLastStamp = (uint64_t{1} << (64 - kStampShift)) - 1;
// A shot whose place and the next few are taken is not kept.
constexpr size_t kMostProbes = 8;

// Kinds of firer and target held in a key: 16 bits each.
constexpr int kMostKinds = 1 << 16;
// Kinds kept from scope to scope, at most, before they and the shots are
// forgotten (a game has some dozens; a thread plays many games).
constexpr size_t kMostKeptKinds = 1024;

thread_local PlannerMemo g_memo;

size_t place_of(uint64_t key) {
  return static_cast<size_t>((key * 0x9e3779b97f4a7c15ULL) >> 52) & (kSlots - 1);
}

}  // namespace

PlannerMemo* PlannerMemo::held(const RencounterState& s) {
  if (StateHeldStill::state() != &s) return nullptr;
  if (g_memo.number_ != StateHeldStill::number()) g_memo.empty(s);
  return &g_memo;
}

void PlannerMemo::empty(const RencounterState& s) {
  number_ = StateHeldStill::number();
  have_sightings_ = false;
  have_margins_ = false;
  linked_unit_ = -1;
  firer_kind_.assign(s.figures().size(), -1);
  target_kind_.assign(s.figures().size(), -1);
  have_allowance_.assign(s.figures().size(), 0);
  allowance_.resize(s.figures().size());
  // A kept shot hangs on nothing of the state but the facts its kinds hold
  // and the fire and action options: the kinds and the shots outlive the
  // scope while the options stay the same and the kinds are few.
  if (!have_options_ || !(fire_ == s.config.fire) || !(action_ == s.config.action) ||
      firer_kinds_.size() > kMostKeptKinds || target_kinds_.size() > kMostKeptKinds) {
    forget_shots(s);
  }
}

void PlannerMemo::forget_shots(const RencounterState& s) {
  have_options_ = true;
  fire_ = s.config.fire;
  action_ = s.config.action;
  firer_kinds_.clear();
  target_kinds_.clear();
  band_edges_.clear();
  if (slots_.empty()) slots_.resize(kSlots);
  // A fresh stamp forgets every shot without clearing; on the (distant)
  // wrap-around the stamps are cleared for real.
  if (++stamp_ > kLastStamp) {
    for (Slot& slot : slots_) slot.tag = 0;
    stamp_ = 1;
  }
}

const std::vector<Sighting>& PlannerMemo::sightings(const RencounterState& s) {
  if (!have_sightings_) {
    gather_sightings(s, sightings_);
    have_sightings_ = true;
  }
  return sightings_;
}

double PlannerMemo::charge_allowance(const RencounterState& s, int i) {
  if (!have_allowance_[at(i)]) {
    allowance_[at(i)] = rencounter::charge_allowance(s, i);
    have_allowance_[at(i)] = 1;
  }
  return allowance_[at(i)];
}

BreakMargins PlannerMemo::break_margins(const RencounterState& s,
                                        BreakMargins (*work_out)(const RencounterState&)) {
  if (!have_margins_) {
    margins_ = work_out(s);
    have_margins_ = true;
  }
  return margins_;
}

bool PlannerMemo::find_shot(uint64_t key, GeneralShot& shot) const {
  size_t k = place_of(key);
  for (size_t probe = 0; probe < kMostProbes; ++probe, k = (k + 1) & (kSlots - 1)) {
    const Slot& slot = slots_[k];
    if (slot.tag >> kStampShift != stamp_) return false;
    if ((slot.tag & kKeyMask) == key) {
      shot = {(slot.tag >> kCanFireBit & 1) != 0, slot.struck, slot.out};
      return true;
    }
  }
  return false;
}

void PlannerMemo::keep_shot(uint64_t key, const GeneralShot& shot) {
  const size_t first = place_of(key);
  size_t k = first;
  for (size_t probe = 0; probe < kMostProbes; ++probe, k = (k + 1) & (kSlots - 1)) {
    if (slots_[k].tag >> kStampShift != stamp_) break;
  }
  // Every place taken: the shot kept at its first place gives way (it is
  // worked out again if asked).
  if (slots_[k].tag >> kStampShift == stamp_) k = first;
  slots_[k] = {key | uint64_t{shot.can_fire} << kCanFireBit | stamp_ << kStampShift, shot.struck,
               shot.out};
}

const std::vector<int16_t>& PlannerMemo::linked_men(const RencounterState& s, int unit) {
  if (linked_unit_ != unit) {
    rencounter::linked_men(s, unit, linked_);
    linked_unit_ = unit;
  }
  return linked_;
}

int PlannerMemo::firer_kind(const RencounterState& s, int i) {
  if (firer_kind_[at(i)] < 0) {
    // As shot_situation_in_general reads the firer (aim, shots this turn
    // and snap fire are set aside for a shot in general).
    const ManRecord& m = s.men[at(i)];
    const FirerFacts facts{m.missile, m.fire, m.wounds.points, in_saddle(s, i)};
    const auto known = std::find(firer_kinds_.begin(), firer_kinds_.end(), facts);
    firer_kind_[at(i)] = static_cast<int16_t>(known - firer_kinds_.begin());
    if (known == firer_kinds_.end()) {
      firer_kinds_.push_back(facts);
      // As range_band draws the bands for a shot from where he stands (not
      // a running throw, so no range is stretched).
      const MissileWeapon& w = missile_weapons()[at(m.missile)];
      const MissileClass c = missile_class(w);
      const bool contact_only = c == MissileClass::kThrown || c == MissileClass::kPistol;
      band_edges_.push_back(
          {contact_only ? s.config.fire.base_contact_within : s.config.fire.long_arm_too_close,
           static_cast<double>(w.short_range), static_cast<double>(w.medium),
           static_cast<double>(w.long_range), static_cast<double>(w.extreme)});
    }
  }
  return firer_kind_[at(i)];
}

int PlannerMemo::target_kind(const RencounterState& s, int i) {
  if (target_kind_[at(i)] < 0) {
    // As shot_situation_in_general reads the target, and strike_odds
    // whether the damage puts him out of the fight.
    const ManRecord& m = s.men[at(i)];
    const Figure& f = s.figures()[at(i)];
    const TargetFacts facts{m.armor,         m.shield,    f.posture,
                            in_saddle(s, i), f.status,    m.morale.runs_for_good,
                            m.wounds,        m.experience};
    const auto known = std::find(target_kinds_.begin(), target_kinds_.end(), facts);
    target_kind_[at(i)] = static_cast<int16_t>(known - target_kinds_.begin());
    if (known == target_kinds_.end()) target_kinds_.push_back(facts);
  }
  return target_kind_[at(i)];
}

uint64_t PlannerMemo::shot_key(const RencounterState& s, int shooter, int target,
                               const LosResult& seen) {
  const int firer = firer_kind(s, shooter);
  const int aimed_at = target_kind(s, target);
  if (firer >= kMostKinds || aimed_at >= kMostKinds) return 0;
  const std::array<double, 5>& edges = band_edges_[at(firer)];
  uint64_t band = 0;
  while (band < edges.size() && !(seen.range <= edges[band])) ++band;
  const bool beyond_posture = seen.range > s.config.fire.posture_ignored_within;
  // As shot_situation_in_general tells a friend in the way.
  const auto in_way = seen.blocking_figures();
  const bool friend_in_way = !in_way.empty() && !is_enemy(s, shooter, in_way[0]);
  return static_cast<uint64_t>(firer) | static_cast<uint64_t>(aimed_at) << 16 | band << 32 |
         uint64_t{beyond_posture} << 36 | static_cast<uint64_t>(seen.solid) << 37 |
         static_cast<uint64_t>(seen.leafy) << 40 | uint64_t{friend_in_way} << 42 |
         uint64_t{1} << 43;
}

}  // namespace skirmish::rencounter
