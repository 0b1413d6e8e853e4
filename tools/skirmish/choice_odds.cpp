#include "tools/skirmish/choice_odds.h"

#include <cstdio>

namespace skirmish {

std::string choice_odds(const Forecast& f) {
  if (!f.known || (f.hit_chance <= 0 && f.enemy_losses <= 0)) return "";
  char buf[96];
  std::string out = "  (";
  if (f.hit_chance > 0) {
    std::snprintf(buf, sizeof buf, "%.0f%% to hit; ", 100 * f.hit_chance);
    out += buf;
  }
  std::snprintf(buf, sizeof buf, "%.2f enemy men out of the fight", f.enemy_losses);
  out += buf;
  if (f.own_losses >= 0.005) {
    std::snprintf(buf, sizeof buf, ", %.2f of ours", f.own_losses);
    out += buf;
  }
  return out + ")";
}

}  // namespace skirmish
