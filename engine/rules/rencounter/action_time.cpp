#include "engine/rules/rencounter/action_time.h"

#include <array>
#include <stdexcept>

namespace skirmish::rencounter {

namespace {

using A = TimedAction;

// 000 / Time and number of actions / Action Time, line by line.
constexpr std::array<ActionTime, 20> kTimes{{
    {A::kMove, "Movement", 1, 2, true,
     "a half turn covers half the whole turn's distance; only for figures able to stop at "
     "once (cavalry no more than 3\")"},
    {A::kFire, "Firing", 1, 1, true,
     "one shot, or two at the fast repeater rate; with movement it is snap fire"},
    {A::kLoad, "Loading", 1, 0, false,
     "by the weapon; stationary for most, at the walk for easy loaders like cartridge "
     "breechloaders; horse bowmen at any speed"},
    {A::kDrawWeapon, "Drawing a sheathed weapon", 1, 1, true, ""},
    {A::kSheatheWeapon, "Sheathing a weapon", 1, 1, true, ""},
    {A::kSwitchHands, "Switching weapons from hand to hand", 1, 1, false,
     "one weapon from one hand to the other"},
    {A::kSwapTwoWeapons, "Switching weapons from hand to hand", 2, 2, false,
     "swapping two weapons held one in each hand"},
    {A::kStandFromProne, "Standing from prone", 2, 2, false, ""},
    {A::kFallProne, "Falling prone", 1, 1, false, ""},
    {A::kKneel, "Kneeling", 1, 1, false, ""},
    {A::kDuckToCover, "Ducking to full cover from partially exposed position", 1, 1, false,
     "instant if enforced by the duck back rule"},
    {A::kTakeFiringPosition, "Assuming a firing position from full cover", 1, 1, false, ""},
    {A::kMeleeAttack, "Melee attack", 2, 2, true,
     "can combine with a charge move to contact, and a weapon draw or hand switch at a "
     "penalty"},
    {A::kAim, "Aiming", 1, 0, false, "1/2 or more turns"},
    {A::kRecoverFromShock, "Recovering from the shock of a serious or crippling wound", 2, 2, false,
     "cannot be combined with standing or moving"},
    {A::kDrawBayonet, "Fix bayonet (draw)", 1, 1, true, "can be done at the walk"},
    {A::kFixSocketBayonet, "Fix bayonet (socket)", 1, 1, true, "after drawing; at the walk"},
    {A::kFixPlugBayonet, "Fix bayonet (plug)", 2, 2, true, "after drawing; at the walk"},
    {A::kUnfixSocketBayonet, "Unfix socket bayonet", 1, 1, false, ""},
    {A::kRemovePlugBayonet, "Remove plug bayonet", 4, 4, false, ""},
}};

}  // namespace

std::span<const ActionTime> action_times() {
  return kTimes;
}

const ActionTime& action_time(TimedAction a) {
  for (const ActionTime& t : kTimes) {
    if (t.action == a) return t;
  }
  throw std::logic_error("no time listed for this action");
}

}  // namespace skirmish::rencounter
