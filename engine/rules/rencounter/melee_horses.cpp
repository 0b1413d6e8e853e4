#include "engine/rules/rencounter/melee_horses.h"

namespace skirmish::rencounter {

int horse_melee_skill(HorseTraining t) {
  switch (t) {
    case HorseTraining::kStreet:
      return 3;
    case HorseTraining::kCavalry:
      return 5;
    case HorseTraining::kWarhorse:
      return 7;
  }
  return 3;
}

MeleeFighter horse_defender(HorseTraining t, int horse_armor, int horse_wounds) {
  MeleeFighter horse;
  horse.skill = horse_melee_skill(t);
  horse.weapon = *find_melee_weapon("Unarmed");
  horse.armor = horse_armor;
  horse.wounds = horse_wounds;
  return horse;
}

MeleeWeapon warhorse_strike() {
  return MeleeWeapon{"Warhorse strike", 0, +1, 1, false};
}

MeleeWeapon horse_kick(HorseSize size) {
  switch (size) {
    case HorseSize::kSmall:
      return MeleeWeapon{"Horse kick", 0, +5, 1, false};
    case HorseSize::kOrdinary:
      return MeleeWeapon{"Horse kick", 0, +4, 1, false};
    case HorseSize::kBig:
      return MeleeWeapon{"Horse kick", 0, +3, 1, false};
  }
  return MeleeWeapon{"Horse kick", 0, +4, 1, false};
}

}  // namespace skirmish::rencounter
