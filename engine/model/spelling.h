// Spelling help for names a person types into a scenario file: weapon names,
// stat names, field names. A typo should be answered with the name that was
// meant, not only with a list of everything that exists
// (DESIGN / Properties: an unknown weapon name gets one clear message).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace skirmish {

// Lower-cases ASCII letters and folds runs of spaces, '_' and '-' into one
// space, so "Flintlock_Musket" and "flintlock  musket" compare equal.
std::string normalised_name(std::string_view s);

// Levenshtein distance between the normalised forms of a and b.
int edit_distance(std::string_view a, std::string_view b);

// Known names within a typo's reach of `word`, closest first: at most two
// edits for short words, about a quarter of the length for long ones, or a
// known name that contains the word (or is contained by it) as a whole.
std::vector<std::string> near_matches(std::string_view word, const std::vector<std::string>& known,
                                      size_t limit = 3);

// `"a", "b" or "c"` for messages.
std::string quoted_list(const std::vector<std::string>& names, std::string_view last_joiner = "or");

}  // namespace skirmish
