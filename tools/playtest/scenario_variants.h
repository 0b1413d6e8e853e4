// Variants of one scenario parameter, for `skirmish balance`: the --vary
// language and the scenario texts it makes.
//
// A spec is PATH=VALUES, e.g. `blue.units[0].size=4..8`.
//
// PATH, a dotted path into the scenario file (lists counted from 0):
//   red | blue | sides[i] | "Side name" | Side name   a side: red is the first
//       side of the file, blue the second; a side's name may be written bare
//       when it has no dots, brackets or quotes (red and blue always mean the
//       first and second side: quote a side named "red")
//     .units[i]                a unit of that side
//       .size                  the unit's number of men (below)
//       .figures[j]            one man of that unit
//     .FIELD                   then a field of a man: fire, melee, experience,
//                              facing, base, ... any single-value key of a
//                              figure, or one coordinate, at[0] (x) or at[1] (y)
//   Set on a man, the field is his; on a unit, every man of the unit gets it
//   (except the unit's own keys `hidden` and `dress`, which go on the unit);
//   on a side, every man of the side. `.men.FIELD` after a unit or a side
//   sets it on every man but each unit's leader (its `leader`, else its
//   first man): red.units[0].men.experience=3..4 keeps the captain as he is. `name`, `weapons` and
//   a whole `at` cannot be varied (names must stay unique; the others are not one value). Any other
//   first word is a top-level field: turn_limit, break_fraction, contour_height, measure,
//   options.NAME (a rule-set option), or any path to one value in the file (table.width,
//   objectives[2].points).
//
// VALUES, at most 50:
//   A..B        whole numbers from A to B, step 1 (4..8: 4, 5, 6, 7, 8)
//   A..B/STEP   from A in steps of STEP while not past B; decimals allowed,
//               written with as many decimals as A, B and STEP use
//               (0.3..0.6/0.1: 0.3, 0.4, 0.5, 0.6)
//   V1,V2,...   exactly these, written as given (numbers or words:
//               experience=green,average,veteran)
//
// The size of a unit (whole numbers, 1 or more):
//   - fewer men than written: the men the scenario names elsewhere are kept
//     first (the unit's leader, by `leader` or else its first man, and any
//     man a `kill` objective names), then the others in file order, so the
//     leader always survives; a size smaller than the named men is refused.
//   - more men than written: copies of the unit's last man who is not its
//     leader (of the leader, if he is alone), named "NAME 2", "NAME 3", ...
//     (the first number no one in the scenario has). The format needs `at`
//     on every man, so each copy is set on the free spot nearest the man
//     copied, on a lattice one base width and half an inch apart, within 8
//     inches of him: with his whole base on the table and inside his side's
//     deployment zone (if it has one), clear of terrain that blocks a base
//     and of every other man. No such spot fails, naming the unit.
//
// Variants are written by yaml-cpp from the parsed file: the values, their
// order and flow/block layout are kept, but comments and the exact quoting
// of the original are not. Each variant is a whole scenario text, to be
// checked by loading it (load_playable_text) before any game is played.
//
// The spec itself (VaryError, VarySpec, parse_vary) is declared in
// vary_spec.h, included here; a unit's size is changed in unit_size.h.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "tools/playtest/vary_spec.h"

namespace skirmish {

struct ScenarioVariant {
  std::string label;        // "blue.units[0].size=6"
  std::string short_label;  // the last step and the value: "size=6"
  std::string value;        // "6"
  std::string yaml;         // the whole scenario file
};

// One variant of the scenario text `yaml` (from `file`, for messages) per
// value of `spec`, in the order of the values. VaryError if the path names
// nothing in this scenario, or a size cannot be met.
std::vector<ScenarioVariant> make_variants(std::string_view yaml, const std::string& file,
                                           const VarySpec& spec);

// Every combination of the values of `specs` (two levers at once: a unit's
// size and the turn limit), the first spec's values outermost: each variant
// is the scenario with every spec applied in turn, its labels the specs'
// own joined by "; " ("Rebels.units[1].size=6; turn_limit=9"), the short
// label too (two specs may end in the same field). A later spec
// is applied to the variants of the earlier ones, so a path may name a man
// a larger size added. VaryError as make_variants, and for more than
// kMaxVariants combinations in all.
std::vector<ScenarioVariant> make_variant_grid(std::string_view yaml, const std::string& file,
                                               const std::vector<VarySpec>& specs);

}  // namespace skirmish
