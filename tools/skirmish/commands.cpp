#include "tools/skirmish/commands.h"

#include <algorithm>
#include <cctype>
#include <memory>

#include "engine/core/atomic_file.h"
#include "engine/core/los.h"
#include "engine/rules/catalogs.h"
#include "engine/rules/registry.h"
#include "engine/scenario/deployment.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/roster_check.h"
#include "tools/render/table_svg.h"
#include "tools/skirmish/game_log.h"
#include "tools/skirmish/table_drawing.h"

namespace skirmish {
namespace {

std::string joined(const std::vector<std::string>& names) {
  std::string s;
  for (const std::string& n : names) s += (s.empty() ? "" : ", ") + n;
  return s;
}

// Loads a scenario and checks its men against its rule set's catalog.
// Prints the one error to `err` and returns nullopt if anything is wrong.
std::optional<Scenario> load_checked(const std::string& file, std::ostream& err) {
  LoadResult loaded = load_scenario(file);
  if (!loaded.ok()) {
    err << loaded.error->to_string() << "\n";
    return std::nullopt;
  }
  Scenario scenario = std::move(*loaded.scenario);
  const Catalog* catalog = builtin_catalog(scenario.rules);
  if (!catalog) {
    ScenarioError e = error_at(scenario.rules_where, "rules",
                               "expected a known rule set (" + joined(builtin_catalog_names()) +
                                   "), found \"" + scenario.rules + "\"");
    err << e.to_string() << "\n";
    return std::nullopt;
  }
  if (auto e = resolve_roster(scenario, *catalog)) {
    err << e->to_string() << "\n";
    return std::nullopt;
  }
  return scenario;
}

std::string lowered(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

}  // namespace

int run_validate(const ValidateArgs& args, std::ostream& out, std::ostream& err) {
  std::optional<Scenario> scenario = load_checked(args.file, err);
  if (!scenario) return 1;
  // A scenario of a playable rule set is OK only if a game of it can begin:
  // its options' values (`variant: medival`), and whatever else the rule set
  // checks as it sets up, refused here as `play` would refuse them.
  Registry registry;
  add_builtin_rule_sets(registry);
  if (const Rules* rules = registry.find(scenario->rules)) {
    try {
      rules->new_game(std::make_shared<const Scenario>(*scenario));
    } catch (const RulesError& e) {
      err << e.what() << "\n";
      return 1;
    }
  }
  out << "OK " << args.file << ": \"" << scenario->name << "\", " << scenario->rules << ", "
      << scenario->sides.size() << " sides, " << scenario->figure_count() << " figures, "
      << scenario->battlefield->features.size() << " terrain pieces\n";
  return 0;
}

int run_render(const RenderArgs& args, std::ostream& out, std::ostream& err) {
  Registry registry;
  add_builtin_rule_sets(registry);
  return run_render(args, registry, out, err);
}

int run_render(const RenderArgs& args, const Registry& registry, std::ostream& out,
               std::ostream& err) {
  if (is_game_file(args.file)) return run_render_game(args, registry, out, err);
  std::optional<Scenario> scenario = load_checked(args.file, err);
  if (!scenario) return 1;
  return draw_table(*scenario, deployed_figures(*scenario), "", args, out, err);
}

int draw_table(const Scenario& scenario, const std::vector<Figure>& figures,
               const std::string& caption, const RenderArgs& args, std::ostream& out,
               std::ostream& err, const TableChanges* changes) {
  const std::vector<std::string> names = figure_names(scenario);
  const std::vector<std::string> units = unit_names(scenario);

  RenderOptions options;
  options.pixels_per_inch = args.pixels_per_inch;
  options.show_names = !args.hide_names;

  // --los: shade what the named figure sees, probing with a standing man of
  // the default foot base at each sample point.
  std::vector<Sighting> sightings;
  std::unique_ptr<LineOfSight> sight;
  if (args.viewer) {
    const std::string wanted = lowered(*args.viewer);
    auto it = std::find_if(names.begin(), names.end(),
                           [&](const std::string& n) { return lowered(n) == wanted; });
    if (it == names.end()) {
      err << "render --los: no figure called \"" << *args.viewer << "\" in " << args.file
          << "; the figures are: " << joined(names) << "\n";
      return 1;
    }
    const int viewer = static_cast<int>(it - names.begin());
    options.viewer = viewer;
    for (const Figure& f : figures) sightings.push_back(sighting_of(f));
    sight = std::make_unique<LineOfSight>(scenario.battlefield);
    options.probe = [&sight, &sightings, viewer](Vec2 p) {
      const Sighting probe{{p, 0.5}, Posture::kStanding, false, true};
      const LosResult r =
          sight->look(sightings[static_cast<size_t>(viewer)], probe, sightings, viewer, -1);
      return SightSample{r.visible, r.cover_level()};
    };
  }

  TablePicture picture;
  picture.scenario = &scenario;
  picture.figures = figures;
  picture.names = names;
  picture.unit_names = units;
  picture.caption = caption;
  picture.changes = changes;
  if (options.viewer) {
    if (!picture.caption.empty()) picture.caption.append(": ");
    picture.caption.append("what ").append(*args.viewer).append(" can see");
  }
  try {
    write_file_atomically(args.output, render_svg(picture, options));
  } catch (const FileError& e) {
    err << e.what() << "\n";
    return 1;
  }
  out << "Drew " << args.file << " to " << args.output << "\n";
  return 0;
}

int run_rules(std::ostream& out) {
  Registry registry;
  add_builtin_rule_sets(registry);
  out << "Rule sets with a figure catalog (scenarios can be validated and drawn):\n";
  for (const std::string& n : builtin_catalog_names()) out << "  " << n << "\n";
  out << "Rule sets that can be played:\n";
  if (registry.empty()) out << "  (none yet)\n";
  for (const std::string& n : registry.names()) out << "  " << n << "\n";
  return 0;
}

}  // namespace skirmish
