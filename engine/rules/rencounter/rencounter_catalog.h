// What a Rencounter scenario may say about its men: the ratings of
// 000 / The Figure and every weapon of the seed's two weapon tables.
#pragma once

#include "engine/model/catalog.h"

namespace skirmish {

// Built once from engine/rules/rencounter/weapon_tables.h. Stats:
//   experience   required, 1-6 or scum/raw/green/average/veteran/master
//   fire         1-12, default 2 x experience
//   melee        1-12, default 2 x experience
//   armor        0-4, default 0
//   shield       none/small/medium/large (0-3), default none
//   horsemanship 1-8, default experience + 2
const Catalog& rencounter_catalog();

}  // namespace skirmish
