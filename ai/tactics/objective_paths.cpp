#include "ai/tactics/objective_paths.h"

#include <algorithm>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/property_map/property_map.hpp>
#include <cmath>
#include <limits>
#include <map>
#include <mutex>
#include <string>
#include <tuple>

#include "engine/rules/table_changes.h"

namespace skirmish::ai {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

double straight_to_area(const Circle& area, Vec2 at) {
  return std::max(0.0, distance(at, area.centre) - area.radius);
}

// Inches from every node to the nearest node inside `area` (or, for an area
// too small to hold a node, the node nearest its centre). The graph's edges
// are priced one way; the reverse of a path costs the same but for the rare
// trunk a man stands against, so the field from the area serves for the
// way to it.
void fill_field(const FreeSpace& space, const Circle& area, std::vector<double>& out) {
  const std::size_t n = space.nodes();
  out.assign(n, kInfinity);
  std::vector<uint32_t> seeds;
  for (std::size_t i = 0; i < n; ++i) {
    if (distance(space.point(i), area.centre) <= area.radius)
      seeds.push_back(static_cast<uint32_t>(i));
  }
  if (seeds.empty()) seeds.push_back(static_cast<uint32_t>(space.node_at(area.centre)));
  for (uint32_t s : seeds) out[s] = straight_to_area(area, space.point(s));
  const FreeSpace::Graph& g = space.graph();
  std::vector<uint32_t> previous(n);
  std::vector<boost::default_color_type> colour(n, boost::white_color);
  boost::dijkstra_shortest_paths_no_init(
      g, seeds.begin(), seeds.end(),
      boost::make_iterator_property_map(previous.begin(), get(boost::vertex_index, g)),
      boost::make_iterator_property_map(out.begin(), get(boost::vertex_index, g)),
      get(&EdgeInches::inches, g), get(boost::vertex_index, g), std::less<double>(),
      boost::closed_plus<double>(kInfinity), 0.0, boost::default_dijkstra_visitor(),
      boost::make_iterator_property_map(colour.begin(), get(boost::vertex_index, g)));
}

}  // namespace

ObjectiveTargets::ObjectiveTargets(const Scenario& s) {
  by_side.assign(s.sides.size(), {});
  // Figures are numbered in scenario order: sides, units, men.
  int figure = 0;
  std::vector<const std::string*> names;
  for (const SideSpec& side : s.sides) {
    for (const UnitSpec& unit : side.units) {
      int leader = unit.figures.empty() ? -1 : figure;
      for (std::size_t i = 0; i < unit.figures.size(); ++i) {
        if (!unit.leader.empty() && unit.figures[i].name == unit.leader) {
          leader = figure + static_cast<int>(i);
        }
        names.push_back(&unit.figures[i].name);
      }
      unit_leader.push_back(leader);
      figure += static_cast<int>(unit.figures.size());
    }
  }
  for (std::size_t o = 0; o < s.objectives.size(); ++o) {
    const Objective& obj = s.objectives[o];
    Target t;
    t.objective = static_cast<int>(o);
    if (obj.kind == ObjectiveKind::kKill) {
      for (std::size_t i = 0; i < names.size(); ++i) {
        if (*names[i] == obj.figure) t.figure = static_cast<int>(i);
      }
      if (t.figure < 0) continue;
    } else {
      t.area = obj.area;
    }
    for (std::size_t side = 0; side < s.sides.size(); ++side) {
      // An objective naming no side is every side's.
      if (obj.side.empty() || obj.side == s.sides[side].name) by_side[side].push_back(t);
    }
  }
}

ObjectivePaths::ObjectivePaths(const Scenario& scenario, std::shared_ptr<const FreeSpace> space)
    : targets_(scenario), scenario_(&scenario), space_(std::move(space)) {
  fields_.resize(scenario.objectives.size());
  for (std::size_t o = 0; o < scenario.objectives.size(); ++o) {
    if (scenario.objectives[o].kind == ObjectiveKind::kKill) continue;
    fill_field(*space_, scenario.objectives[o].area, fields_[o]);
  }
}

double ObjectivePaths::by_nodes(const std::vector<double>& field, Vec2 at) const {
  // The four nodes round the point, and the short straight step to each:
  // cheap enough for a planner to ask for every man of every option (the
  // step is not priced for terrain; it is under 1.5 grid steps).
  const double step = space_->step();
  const int c0 = static_cast<int>(std::floor(at.x / step - 0.5));
  const int r0 = static_cast<int>(std::floor(at.y / step - 0.5));
  double best = kInfinity;
  for (int r = r0; r <= r0 + 1; ++r) {
    for (int c = c0; c <= c0 + 1; ++c) {
      if (c < 0 || r < 0 || c >= space_->columns() || r >= space_->rows()) continue;
      const auto node = static_cast<std::size_t>(r * space_->columns() + c);
      if (!std::isfinite(field[node])) continue;
      best = std::min(best, field[node] + distance(at, space_->point(node)));
    }
  }
  return best;
}

double ObjectivePaths::inches_to(int objective, Vec2 at) const {
  if (objective < 0 || static_cast<std::size_t>(objective) >= fields_.size()) return kInfinity;
  const Circle& area = scenario_->objectives[static_cast<std::size_t>(objective)].area;
  const double straight = straight_to_area(area, at);
  const std::vector<double>& field = fields_[static_cast<std::size_t>(objective)];
  if (field.empty() || straight <= 0) return straight;
  const double best = by_nodes(field, at);
  // Never said to be nearer than the straight line (a node's cell may lie
  // inside the area while the point is just outside it).
  return std::isfinite(best) ? std::max(best, straight) : straight;
}

bool ObjectivePaths::has_way(int objective, Vec2 at) const {
  if (objective < 0 || static_cast<std::size_t>(objective) >= fields_.size()) return true;
  const Circle& area = scenario_->objectives[static_cast<std::size_t>(objective)].area;
  const std::vector<double>& field = fields_[static_cast<std::size_t>(objective)];
  if (field.empty() || straight_to_area(area, at) <= 0) return true;
  return std::isfinite(by_nodes(field, at));
}

double ObjectivePaths::node_inches(int objective, std::size_t n) const {
  if (objective < 0 || static_cast<std::size_t>(objective) >= fields_.size()) return kInfinity;
  const std::vector<double>& field = fields_[static_cast<std::size_t>(objective)];
  return n < field.size() ? field[n] : kInfinity;
}

namespace {

// The table as a game has left it, as the planners' paths heed it
// (free_space.h, TableAsItStands), kept in vectors of its own.
struct TableNow {
  std::vector<double> crossings;
  std::vector<uint8_t> broken;   // per barred door; empty: none broken
  std::vector<uint8_t> burning;  // per feature; empty: nothing afire
  friend bool operator==(const TableNow&, const TableNow&) = default;
};

// Flags all clear kept as none, so that such a table shares the graph of
// one with nothing of that kind.
void none_as_empty(std::vector<uint8_t>& flags) {
  if (std::none_of(flags.begin(), flags.end(), [](uint8_t b) { return b != 0; })) flags.clear();
}

// What the rule set says of the table `view` stands on: how it prices the
// lines (Rules::line_crossings), the barred doors broken open and the
// pieces afire so far (Rules::table_changes). Into `out`, reusing its
// vectors (no allocation once grown).
void table_as_it_stands(const Rules& rules, const GameState& view, TableNow& out) {
  thread_local TableChanges changes;
  rules.line_crossings(view, out.crossings);
  changes.clear();
  rules.table_changes(view, changes);
  out.broken.assign(changes.broken_doors.begin(), changes.broken_doors.end());
  out.burning.assign(changes.burning.begin(), changes.burning.end());
  none_as_empty(out.broken);
  none_as_empty(out.burning);
}

struct Entry {
  std::weak_ptr<const Scenario> scenario;
  TableNow table;
  std::shared_ptr<const ObjectivePaths> paths;

  bool is(const std::shared_ptr<const Scenario>& s, const TableNow& t) const {
    return paths && scenario.lock() == s && table == t;
  }
};

// The paths of `scenario` as `table` stands, built on first asking and
// shared by every later caller (and thread) while the scenario lives.
std::shared_ptr<const ObjectivePaths> shared_paths(const std::shared_ptr<const Scenario>& scenario,
                                                   const TableNow& table) {
  using Key =
      std::tuple<const Scenario*, std::vector<double>, std::vector<uint8_t>, std::vector<uint8_t>>;
  static std::mutex guard;
  static std::map<Key, Entry> built;
  const std::lock_guard<std::mutex> lock(guard);
  const Key key{scenario.get(), table.crossings, table.broken, table.burning};
  auto it = built.find(key);
  // A scenario freed and another made at the same address is a new one.
  if (it != built.end() && it->second.scenario.lock() == scenario) return it->second.paths;
  std::erase_if(built, [](const auto& e) { return e.second.scenario.expired(); });
  auto paths = std::make_shared<const ObjectivePaths>(
      *scenario, free_space_for(scenario->battlefield, {.crossings = table.crossings,
                                                        .broken = table.broken,
                                                        .burning = table.burning}));
  built[key] = Entry{scenario, table, paths};
  return paths;
}

// The thread's last paths asked, or those of `table`, kept as the last.
std::shared_ptr<const ObjectivePaths> paths_kept(Entry& last,
                                                 const std::shared_ptr<const Scenario>& scenario,
                                                 const TableNow& table) {
  if (!last.is(scenario, table)) last = Entry{scenario, table, shared_paths(scenario, table)};
  return last.paths;
}

}  // namespace

std::shared_ptr<const ObjectivePaths> objective_paths_for(const Rules& rules,
                                                          const GameState& view) {
  // The last paths asked on this thread, to skip the lock on most calls.
  thread_local Entry last;
  thread_local TableNow table;
  table_as_it_stands(rules, view, table);
  return paths_kept(last, view.scenario_ptr(), table);
}

std::shared_ptr<const ObjectivePaths> objective_paths_for(const Rules& rules, const GameState& view,
                                                          int door) {
  const int doors = barred_door_count(*view.scenario().battlefield);
  if (door < 0 || door >= doors) return objective_paths_for(rules, view);
  thread_local Entry last;
  thread_local TableNow table;
  table_as_it_stands(rules, view, table);
  table.broken.resize(static_cast<std::size_t>(doors), 0);
  table.broken[static_cast<std::size_t>(door)] = 1;
  return paths_kept(last, view.scenario_ptr(), table);
}

double objective_path_inches(const Rules& rules, const GameState& view, int objective, Vec2 at) {
  return objective_paths_for(rules, view)->inches_to(objective, at);
}

}  // namespace skirmish::ai
