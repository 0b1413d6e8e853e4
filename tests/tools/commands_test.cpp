// The `skirmish` subcommands as a person uses them: what they print, what
// they write, and the one clear message a broken input gets.
#include "tools/skirmish/commands.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace skirmish {
namespace {

const std::string kDefault = std::string(SKIRMISH_SOURCE_DIR) + "/scenarios/default.yaml";

std::filesystem::path scratch(const std::string& name) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("skirmish_cli_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return dir / name;
}

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The default scenario with one line replaced, written to a scratch file.
std::string default_with(const std::string& from, const std::string& to, const std::string& name) {
  std::string text = slurp(kDefault);
  const size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  const auto path = scratch(name);
  std::ofstream(path) << text;
  return path.string();
}

TEST(ValidateCommand, DefaultScenarioIsOk) {
  std::ostringstream out, err;
  EXPECT_EQ(run_validate({kDefault}, out, err), 0);
  EXPECT_EQ(out.str().rfind("OK ", 0), 0u) << out.str();
  EXPECT_EQ(err.str(), "");
}

TEST(ValidateCommand, UnknownWeaponNamesFileLineAndField) {
  const std::string file =
      default_with("Flintlock Rifle, Knife]}\n          - {name: Rfn Ingram",
                   "Flintlok Rifle, Knife]}\n          - {name: Rfn Ingram", "bad_weapon.yaml");
  // The line of the misspelt weapon in the file as it stands (the default
  // scenario is edited now and then; the message must follow it exactly).
  const std::string text = slurp(file);
  const size_t at = text.find("Flintlok Rifle");
  const std::string line = std::to_string(1 + std::count(text.begin(), text.begin() + at, '\n'));
  const std::string column = std::to_string(at - text.rfind('\n', at));
  std::ostringstream out, err;
  EXPECT_EQ(run_validate({file}, out, err), 1);
  EXPECT_EQ(out.str(), "");
  EXPECT_EQ(err.str(),
            file + ":" + line + ":" + column +
                ": sides[0].units[1].figures[0].weapons[0]: unknown weapon "
                "\"Flintlok Rifle\" for rencounter; did you mean \"Flintlock Rifle\"?\n");
}

TEST(ValidateCommand, UnknownRuleSetListsTheKnownOnes) {
  const std::string file = default_with("rules: rencounter", "rules: rencountr", "bad_rules.yaml");
  std::ostringstream out, err;
  EXPECT_EQ(run_validate({file}, out, err), 1);
  EXPECT_EQ(err.str(), file +
                           ":17:8: rules: expected a known rule set (mayhem, rencounter), found " +
                           "\"rencountr\"\n");
}

// A scenario `play` would refuse is not OK: an option's value the rule set
// does not know is named with its file, line, option and what is allowed.
TEST(ValidateCommand, AnOptionValueTheRuleSetDoesNotKnowIsRefused) {
  const std::string file =
      default_with("options: {}", "options: {activation: tarot}", "bad_option.yaml");
  std::ostringstream out, err;
  EXPECT_EQ(run_validate({file}, out, err), 1);
  EXPECT_EQ(out.str(), "");
  const std::string message = err.str();
  EXPECT_EQ(message.rfind(file + ":21:", 0), 0u) << message;
  EXPECT_NE(message.find("option 'activation' of rule set 'rencounter': 'tarot' is not allowed"),
            std::string::npos)
      << message;
  EXPECT_EQ(std::count(message.begin(), message.end(), '\n'), 1) << message;
  std::ostringstream out2, err2;
  const std::string fine =
      default_with("options: {}", "options: {activation: cards}", "good_option.yaml");
  EXPECT_EQ(run_validate({fine}, out2, err2), 0) << err2.str();
}

TEST(ValidateCommand, MissingFileIsOneClearLine) {
  std::ostringstream out, err;
  EXPECT_EQ(run_validate({"no/such/file.yaml"}, out, err), 1);
  const std::string message = err.str();
  EXPECT_NE(message.find("no/such/file.yaml"), std::string::npos) << message;
  EXPECT_EQ(std::count(message.begin(), message.end(), '\n'), 1) << message;
}

TEST(RenderCommand, DrawsTerrainFiguresAndScaleBar) {
  const auto svg_path = scratch("table.svg");
  std::ostringstream out, err;
  RenderArgs args;
  args.file = kDefault;
  args.output = svg_path.string();
  ASSERT_EQ(run_render(args, out, err), 0) << err.str();
  const std::string svg = slurp(svg_path);
  EXPECT_EQ(svg.rfind("<?xml", 0), 0u);
  EXPECT_NE(svg.find("Meeting at the Mill"), std::string::npos);
  EXPECT_NE(svg.find(">Sgt Gridley<"), std::string::npos);     // a name label
  EXPECT_NE(svg.find("url(#woods)"), std::string::npos);       // a wood is drawn
  EXPECT_NE(svg.find(">12\"<"), std::string::npos);            // the scale bar's end
  EXPECT_EQ(svg.find("opacity=\"0.45\""), std::string::npos);  // no sight shading asked
}

TEST(RenderCommand, LosShadesHiddenGroundForTheNamedFigure) {
  const auto svg_path = scratch("los.svg");
  std::ostringstream out, err;
  RenderArgs args;
  args.file = kDefault;
  args.output = svg_path.string();
  args.viewer = "sgt gridley";  // names match without case
  ASSERT_EQ(run_render(args, out, err), 0) << err.str();
  const std::string svg = slurp(svg_path);
  EXPECT_NE(svg.find("what sgt gridley can see"), std::string::npos);
  EXPECT_NE(svg.find("fill=\"#000000\"/>"), std::string::npos);  // some ground is hidden
  EXPECT_NE(svg.find("stroke=\"#ffff00\""), std::string::npos);  // the viewer is marked
}

TEST(RenderCommand, UnknownViewerListsTheFigures) {
  std::ostringstream out, err;
  RenderArgs args;
  args.file = kDefault;
  args.output = scratch("never.svg").string();
  args.viewer = "Sgt Nobody";
  EXPECT_EQ(run_render(args, out, err), 1);
  EXPECT_NE(err.str().find("no figure called \"Sgt Nobody\""), std::string::npos);
  EXPECT_NE(err.str().find("Sgt Gridley, Pte Adams"), std::string::npos);
  EXPECT_FALSE(std::filesystem::exists(scratch("never.svg")));
}

TEST(RenderCommand, UnwritableOutputIsRefusedWithTheFileName) {
  std::ostringstream out, err;
  RenderArgs args;
  args.file = kDefault;
  args.output = "/no/such/dir/table.svg";
  EXPECT_EQ(run_render(args, out, err), 1);
  EXPECT_NE(err.str().find("/no/such/dir/table.svg"), std::string::npos) << err.str();
}

}  // namespace
}  // namespace skirmish
