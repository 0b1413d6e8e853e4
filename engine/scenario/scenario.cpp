#include "engine/scenario/scenario.h"

namespace skirmish {

int Scenario::figure_count() const {
  int n = 0;
  for (const SideSpec& s : sides) {
    for (const UnitSpec& u : s.units) n += static_cast<int>(u.figures.size());
  }
  return n;
}

}  // namespace skirmish
