#include "engine/rules/rencounter/squad_eras.h"

#include <array>

namespace skirmish::rencounter {

namespace {

using W = std::string_view;
constexpr auto kRankFamily = NameStyle::kRankFamily;
constexpr auto kGivenFamily = NameStyle::kGivenFamily;
constexpr auto kGivenOnly = NameStyle::kGivenOnly;

constexpr std::array<W, 48> kFamilyNames = {
    "Adams",  "Baker",  "Carter", "Dobbs",   "Ellis",   "Fletcher", "Gibbs", "Harper",
    "Ingram", "Jones",  "Kemp",   "Lowell",  "Moss",    "Nye",      "Orr",   "Pike",
    "Quade",  "Rourke", "Sutter", "Tate",    "Upton",   "Vance",    "Webb",  "Yates",
    "Abbott", "Barlow", "Cobb",   "Dunn",    "Fenwick", "Grey",     "Hobbs", "Irwin",
    "Jarvis", "Kerr",   "Lyle",   "Marsh",   "Nash",    "Oakes",    "Platt", "Rudd",
    "Shaw",   "Thorne", "Usher",  "Vickers", "Wade",    "Wren",     "Yeo",   "Hale"};
constexpr std::array<W, 24> kGivenNames = {
    "Abel", "Ben", "Cal",  "Dan",  "Eli",  "Fox", "Gil", "Hal",  "Ike",  "Jed",  "Kit",  "Lem",
    "Matt", "Ned", "Obed", "Pete", "Reub", "Sam", "Tom", "Will", "Zeke", "Amos", "Jack", "Josh"};
// North-West Frontier tribesmen go by one name.
constexpr std::array<W, 24> kPashtunNames = {"Akbar", "Ayub",  "Daud",  "Faiz",   "Gul",   "Habib",
                                             "Hamid", "Jalal", "Karim", "Khalid", "Mir",   "Nadir",
                                             "Omar",  "Qasim", "Rahim", "Sher",   "Tariq", "Wali",
                                             "Yusuf", "Zaman", "Amin",  "Bashir", "Dost",  "Feroz"};

// Weapon lists, by the table names.
constexpr std::array<W, 2> kPistolSword = {"Flintlock Pistol", "Sword"};
constexpr std::array<W, 2> kMusketBayonet = {"Flintlock Musket", "Spear/Bayonet"};
constexpr std::array<W, 2> kRifleKnife = {"Flintlock Rifle", "Knife"};
constexpr std::array<W, 2> kRifleAxe = {"Flintlock Rifle", "Axe/Mace"};
constexpr std::array<W, 2> kMusketKnife = {"Flintlock Musket", "Knife"};
constexpr std::array<W, 2> kHalberdSword = {"Halberd", "Sword"};
constexpr std::array<W, 2> kMatchlockSword = {"Matchlock Musket", "Sword"};
constexpr std::array<W, 2> kPikeSword = {"Pike", "Sword"};
constexpr std::array<W, 2> kRevolverSword = {"Large Double Action Revolver", "Sword"};
constexpr std::array<W, 2> kMartiniBayonet = {"Breechloader", "Spear/Bayonet"};
constexpr std::array<W, 2> kSwordKnife = {"Sword", "Knife"};
constexpr std::array<W, 2> kJezzailKnife = {"Flintlock Rifle", "Knife"};
constexpr std::array<W, 2> kJezzailSword = {"Flintlock Rifle", "Sword"};
constexpr std::array<W, 2> kColtShotgun = {"Large Single Action Revolver", "Double Barrel Shotgun"};
constexpr std::array<W, 2> kColtWinchester = {"Large Single Action Revolver", "Magazine Rifle"};
constexpr std::array<W, 2> kColtCarbine = {"Large Single Action Revolver", "Magazine Carbine"};
constexpr std::array<W, 2> kColtKnife = {"Large Single Action Revolver", "Knife"};

// Horse and musket, about 1775: redcoats with musket and bayonet, the
// sergeant with pistol and sword; rebel militia and backwoods riflemen.
constexpr std::array kCrownKits = {
    UnitKit{
        "Line section", {"Sgt", kRankFamily, kPistolSword}, {"Pte", kRankFamily, kMusketBayonet}},
    UnitKit{"Light section", {"Cpl", kRankFamily, kRifleKnife}, {"Rfn", kRankFamily, kRifleKnife}},
};
constexpr std::array kRebelKits = {
    UnitKit{"Militia", {"Capt", kRankFamily, kPistolSword}, {"", kGivenFamily, kMusketKnife}},
    UnitKit{"Riflemen", {"Sgt", kRankFamily, kRifleAxe}, {"", kGivenFamily, kRifleKnife}},
};

// Pike and shot, the English Civil War: musketeers with matchlock and sword,
// pikemen in back and breast (half armour, rating 2) and pot helmet,
// sergeants with halberds and buff coats (light armour, rating 1).
constexpr std::array kRoyalistKits = {
    UnitKit{"Royalist musketeers",
            {"Sgt", kRankFamily, kHalberdSword, 1},
            {"", kGivenFamily, kMatchlockSword}},
    UnitKit{"Royalist pikes",
            {"Sgt", kRankFamily, kHalberdSword, 2},
            {"", kGivenFamily, kPikeSword, 2}},
};
constexpr std::array kParliamentKits = {
    UnitKit{"Roundhead musketeers",
            {"Sgt", kRankFamily, kHalberdSword, 1},
            {"", kGivenFamily, kMatchlockSword}},
    UnitKit{"Roundhead pikes",
            {"Sgt", kRankFamily, kHalberdSword, 2},
            {"", kGivenFamily, kPikeSword, 2}},
};

// Colonial, the North-West Frontier in the 1880s: "Martini Henrys vs
// Jezzails & melee armed guys" (000 / Scenario Design Suggestions). The
// Martini is the Breechloader row; a jezzail, a long flintlock, the
// Flintlock Rifle row. Swordsmen carry the small round dhal shield.
constexpr std::array kImperialKits = {
    UnitKit{"Rifle section",
            {"Sgt", kRankFamily, kRevolverSword},
            {"Pte", kRankFamily, kMartiniBayonet}},
};
constexpr std::array kTribalKits = {
    UnitKit{"Swordsmen",
            {"Malik", kGivenOnly, kPistolSword, 0, "small"},
            {"", kGivenOnly, kSwordKnife, 0, "small"}},
    UnitKit{"Jezzailchis", {"Malik", kGivenOnly, kJezzailSword}, {"", kGivenOnly, kJezzailKnife}},
};

// Wild West, the 1870s: a marshal with a shotgun, deputies with Winchesters;
// outlaws with Colts and carbines.
constexpr std::array kLawKits = {
    UnitKit{
        "Posse", {"Marshal", kRankFamily, kColtShotgun}, {"Deputy", kRankFamily, kColtWinchester}},
};
constexpr std::array kOutlawKits = {
    UnitKit{"Gang", {"", kGivenFamily, kColtCarbine}, {"", kGivenFamily, kColtKnife}},
};

constexpr std::array<W, 4> kEnglishBuildings = {"Mill house", "Farmhouse", "Inn", "Chapel"};
constexpr std::array<W, 3> kFrontierBuildings = {"Serai", "Fort", "Caravanserai"};
constexpr std::array<W, 4> kWesternBuildings = {"Saloon", "Livery stable", "Bank", "Ranch house"};

const std::array kEras = {
    Era{"horse-and-musket",
        "horse and musket, about 1775",
        {{"Crown", "#b22222", kCrownKits, kGivenNames, kFamilyNames},
         {"Rebels", "#1f4e9c", kRebelKits, kGivenNames, kFamilyNames}},
        kEnglishBuildings},
    Era{"pike-and-shot",
        "pike and shot, the English Civil War",
        {{"Royalists", "#8b1a1a", kRoyalistKits, kGivenNames, kFamilyNames},
         {"Parliament", "#d2691e", kParliamentKits, kGivenNames, kFamilyNames}},
        kEnglishBuildings},
    Era{"colonial",
        "colonial, the North-West Frontier in the 1880s",
        {{"Imperials", "#b22222", kImperialKits, kGivenNames, kFamilyNames},
         {"Tribesmen", "#6b4423", kTribalKits, kPashtunNames, kPashtunNames, true}},
        kFrontierBuildings},
    Era{"wild-west",
        "the Wild West, the 1870s",
        {{"Lawmen", "#1f4e9c", kLawKits, kGivenNames, kFamilyNames},
         {"Outlaws", "#404040", kOutlawKits, kGivenNames, kFamilyNames}},
        kWesternBuildings},
};

}  // namespace

std::span<const Era> squad_eras() {
  return kEras;
}

const Era* find_era(std::string_view name) {
  for (const Era& e : kEras) {
    if (e.name == name) return &e;
  }
  return nullptr;
}

}  // namespace skirmish::rencounter
