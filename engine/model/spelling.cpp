#include "engine/model/spelling.h"

#include <algorithm>
#include <utility>

namespace skirmish {

std::string normalised_name(std::string_view s) {
  std::string out;
  bool gap = false;
  for (char c : s) {
    if (c == ' ' || c == '_' || c == '-' || c == '\t') {
      gap = !out.empty();
      continue;
    }
    if (gap) out.push_back(' ');
    gap = false;
    out.push_back(c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c);
  }
  return out;
}

int edit_distance(std::string_view a_raw, std::string_view b_raw) {
  const std::string a = normalised_name(a_raw);
  const std::string b = normalised_name(b_raw);
  std::vector<int> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = static_cast<int>(j);
  for (size_t i = 1; i <= a.size(); ++i) {
    int diagonal = row[0];
    row[0] = static_cast<int>(i);
    for (size_t j = 1; j <= b.size(); ++j) {
      const int above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

std::vector<std::string> near_matches(std::string_view word, const std::vector<std::string>& known,
                                      size_t limit) {
  const std::string w = normalised_name(word);
  const int reach = std::max(2, static_cast<int>(w.size()) / 4);
  std::vector<std::pair<int, std::string>> scored;
  for (const std::string& name : known) {
    const std::string n = normalised_name(name);
    int d = edit_distance(w, n);
    // "Musket" should find "Flintlock Musket": a whole-word part of the name.
    const bool part = w.size() >= 3 && (n.find(w) != std::string::npos ||
                                        (n.size() >= 3 && w.find(n) != std::string::npos));
    if (d > reach && !part) continue;
    if (part) d = std::min(d, reach);
    scored.emplace_back(d, name);
  }
  std::stable_sort(scored.begin(), scored.end(),
                   [](const auto& x, const auto& y) { return x.first < y.first; });
  std::vector<std::string> out;
  for (const auto& [d, name] : scored) {
    if (out.size() == limit) break;
    out.push_back(name);
  }
  return out;
}

std::string quoted_list(const std::vector<std::string>& names, std::string_view last_joiner) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0 && i + 1 == names.size()) {
      out.append(" ").append(last_joiner).append(" ");
    } else if (i > 0) {
      out.append(", ");
    }
    out.append("\"").append(names[i]).append("\"");
  }
  return out;
}

}  // namespace skirmish
