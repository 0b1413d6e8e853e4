#include "ai/utility/personality.h"

#include <yaml-cpp/yaml.h>

#include <cmath>
#include <fstream>
#include <sstream>

namespace skirmish::ai {

namespace {

[[noreturn]] void fail(const std::string& file, const YAML::Mark& mark, std::string field,
                       std::string message) {
  ScenarioError e;
  e.file = file;
  // yaml-cpp counts lines and columns from 0; -1 when it has no position.
  e.line = mark.line >= 0 ? mark.line + 1 : 0;
  e.column = mark.column >= 0 ? mark.column + 1 : 0;
  e.field = std::move(field);
  e.message = std::move(message);
  throw PersonalityError(std::move(e));
}

std::string known_keys() {
  std::string out;
  for (const WeightField& f : weight_fields()) {
    if (!out.empty()) out += ", ";
    out += f.key;
  }
  return out;
}

std::string found_text(const YAML::Node& n) {
  if (n.IsScalar()) return "\"" + n.Scalar() + "\"";
  if (n.IsSequence()) return "a list";
  if (n.IsMap()) return "a mapping";
  return "nothing";
}

Weights read_weights(const std::string& file, const YAML::Node& node, const std::string& field) {
  if (!node.IsMap()) {
    fail(file, node.Mark(), field,
         "expected a mapping of consideration weights, found " + found_text(node));
  }
  Weights w;
  std::vector<bool> seen(weight_fields().size(), false);
  for (const auto& kv : node) {
    const std::string key = kv.first.as<std::string>("");
    std::size_t i = 0;
    while (i < weight_fields().size() && weight_fields()[i].key != key) ++i;
    if (i == weight_fields().size()) {
      fail(file, kv.first.Mark(), field + "." + key,
           "unknown consideration; expected one of: " + known_keys());
    }
    const YAML::Node& v = kv.second;
    double value = -1;
    bool number = false;
    if (v.IsScalar()) {
      try {
        value = v.as<double>();
        number = true;
      } catch (const YAML::Exception&) {
      }
    }
    if (!number || !std::isfinite(value) || value < 0) {
      fail(file, v.Mark(), field + "." + key,
           "expected a weight, a number 0 or more, found " + found_text(v));
    }
    w.*(weight_fields()[i].member) = value;
    seen[i] = true;
  }
  // Every weight written out: a personality that forgot one would silently
  // take the code's default, which nobody reading the file could see.
  for (std::size_t i = 0; i < seen.size(); ++i) {
    if (!seen[i]) {
      fail(file, node.Mark(), field + "." + std::string(weight_fields()[i].key),
           "missing; every personality gives every weight (" + known_keys() + ")");
    }
  }
  return w;
}

std::vector<Personality> read_file(const std::string& file, const YAML::Node& root) {
  if (!root.IsMap() || root.size() == 0) {
    fail(file, root.Mark(), "",
         "expected a mapping of personality names to {description, weights}, found " +
             found_text(root));
  }
  std::vector<Personality> out;
  for (const auto& kv : root) {
    Personality p;
    p.name = kv.first.as<std::string>("");
    const YAML::Node& body = kv.second;
    if (!body.IsMap()) {
      fail(file, body.Mark(), p.name,
           "expected a mapping with description and weights, found " + found_text(body));
    }
    for (const Personality& q : out) {
      if (q.name == p.name)
        fail(file, kv.first.Mark(), p.name, "a second personality of this name");
    }
    bool has_weights = false;
    for (const auto& field : body) {
      const std::string key = field.first.as<std::string>("");
      if (key == "description") {
        if (!field.second.IsScalar()) {
          fail(file, field.second.Mark(), p.name + ".description",
               "expected one line of text, found " + found_text(field.second));
        }
        p.description = field.second.Scalar();
      } else if (key == "weights") {
        p.weights = read_weights(file, field.second, p.name + ".weights");
        has_weights = true;
      } else {
        fail(file, field.first.Mark(), p.name + "." + key,
             "unknown field; expected description or weights");
      }
    }
    if (!has_weights) fail(file, body.Mark(), p.name + ".weights", "missing");
    out.push_back(std::move(p));
  }
  return out;
}

}  // namespace

const std::vector<WeightField>& weight_fields() {
  static const std::vector<WeightField> fields = {
      {"damage_dealt", &Weights::damage_dealt},   {"damage_received", &Weights::damage_received},
      {"cover_gained", &Weights::cover_gained},   {"objective", &Weights::objective},
      {"leader_safety", &Weights::leader_safety}, {"cohesion", &Weights::cohesion},
      {"morale_risk", &Weights::morale_risk},     {"reload_timing", &Weights::reload_timing},
      {"charge_threat", &Weights::charge_threat}, {"outlook", &Weights::outlook},
      {"fire_position", &Weights::fire_position}, {"hold_at_end", &Weights::hold_at_end},
  };
  return fields;
}

std::string default_personalities_path() {
  return std::string(SKIRMISH_AI_DIR) + "/personalities.yaml";
}

std::vector<Personality> load_personalities_text(std::string_view text,
                                                 const std::string& display_name) {
  YAML::Node root;
  try {
    root = YAML::Load(std::string(text));
  } catch (const YAML::ParserException& e) {
    fail(display_name, e.mark, "", "not valid YAML: " + e.msg);
  }
  return read_file(display_name, root);
}

std::vector<Personality> load_personalities(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    ScenarioError e;
    e.file = path;
    e.message = "cannot read the personalities file";
    throw PersonalityError(std::move(e));
  }
  std::stringstream text;
  text << in.rdbuf();
  return load_personalities_text(text.str(), path);
}

const Personality& find_personality(const std::vector<Personality>& all, std::string_view name) {
  std::string names;
  for (const Personality& p : all) {
    if (p.name == name) return p;
    if (!names.empty()) names += ", ";
    names += p.name;
  }
  throw std::invalid_argument("unknown personality '" + std::string(name) +
                              "'; the known ones are: " + names);
}

}  // namespace skirmish::ai
