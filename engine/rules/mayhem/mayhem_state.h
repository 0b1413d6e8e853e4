// A game of Musket or Medieval Mayhem in progress (seed 004): the generic
// figures plus each man's ratings and load (mayhem_man.h) and where the turn
// stands: who won the initiative, whose half it is, the group moving and
// its rolled distance, a reaction window for the other side's fire, the
// courage checks waiting for the end of a move or a fight, and the melee.
//
// Plain data only (vectors of small structs), so copies are cheap; the
// battlefield's line of sight is shared by every copy of one game.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/core/los.h"
#include "engine/rules/game_state.h"
#include "engine/rules/mayhem/fire_dice.h"
#include "engine/rules/mayhem/mayhem_man.h"
#include "engine/rules/mayhem/melee_dice.h"

namespace skirmish::mayhem {

// Everything the options decide, read once at the start of the game.
struct MayhemConfig {
  Variant variant = Variant::kMusket;
  int turn_limit = 12;           // the game ends after this turn
  double break_fraction = 0.5;   // a side with fewer fighting men than this share has lost
  bool reroll_first_tie = true;  // a first-turn initiative tie is rolled again
  bool massed_bowmen = false;    // 004 / Medieval / Missile Fire: optional massed bowmen
  bool schiltron = false;        // 004 / Medieval / Morale: optional pike block
  bool post_battle = true;       // 004 / Post-battle results: dice for the downed at the end
  // 004 / Miscellaneous Rules / Stockade walls: a wall at least this tall
  // (figure heights, as the scenario's `height`) is a stockade, crossed only
  // by climbing; 0: no wall is.
  double stockade_height = 2;
  // 004 / Medieval Mayhem / Horses: a man who strikes a mounted man may
  // strike the horse or the rider (Medieval only; off: always the rider).
  bool horses_struck_separately = false;
  // 004 / Musket Mayhem / Artillery: "Heavier gun could knock down cover
  // maybe?" A cannon's roundshot may breach the walls, hedges and fences
  // its line crosses (Musket only; roundshot_breach.h).
  bool roundshot_breaches = false;
  // 004 / Courage, event 2 ("A group is ordered to charge"): a man of a group
  // ordered to charge who can reach an enemy must charge one (option
  // ordered_charge must_charge); off, he chooses freely, as any mover.
  bool charge_binds = false;
  // 004 / Courage ("after all attackers have rolled and it is established
  // that at least one will actually charge"): the first man of a group
  // ordered to charge who can reach an enemy must charge one, and the rest
  // choose freely (option ordered_charge first_goes_in).
  bool first_charge_binds = false;
  // 004 / Courage, event 3 ("within possible charge range, must check"): a
  // man in the lane whom no charger could reach across a stockade or a fire
  // is spared the check (option charged_behind_stockade spared); off, the
  // lane and the most the dice could give decide alone.
  bool spare_behind_stockade = false;
  // 004 / Heroes: a save token cancels "a death or morale failure". A lone
  // hero who fails his check to charge only stands still; by default he
  // keeps his token for his life (option save_on_charge_order keep), else
  // spends it to go in (spend).
  bool save_on_charge_order = false;
  // 004 / Heroes: the hero's side is asked whether to spend a save token on
  // a failed courage die it could cancel (option save_tokens asked), or the
  // engine spends it whenever it helps (spent; hero_saves.h).
  bool saves_asked = true;
  // 004 / Heroes: the hero's side is asked whether to roll again a die of
  // his that failed, a shot's or a fight's (option reroll_tokens asked), or
  // the engine rolls it again whenever it helps (spent; hero_rerolls.h).
  bool rerolls_asked = true;
  // 004 / Missile Fire ("at any point during the active player's move"): a
  // side that orders nobody still gives the others their moment to shoot
  // (option fire_at_no_move on), or none (off).
  bool fire_at_no_move = true;
};

// 004 / Musket Mayhem / Artillery (option roundshot_breaches): the most
// gaps one game keeps. Ours: a fixed array, so that copying a state (the
// search does it millions of times) never allocates; a cannon fires about
// once in three turns, so 16 is far more than a 12-turn game with a gun or
// two makes. Once full, the roundshot breaches nothing more.
inline constexpr int kMostBreaches = 16;

// Where the turn stands; each step waits for one kind of decision.
enum class Step : uint8_t {
  kRollInitiative,  // the first turn's initiative is still to roll (a decision with one choice)
  kChooseSequence,  // the initiative winner goes first or second
  kActivate,        // the active side picks its next group or man to move, or ends its moves
  kMoveMen,         // a man of the moving group acts: move, charge, reload, face, hold
  kReaction,        // the other side may shoot now, during the move, or hold its fire
  kMelee,           // the active side picks the next man whose fights are fought
  kStrike,          // a man who struck a mounted man (in melee or by a missile): his side
                    // picks the horse or the rider
  kOver,
  kSave,    // a hero's courage die failed: his side spends a save token or keeps it
            // (hero_saves.h; last, so that the steps before keep their numbers)
  kReroll,  // a hero's die of a shot or a fight failed: his side rolls it again with
            // a reroll token or lets it stand (hero_rerolls.h)
};

// What the active side's moving group was ordered to do (Action::param of
// kActivate: written in saves, never renumber).
enum class MoveOrder : uint8_t {
  kMove = 0,    // move: 2d6" as a group, 3d6" alone
  kCharge = 1,  // move to contact: the group checks its courage first (004 / Courage)
};

// Why a courage check waits (004 / Morale/Courage Checks, the five events).
enum class CheckCause : uint8_t {
  kFriendKilled,     // a man of the group was killed (once a turn a group)
  kCharged,          // charged: taken as soon as the charger has passed his own check
  kMissileHit,       // Musket: hit and not killed; the man alone, at the group's rate
  kCommanderKilled,  // every group of the contingent, at the end of the phase
  kMeleeLost,        // Musket: lost a fight but was not removed
  kHorseKilled,      // Medieval (option): his horse was killed under him; he checks alone
};

struct PendingCheck {
  int16_t man = -1;     // the man whose group checks (or who checks alone)
  int16_t source = -1;  // the enemy who caused it: a retreat goes away from him
  CheckCause cause = CheckCause::kFriendKilled;
  friend bool operator==(const PendingCheck&, const PendingCheck&) = default;
};

// 004 / Medieval Mayhem / Horses (option; horse_shot.h): a missile's skill
// die has hit a mounted man, and the shot waits at kStrike for the
// shooter's side to choose the horse or the rider. shooter -1: no shot
// waits (a choice at kStrike is then a melee stroke's).
struct WaitingShot {
  int16_t shooter = -1;
  int16_t target = -1;
  Shot shot;      // its terms, as the shot was taken
  ShotRoll roll;  // the skill die rolled (and its reroll), no impact die yet
};

// 004 / Heroes (hero_saves.h): which failed courage die of a hero waits at
// Step::kSave for his side to spend a save token on it or keep it.
enum class SaveMoment : uint8_t {
  kCheck,        // his check alone (a group of one): spent, he holds
  kHitCheck,     // Musket: hit and not killed, the die at his group's rate: spent, he holds
  kChargeOrder,  // ordered to charge, alone: spent, he goes in
};

// A hero's failed courage die waiting at Step::kSave, and where play goes
// on once his side has spoken. man -1: nothing waits.
struct SaveWait {
  int16_t man = -1;
  int16_t source = -1;  // the enemy who caused the check: a fall-back goes away from him
  CheckCause cause = CheckCause::kFriendKilled;
  SaveMoment moment = SaveMoment::kCheck;
  int8_t die = 0;                 // the die that failed
  int8_t target = 0;              // ... the number it had to make or beat down
  Step resume = Step::kActivate;  // the step the check was taken in
  // A charge's checks were being taken: the rest of them, then its
  // movement dice, follow his side's word (activation.h).
  bool charge_to_finish = false;
};

// 004 / Heroes (hero_rerolls.h): which die of a hero waits at Step::kReroll
// for his side to roll it again with a reroll token or let it stand. A
// shot's terms and dice wait in MayhemState::waiting_shot, a fight's in
// MayhemState::stroke (melee_man against stroke_opponent).
enum class RerollMoment : uint8_t {
  kShotSkill,    // his shot's skill die missed
  kShotImpact,   // his shot hit, and its impact die fell short
  kMeleeSkill,   // his skill die in a fight left him behind
  kMeleeStroke,  // he won the fight, and his results or impact die fell short
};

struct RerollWait {
  int16_t man = -1;  // the hero whose die waits; -1: nothing waits
  RerollMoment moment = RerollMoment::kShotSkill;
};

// Action::param of kSpecial in Mayhem: never renumber.
inline constexpr int32_t kSpecialGoFirst = 1;   // the initiative winner moves first
inline constexpr int32_t kSpecialGoSecond = 2;  // ... or second
inline constexpr int32_t kSpecialFace = 3;      // a man turns to face `target`, moving not at all
inline constexpr int32_t kSpecialRollInitiative = 4;  // dice for the first turn's initiative
// 10 and up: 004 / Musket Mayhem / Miscellaneous Rules (stockade.h,
// fire_setting.h, search.h).
inline constexpr int32_t kSpecialClimb = 10;    // climb the stockade at his feet: a 6 puts him over
inline constexpr int32_t kSpecialSetFire = 11;  // an incendiary sets fire to the piece at `at`
inline constexpr int32_t kSpecialSearch = 12;  // search the area of a search objective he stands in
// 004 / Medieval Mayhem / Horses (horse_strike.h): the man who struck a
// mounted `target` strikes the rider, or the horse.
inline constexpr int32_t kSpecialStrikeRider = 13;
inline constexpr int32_t kSpecialStrikeHorse = 14;
// 004 / Heroes (hero_saves.h): the hero whose courage die failed (actor)
// spends a save token on it, or keeps it.
inline constexpr int32_t kSpecialSpendSave = 15;
inline constexpr int32_t kSpecialKeepSave = 16;
// 004 / Heroes (hero_rerolls.h): the hero whose die failed (actor) rolls
// it again with a reroll token, or lets it stand.
inline constexpr int32_t kSpecialReroll = 17;
inline constexpr int32_t kSpecialLetStand = 18;

class MayhemState final : public GameStateOf<MayhemState> {
 public:
  MayhemState(std::shared_ptr<const Scenario> scenario, std::shared_ptr<const OptionSet> options)
      : GameStateOf(std::move(scenario), std::move(options)) {}

  MayhemConfig config;
  std::shared_ptr<const LineOfSight> sight;  // shared by every copy of the game
  std::vector<MayhemMan> men;                // parallel to figures()
  std::vector<int16_t> side_start;           // men each side began with
  std::vector<int16_t> commander;            // each side's contingent commander, or -1
  std::vector<uint8_t> reached;              // per objective: a reach objective was met
  std::vector<uint8_t> found;    // per objective: a search objective was found (004 / Search)
  std::vector<uint8_t> burning;  // per battlefield feature: set afire (004 / Fire), for good
  // Per barred door of the battlefield (barred_door_number, terrain.h):
  // broken open by an engine (004 / Medieval / artillery), for good.
  std::vector<uint8_t> door_broken;
  // Gaps roundshot has knocked in walls, hedges and fences (004 / Musket /
  // Artillery, option roundshot_breaches), for good: the first
  // `breach_count` of `breach`.
  std::array<Breach, kMostBreaches> breach{};
  uint8_t breach_count = 0;
  Breaches breaches() const { return {breach.data(), breach_count}; }

  Step step = Step::kRollInitiative;
  int8_t initiative_winner = -1;  // this turn's winner, who chooses the sequence
  std::vector<int8_t> sequence;   // the sides in the order they move this turn
  int8_t phase = 0;               // index into `sequence`: whose part of the turn it is
  int8_t active = 0;              // sequence[phase]
  bool post_battle_done = false;  // the downed have been diced for

  // The group (or lone man) moving now, in the order its men act.
  std::vector<int16_t> movers;
  int8_t next_mover = 0;
  MoveOrder order = MoveOrder::kMove;
  float allowance = 0;        // inches the movers may go this activation
  float slow_allowance = -1;  // 1d6" through delaying terrain, rolled when first needed
  float mounted_bonus = 0;    // the extra dice a mounted man in the open adds
  Vec2 group_step;            // how far the last man of the group to move went
  bool stepped = false;       // ... once one has
  bool charge_made = false;   // a man of the group moving now has charged
  // The wheels the group may make (group_wheel.h): each man's place and
  // facing in wheel w at [w * movers + k], each wheel's pivot (the centre
  // its men turn about), which are possible (a bit a wheel), and the one a
  // man has begun (-1: none yet).
  std::vector<Vec2> wheel_spots;
  std::vector<float> wheel_facings;
  std::vector<Vec2> wheel_pivots;
  uint8_t wheel_possible = 0;
  int8_t wheel_chosen = -1;
  // After the reaction window: back to kMoveMen (more movers) or kActivate.
  Step after_reaction = Step::kActivate;
  int8_t reacting = -1;                // the side whose fire is asked in the window
  std::vector<uint8_t> window_passed;  // per side: has held its fire in this window

  std::vector<uint8_t> activated;       // per man: has had his move this half
  std::vector<uint8_t> kill_checked;    // per man: his group checked for a death this turn
  std::vector<uint8_t> fought;          // per man: his fights are fought this half
  std::vector<uint8_t> charge_checked;  // per man: has checked for being charged this half
  // The melee under way (melee_phase.h): the man whose fights are being
  // fought (-1: none) and the next of the men to try as his opponent.
  int16_t melee_man = -1;
  int16_t melee_next = 0;
  // 004 / Medieval / Horses (option): at kStrike, his pair's skill dice,
  // rolled, and his opponent in it (fighter 1; melee_man is fighter 0).
  MeleeRoll stroke;
  int16_t stroke_opponent = -1;
  // 004 / Medieval / Horses (option): at kStrike, a missile's hit waiting.
  WaitingShot waiting_shot;
  std::vector<PendingCheck> checks;     // waiting for the end of the move or the fight
  SaveWait save_wait;                   // at kSave: the hero's die that waits
  RerollWait reroll_wait;               // at kReroll: the hero's die that waits
  std::vector<uint8_t> commander_fell;  // per side: its contingent checks at the phase's end

 protected:
  void hash_rule_data(StateHasher& h) const override;
};

const MayhemState& as_mayhem(const GameState& s);
MayhemState& as_mayhem(GameState& s);

// A man still in the fight: on the table and not running.
bool fighting(const MayhemState& s, int man);

}  // namespace skirmish::mayhem
