#include "engine/rules/action.h"

#include <array>
#include <cstdio>

namespace skirmish {

namespace {

constexpr std::array<std::pair<ActionKind, std::string_view>, 13> kActionNames{{
    {ActionKind::kPass, "pass"},
    {ActionKind::kActivate, "activate"},
    {ActionKind::kOrder, "order"},
    {ActionKind::kMove, "move"},
    {ActionKind::kShoot, "shoot"},
    {ActionKind::kCharge, "charge"},
    {ActionKind::kMelee, "melee"},
    {ActionKind::kReload, "reload"},
    {ActionKind::kChangePosture, "change_posture"},
    {ActionKind::kRally, "rally"},
    {ActionKind::kSeizeInitiative, "seize_initiative"},
    {ActionKind::kReact, "react"},
    {ActionKind::kSpecial, "special"},
}};

}  // namespace

std::string_view name_of(ActionKind k) {
  for (const auto& [kind, name] : kActionNames) {
    if (kind == k) return name;
  }
  return "unknown";
}

std::optional<ActionKind> action_kind_from_name(std::string_view name) {
  for (const auto& [kind, known] : kActionNames) {
    if (known == name) return kind;
  }
  return std::nullopt;
}

std::string to_text(const Action& a) {
  std::string out(name_of(a.kind));
  std::string detail;
  auto add = [&detail](const std::string& part) {
    if (!detail.empty()) detail += ' ';
    detail += part;
  };
  if (a.unit >= 0) add("unit " + std::to_string(a.unit));
  if (a.actor >= 0) add("figure " + std::to_string(a.actor));
  if (a.target >= 0) add("at figure " + std::to_string(a.target));
  if (a.at) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "to (%.1f, %.1f)", a.at->x, a.at->y);
    add(buf);
  }
  if (a.param != 0) {
    std::string param = "[";  // appended, not "[" + ...: GCC 12 -Wrestrict false alarm
    param += std::to_string(a.param);
    param += ']';
    add(param);
  }
  if (!detail.empty()) out += ": " + detail;
  return out;
}

std::string_view name_of(DecisionKind k) {
  switch (k) {
    case DecisionKind::kGameOver:
      return "game over";
    case DecisionKind::kActivateUnit:
      return "activate a unit";
    case DecisionKind::kChooseOrder:
      return "choose an order";
    case DecisionKind::kFigureAction:
      return "a figure's action";
    case DecisionKind::kSeizeInitiative:
      return "the initiative";
    case DecisionKind::kReaction:
      return "a reaction";
    case DecisionKind::kDeploy:
      return "deploy";
  }
  return "unknown";
}

}  // namespace skirmish
