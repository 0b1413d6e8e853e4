#include "engine/rules/rencounter/fire_extra_options.h"

namespace skirmish::rencounter {

const char* extra_roll_verb(int16_t code) {
  switch (code) {
    case extra_roll::kJavelinStuck:
      return " seeing whether the javelin sticks in the shield of";
    case extra_roll::kScatterClock:
      return " scattering (clock direction)";
    case extra_roll::kScatterInches:
      return " scattering (inches)";
    case extra_roll::kBlastDamage:
      return " rolling blast damage on";
    case extra_roll::kBlastKnockdown:
      return " keeping his feet in the blast of";
    case extra_roll::kGunToHit:
      return " firing the gun at";
    case extra_roll::kGunDamage:
      return " rolling gun damage on";
    case extra_roll::kMisfire:
      return " rolling for a misfire";
    case extra_roll::kQuickLoadRisk:
      return " risking a quick load";
    case extra_roll::kHighOrLow:
      return " seeing whether the shot goes high or low";
    case extra_roll::kClearing:
      return " finding how long the bad load takes to clear";
    case extra_roll::kLastShotCheck:
      return " snatching a last shot at";
    default:
      return nullptr;
  }
}

const char* extra_action_words(int32_t param) {
  switch (param) {
    case 40:
      return " works at the javelin stuck in his shield";
    case 41:
      return " throws away his shield";
    case 42:
      return " has the gun loaded with canister";
    case 43:
      return " has the gun loaded with grape";
    case 44:
      return " has the gun quick-loaded with canister";
    case 45:
      return " has the gun quick-loaded with grape";
    case 46:
      return " lays the gun and fires at";
    default:
      return nullptr;
  }
}

std::vector<OptionSpec> fire_extra_option_specs() {
  const std::vector<std::string> off_on{"off", "on"};
  std::vector<OptionSpec> out;
  out.push_back(choice_option("shotgun_spread", "on", off_on,
                              "shotguns and blunderbusses also roll against men beside the target",
                              "000 / Missile Weapons Table, note #"));
  out.push_back(choice_option("javelins_stick", "on", off_on,
                              "a javelin stopped by a shield sticks in it half the time",
                              "000 / Fire Combat / Armor and Shields"));
  out.push_back(choice_option("grenades", "on", off_on,
                              "grenades scatter on a miss and burst where they land",
                              "000 / Thrown Objects; 000 / Explosives"));
  out.push_back(
      choice_option("grenade_blast", "half_inch", {"half_inch", "inch"},
                    "a grenade's damage roll is eased +1 per 1/2\" (the seed) or per inch away",
                    "000 / Explosives"));
  out.push_back(choice_option("gun_ground", "ordinary", {"ordinary", "hard", "soft"},
                              "ground in front of the guns: hard rocky +2 to hit, wet or sandy -2",
                              "000 / Artillery / Bounce modifiers"));
  out.push_back(
      choice_option("gun_quick_loading", "on", off_on,
                    "gun crews may quick-load: loading counts double, at the risk of a misfire",
                    "000 / Artillery / Quick loading"));
  out.push_back(choice_option("gun_misfires", "quick_loading", {"quick_loading", "every_shot"},
                              "which gun shots may misfire: quick-loaded only, or any natural 12",
                              "000 / Artillery / Missfires & accidents"));
  OptionSpec loss;
  loss.name = "gun_crew_loss";
  loss.type = OptionType::kInteger;
  loss.default_value.append("1");
  loss.min = 0;
  loss.max = 4;
  loss.meaning = "half turns added to a gun's loading for each crewman short of its crew";
  loss.source = "000 / Artillery (\"add something like 1/2 phase per man lost\")";
  out.push_back(std::move(loss));
  out.push_back(
      choice_option("last_shot", "off", {"off", "with_parry", "instead_of_parry"},
                    "optional rule: a man charged from the front fires a last shot, and keeps "
                    "his parry or loses it",
                    "000 / Melee / Last Shot vs Charge"));
  return out;
}

FireExtraOptions read_fire_extra_options(const OptionSet& o) {
  FireExtraOptions f;
  f.shotgun_spread = o.is("shotgun_spread", "on");
  f.javelins_stick = o.is("javelins_stick", "on");
  f.grenades = o.is("grenades", "on");
  f.grenade_blast = o.is("grenade_blast", "inch") ? GrenadeBlast::kInch : GrenadeBlast::kHalfInch;
  const std::string& ground = o.get("gun_ground");
  f.gun_ground = ground == "hard"   ? GunGround::kHardRocky
                 : ground == "soft" ? GunGround::kSoft
                                    : GunGround::kOrdinary;
  f.quick_loading = o.is("gun_quick_loading", "on");
  f.misfires =
      o.is("gun_misfires", "every_shot") ? GunMisfires::kEveryShot : GunMisfires::kQuickLoading;
  f.crew_loss_half_turns = o.get_int("gun_crew_loss");
  const std::string& last = o.get("last_shot");
  f.last_shot = last == "with_parry"         ? LastShotRule::kWithParry
                : last == "instead_of_parry" ? LastShotRule::kInsteadOfParry
                                             : LastShotRule::kOff;
  return f;
}

}  // namespace skirmish::rencounter
