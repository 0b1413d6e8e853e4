// The size of a unit as a --vary value (unit_size.h): the men kept, the
// copies' names and the free spots they are set on.
#include "tools/playtest/unit_size.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "engine/scenario/placement.h"
#include "engine/scenario/yaml_text.h"
#include "tools/playtest/vary_words.h"

namespace skirmish::vary {

namespace {

// How far from the man copied a new man may stand: a unit's men keep
// within a few inches of each other, so a copy farther off is not "in" it.
constexpr double kNearby = 8;
// The gap left between the base of the man copied and his copies' bases,
// as the generator's files space men (1.5" between 1" bases).
constexpr double kGap = 0.5;

int leader_of(const UnitSpec& unit) {
  for (size_t f = 0; f < unit.figures.size(); ++f) {
    if (unit.figures[f].name == unit.leader) return static_cast<int>(f);
  }
  return 0;  // no `leader`: the first man leads (docs/scenario-format.md)
}

// The men of `unit` the scenario names elsewhere, who must stay: its leader
// and any man a kill objective names, in file order.
std::vector<int> named_men(const Scenario& scenario, const UnitSpec& unit) {
  std::vector<int> out;
  for (size_t f = 0; f < unit.figures.size(); ++f) {
    bool named = static_cast<int>(f) == leader_of(unit);
    for (const Objective& o : scenario.objectives) {
      named = named || (o.kind == ObjectiveKind::kKill && o.figure == unit.figures[f].name);
    }
    if (named) out.push_back(static_cast<int>(f));
  }
  return out;
}

std::vector<int> men_kept(const VarySpec& spec, const Scenario& scenario, const UnitSpec& unit,
                          int size) {
  std::vector<int> kept = named_men(scenario, unit);
  if (static_cast<int>(kept.size()) > size) {
    std::string names;
    for (int f : kept) names += (names.empty() ? "" : ", ") + unit.figures[f].name;
    refuse(spec.text, "size=" + std::to_string(size) + " would drop men the scenario names (" +
                          names + ": its leader or a kill objective's man); the unit " +
                          quoted(unit.name) + " needs size " + std::to_string(kept.size()) +
                          " or more");
  }
  for (int f = 0; f < static_cast<int>(unit.figures.size()); ++f) {
    if (static_cast<int>(kept.size()) == size) break;
    if (std::find(kept.begin(), kept.end(), f) == kept.end()) kept.push_back(f);
  }
  std::sort(kept.begin(), kept.end());
  return kept;
}

// The man whose copies fill a unit out: its last man but the leader.
int man_copied(const UnitSpec& unit) {
  const int leader = leader_of(unit);
  for (int f = static_cast<int>(unit.figures.size()) - 1; f >= 0; --f) {
    if (f != leader) return f;
  }
  return leader;
}

std::vector<std::string> fresh_names(const Scenario& scenario, const std::string& base, int count) {
  std::set<std::string> used;
  for (const SideSpec& s : scenario.sides) {
    for (const UnitSpec& u : s.units) {
      for (const FigureSpec& f : u.figures) used.insert(f.name);
    }
  }
  std::vector<std::string> out;
  for (int k = 2; static_cast<int>(out.size()) < count; ++k) {
    std::string name = base + " " + std::to_string(k);
    if (used.insert(name).second) out.push_back(std::move(name));
  }
  return out;
}

bool spot_free(const Scenario& scenario, const SideSpec& side, const Circle& base,
               const std::vector<Circle>& taken) {
  const Battlefield& field = *scenario.battlefield;
  if (!base_on_table(field.table, base) || terrain_blocking(field, base)) return false;
  if (!side.deployment.points.empty() &&
      (!contains(side.deployment, base.centre) ||
       distance_to_boundary(side.deployment, base.centre) < base.radius)) {
    return false;
  }
  return std::none_of(taken.begin(), taken.end(), [&](const Circle& c) {
    return distance(c.centre, base.centre) < c.radius + base.radius - 1e-6;
  });
}

// Free spots for `count` copies of `man`, nearest him first: a lattice one
// base width and kGap apart, same row first, within kNearby inches.
std::vector<Vec2> spots_near(const VarySpec& spec, const Scenario& scenario, int side,
                             const UnitSpec& unit, const FigureSpec& man, int count) {
  std::vector<Circle> taken;
  for (const SideSpec& s : scenario.sides) {
    for (const UnitSpec& u : s.units) {
      for (const FigureSpec& f : u.figures) taken.push_back({f.at, f.base_radius});
    }
  }
  const double pitch = 2 * man.base_radius + kGap;
  const int reach = static_cast<int>(kNearby / pitch);
  std::vector<std::pair<int, int>> lattice;
  for (int j = -reach; j <= reach; ++j) {
    for (int i = -reach; i <= reach; ++i) {
      if ((i != 0 || j != 0) && (i * i + j * j) * pitch * pitch <= kNearby * kNearby) {
        lattice.push_back({i, j});
      }
    }
  }
  std::stable_sort(lattice.begin(), lattice.end(), [](auto a, auto b) {
    const int da = a.first * a.first + a.second * a.second;
    const int db = b.first * b.first + b.second * b.second;
    return da != db ? da < db : std::abs(a.second) < std::abs(b.second);
  });
  std::vector<Vec2> out;
  for (const auto& [i, j] : lattice) {
    if (static_cast<int>(out.size()) == count) break;
    const Circle base{{man.at.x + i * pitch, man.at.y + j * pitch}, man.base_radius};
    if (!spot_free(scenario, scenario.sides[side], base, taken)) continue;
    out.push_back(base.centre);
    taken.push_back(base);
  }
  if (static_cast<int>(out.size()) < count) {
    const std::string zone =
        scenario.sides[side].deployment.points.empty()
            ? ""
            : " inside the deployment zone of " + side_words(scenario.sides[side]);
    refuse(spec.text, "no room for " + std::to_string(count) + " more men in the unit " +
                          quoted(unit.name) + ": " + std::to_string(out.size()) +
                          " free spots within " + yaml_text::number(kNearby) + " inches of " +
                          man.name + zone);
  }
  return out;
}

YAML::Node point_node(Vec2 p) {
  YAML::Node at(YAML::NodeType::Sequence);
  at.SetStyle(YAML::EmitterStyle::Flow);
  at.push_back(yaml_text::number(p.x));
  at.push_back(yaml_text::number(p.y));
  return at;
}

}  // namespace

Reinforcements reinforcements(const VarySpec& spec, const Scenario& scenario, int side,
                              int unit_index) {
  const UnitSpec& unit = scenario.sides[side].units[unit_index];
  int largest = 0;
  for (const std::string& v : spec.values) largest = std::max(largest, std::stoi(v));
  const int extra = largest - static_cast<int>(unit.figures.size());
  Reinforcements r;
  r.copied = man_copied(unit);
  if (extra <= 0) return r;
  const FigureSpec& man = unit.figures[r.copied];
  r.names = fresh_names(scenario, man.name, extra);
  r.spots = spots_near(spec, scenario, side, unit, man, extra);
  return r;
}

YAML::Node resized_figures(const VarySpec& spec, YAML::Node figures, const Scenario& scenario,
                           const UnitSpec& unit, const Reinforcements& more, int size) {
  YAML::Node men(YAML::NodeType::Sequence);
  men.SetStyle(figures.Style());
  const int written = static_cast<int>(unit.figures.size());
  for (int f : men_kept(spec, scenario, unit, std::min(size, written))) men.push_back(figures[f]);
  for (int k = 0; k < size - written; ++k) {
    YAML::Node copy = YAML::Clone(figures[more.copied]);
    copy["name"] = more.names[k];
    copy["at"] = point_node(more.spots[k]);
    men.push_back(copy);
  }
  return men;
}

}  // namespace skirmish::vary
