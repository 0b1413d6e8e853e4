// Rows of the Rencounter tables checked cell by cell against the seed
// (000 / Missile Weapons Table, 000 / Melee Weapons Table, 000 / Armor).
#include "engine/rules/rencounter/weapon_tables.h"

#include <gtest/gtest.h>

namespace skirmish::rencounter {
namespace {

TEST(RencounterTables, EveryRowIsThere) {
  EXPECT_EQ(missile_weapons().size(), 30u);  // 27 table rows + 3 Thrown Objects
  EXPECT_EQ(melee_weapons().size(), 9u);
  EXPECT_EQ(shields().size(), 4u);
  EXPECT_EQ(armor_ratings().size(), 5u);
}

TEST(RencounterTables, Javelin) {
  const MissileWeapon* w = find_missile_weapon("Javelin");
  ASSERT_NE(w, nullptr);
  EXPECT_EQ(w->short_range, 3);
  EXPECT_EQ(w->medium, 6);
  EXPECT_EQ(w->long_range, 9);
  EXPECT_EQ(w->extreme, 12);
  EXPECT_EQ(w->damage_modifier, +1);
  EXPECT_EQ(w->reload_half_turns, 2);
  EXPECT_EQ(w->reload_text(), "1");
  EXPECT_EQ(w->repeat, Repeat::kNone);
  EXPECT_TRUE(w->thrown);
  const MeleeWeapon* m = find_melee_weapon("Javelin");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->to_hit, 0);
  EXPECT_EQ(m->ranks, 1);
}

TEST(RencounterTables, FlintlockMusket) {
  const MissileWeapon* w = find_missile_weapon("Flintlock Musket");
  ASSERT_NE(w, nullptr);
  EXPECT_EQ(w->short_range, 10);
  EXPECT_EQ(w->medium, 20);
  EXPECT_EQ(w->long_range, 30);
  EXPECT_EQ(w->extreme, 50);
  EXPECT_EQ(w->damage_modifier, -1);
  EXPECT_FALSE(w->variable_damage);
  EXPECT_EQ(w->reload_half_turns, 4);
  EXPECT_EQ(w->shots_min, 1);
  EXPECT_EQ(w->shots_max, 1);
  EXPECT_FALSE(w->thrown);
}

TEST(RencounterTables, FractionalReloads) {
  EXPECT_EQ(find_missile_weapon("Breechloader")->reload_half_turns, 1);
  EXPECT_EQ(find_missile_weapon("Breechloader")->reload_text(), "1/2");
  EXPECT_EQ(find_missile_weapon("Single Shot Breechloader Carbine")->reload_half_turns, 1);
  EXPECT_EQ(find_missile_weapon("Blunderbuss")->reload_half_turns, 5);
  EXPECT_EQ(find_missile_weapon("Blunderbuss")->reload_text(), "2 1/2");
  EXPECT_EQ(find_missile_weapon("Double Barrel Shotgun")->reload_half_turns, 3);
  EXPECT_EQ(find_missile_weapon("Double Barrel Shotgun")->reload_text(), "1 1/2");
  EXPECT_EQ(find_missile_weapon("Heavy Crossbow")->reload_half_turns, 12);
  EXPECT_EQ(find_missile_weapon("Cap & Ball Revolver")->reload_half_turns, 12);
}

TEST(RencounterTables, VariableDamageShotguns) {
  const MissileWeapon* b = find_missile_weapon("Blunderbuss");
  EXPECT_TRUE(b->variable_damage);
  EXPECT_EQ(b->damage_modifier, 0);
  EXPECT_EQ(b->short_range, 4);
  EXPECT_EQ(b->extreme, 18);
  const MissileWeapon* s = find_missile_weapon("Double Barrel Shotgun");
  EXPECT_TRUE(s->variable_damage);
  EXPECT_EQ(s->shots_min, 2);
  EXPECT_EQ(s->shots_max, 2);
  EXPECT_EQ(s->repeat, Repeat::kSlow);
}

TEST(RencounterTables, MagazinesAndRepeaters) {
  const MissileWeapon* r = find_missile_weapon("Magazine Rifle");
  EXPECT_EQ(r->shots_min, 5);
  EXPECT_EQ(r->shots_max, 17);
  EXPECT_EQ(r->repeat, Repeat::kSlow);
  EXPECT_TRUE(r->single_loading);
  EXPECT_EQ(r->extreme, 80);
  const MissileWeapon* c = find_missile_weapon("Magazine Carbine");
  EXPECT_EQ(c->shots_min, 5);
  EXPECT_EQ(c->shots_max, 17);
  EXPECT_EQ(c->long_range, 48);
  const MissileWeapon* sda = find_missile_weapon("Small Double Action Revolver");
  EXPECT_EQ(sda->damage_modifier, +1);
  EXPECT_EQ(sda->repeat, Repeat::kFast);
  EXPECT_EQ(sda->shots_max, 6);
  EXPECT_EQ(find_missile_weapon("Large Single Action Revolver")->repeat, Repeat::kSlow);
  const MissileWeapon* mp = find_missile_weapon("Machine Pistol");
  EXPECT_EQ(mp->repeat, Repeat::kFastX2);
  EXPECT_EQ(mp->shots_max, 20);
  EXPECT_EQ(max_shots_per_turn(mp->repeat), 8);
  const MissileWeapon* lmg = find_missile_weapon("Lt. MG braced");
  EXPECT_EQ(lmg->short_range, 25);
  EXPECT_EQ(lmg->medium, 50);
  EXPECT_EQ(lmg->long_range, 75);
  EXPECT_EQ(lmg->extreme, 125);
  EXPECT_EQ(lmg->shots_max, 30);
  EXPECT_EQ(lmg->repeat, Repeat::kFastX3);
  EXPECT_EQ(name_of(lmg->repeat), "Fx3");
  EXPECT_EQ(max_shots_per_turn(Repeat::kFastX3), 12);
}

TEST(RencounterTables, RangesNeverShrink) {
  for (const MissileWeapon& w : missile_weapons()) {
    EXPECT_LT(w.short_range, w.medium) << w.name;
    EXPECT_LT(w.medium, w.long_range) << w.name;
    EXPECT_LT(w.long_range, w.extreme) << w.name;
    EXPECT_LE(w.shots_min, w.shots_max) << w.name;
    EXPECT_GT(w.reload_half_turns, 0) << w.name;
  }
}

TEST(RencounterTables, MeleeRows) {
  const MeleeWeapon* sword = find_melee_weapon("Sword");
  EXPECT_EQ(sword->to_hit, +1);
  EXPECT_EQ(sword->damage_modifier, 0);
  EXPECT_EQ(sword->ranks, 1);
  EXPECT_TRUE(sword->use_with_shield);
  const MeleeWeapon* pike = find_melee_weapon("Pike");
  EXPECT_EQ(pike->to_hit, -1);
  EXPECT_EQ(pike->ranks, 4);
  EXPECT_FALSE(pike->use_with_shield);
  const MeleeWeapon* halberd = find_melee_weapon("Halberd");
  EXPECT_EQ(halberd->damage_modifier, -1);
  EXPECT_EQ(halberd->ranks, 2);
  EXPECT_FALSE(halberd->use_with_shield);
  const MeleeWeapon* unarmed = find_melee_weapon("Unarmed");
  EXPECT_EQ(unarmed->to_hit, -2);
  EXPECT_EQ(unarmed->damage_modifier, +2);
  EXPECT_EQ(find_melee_weapon("Spear/Bayonet")->ranks, 2);
  EXPECT_EQ(find_melee_weapon("Improvised Club")->damage_modifier, +1);
  EXPECT_EQ(find_melee_weapon("Knife")->damage_modifier, +1);
  EXPECT_EQ(find_melee_weapon("Axe/Mace")->to_hit, -1);
  EXPECT_EQ(find_melee_weapon("Bayonet"), nullptr);  // aliases live in the catalog
}

TEST(RencounterTables, ShieldsAndArmor) {
  EXPECT_EQ(shields()[static_cast<size_t>(ShieldSize::kSmall)].melee_modifier, -1);
  EXPECT_EQ(shields()[static_cast<size_t>(ShieldSize::kSmall)].missile_modifier, 0);
  EXPECT_EQ(shields()[static_cast<size_t>(ShieldSize::kMedium)].melee_modifier, -1);
  EXPECT_EQ(shields()[static_cast<size_t>(ShieldSize::kMedium)].missile_modifier, -1);
  EXPECT_EQ(shields()[static_cast<size_t>(ShieldSize::kLarge)].melee_modifier, -2);
  EXPECT_EQ(shields()[static_cast<size_t>(ShieldSize::kLarge)].missile_modifier, -2);
  for (size_t i = 0; i < armor_ratings().size(); ++i) {
    EXPECT_EQ(armor_ratings()[i].rating, static_cast<int>(i));
  }
  EXPECT_EQ(armor_ratings()[2].name, "Half armor");
}

}  // namespace
}  // namespace skirmish::rencounter
