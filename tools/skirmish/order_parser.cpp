#include "tools/skirmish/order_parser.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "engine/core/posture.h"

namespace skirmish {

namespace {

using Kind = TypedCommand::Kind;

std::string lowered(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

// Lower case, no full stops, single spaces: how names are compared.
std::string normalised(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '.') continue;
    if (std::isspace(static_cast<unsigned char>(c))) {
      if (!out.empty() && out.back() != ' ') out += ' ';
      continue;
    }
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

bool starts_a_word(const std::string& name, const std::string& typed) {
  for (std::size_t at = 0; at < name.size(); ++at) {
    if (at > 0 && name[at - 1] != ' ') continue;
    if (name.compare(at, typed.size(), typed) == 0) return true;
  }
  return false;
}

std::string list_of(const std::vector<std::string>& names, const std::vector<int>& which) {
  std::string s;
  for (int i : which) {
    if (!s.empty()) s.append(", ");
    s.append(names[static_cast<std::size_t>(i)]);
  }
  return s;
}

std::string joined(const std::vector<Word>& words, std::size_t from, std::size_t to) {
  std::string s;
  for (std::size_t i = from; i < to; ++i) {
    if (!s.empty()) s += ' ';
    s.append(words[i].text);
  }
  return s;
}

bool is_keyword(const Word& w, std::string_view keyword) {
  return !w.quoted && lowered(w.text) == keyword;
}

std::optional<double> number_in(const Word& w) {
  double v = 0;
  const char* end = w.text.data() + w.text.size();
  const auto [stop, error] = std::from_chars(w.text.data(), end, v);
  if (w.text.empty() || error != std::errc() || stop != end) return std::nullopt;
  return v;
}

// Joins pieces by appending (GCC 12 -O3 warns falsely on "literal" + string).
std::string text(std::initializer_list<std::string_view> pieces) {
  std::string s;
  for (std::string_view p : pieces) s.append(p);
  return s;
}

TypedCommand failure(std::string why) {
  TypedCommand c;
  c.kind = Kind::kError;
  c.error = std::move(why);
  return c;
}

TypedCommand order(Action a) {
  TypedCommand c;
  c.kind = Kind::kOrder;
  c.order = a;
  return c;
}

// Who is named: the names, and the sides that settle a name two men share.
struct Roll {
  const std::vector<std::string>& names;
  const NamedSides& sides;
};

// The part a named man plays in the order: the one who acts (the deciding
// side's) or its target (an enemy).
enum class Part : uint8_t { kActor, kTarget };

// Resolves words [from, to) to a figure, or explains why not into `why`.
std::optional<int16_t> figure_in(const std::vector<Word>& words, std::size_t from, std::size_t to,
                                 const Roll& roll, Part part, std::string& why) {
  if (from >= to) {
    why = "name a figure";
    return std::nullopt;
  }
  const NamedSides& s = roll.sides;
  std::function<bool(int)> preferred;
  if (s.deciding >= 0 && s.of_figure.size() == roll.names.size()) {
    preferred = [&s, part](int i) {
      const bool own = s.of_figure[static_cast<std::size_t>(i)] == s.deciding;
      return part == Part::kActor ? own : !own;
    };
  }
  const auto index = match_figure(joined(words, from, to), roll.names, why, preferred);
  if (!index) return std::nullopt;
  return static_cast<int16_t>(*index);
}

std::size_t find_keyword(const std::vector<Word>& words, std::string_view keyword,
                         std::size_t from) {
  for (std::size_t i = from; i < words.size(); ++i) {
    if (is_keyword(words[i], keyword)) return i;
  }
  return words.size();
}

// `shoot FIGURE at TARGET`, `charge FIGURE at TARGET`.
TypedCommand actor_at_target(ActionKind kind, const std::vector<Word>& words, const Roll& roll) {
  const std::string verb = lowered(words[0].text);
  const std::size_t at = find_keyword(words, "at", 1);
  if (at == words.size()) return failure(text({"say it as: ", verb, " FIGURE at TARGET"}));
  std::string why;
  const auto actor = figure_in(words, 1, at, roll, Part::kActor, why);
  if (!actor) return failure(why);
  const auto target = figure_in(words, at + 1, words.size(), roll, Part::kTarget, why);
  if (!target) return failure(why);
  return order({kind, *actor, *target, -1, 0, std::nullopt});
}

// `melee FIGURE TARGET` (or `melee FIGURE at TARGET`): without `at`, the
// split between the two names is the one where both name a figure.
TypedCommand melee(const std::vector<Word>& words, const Roll& roll) {
  if (find_keyword(words, "at", 1) != words.size()) {
    return actor_at_target(ActionKind::kMelee, words, roll);
  }
  std::vector<Action> readings;
  std::string why;
  for (std::size_t split = 2; split < words.size(); ++split) {
    std::string ignored;
    const auto actor = figure_in(words, 1, split, roll, Part::kActor, ignored);
    const auto target = figure_in(words, split, words.size(), roll, Part::kTarget, ignored);
    if (actor && target) readings.push_back({ActionKind::kMelee, *actor, *target, -1, 0, {}});
  }
  if (readings.size() == 1) return order(readings.front());
  if (readings.empty()) {
    return failure("say it as: melee FIGURE TARGET (quote names with spaces, or use 'at')");
  }
  return failure(
      "that can be read more than one way: quote the names, or say melee FIGURE at "
      "TARGET");
}

// `move FIGURE to X Y`.
TypedCommand move(const std::vector<Word>& words, const Roll& roll) {
  const std::size_t to = find_keyword(words, "to", 1);
  if (to == words.size() || to + 3 != words.size()) {
    return failure("say it as: move FIGURE to X Y (inches from the table's corner)");
  }
  const auto x = number_in(words[to + 1]);
  const auto y = number_in(words[to + 2]);
  if (!x || !y) return failure("X and Y must be numbers of inches, e.g. move Hoskins to 12 7.5");
  std::string why;
  const auto actor = figure_in(words, 1, to, roll, Part::kActor, why);
  if (!actor) return failure(why);
  return order({ActionKind::kMove, *actor, -1, -1, 0, Vec2{*x, *y}});
}

TypedCommand one_figure(ActionKind kind, int32_t param, const std::vector<Word>& words,
                        const Roll& roll) {
  std::string why;
  const auto actor = figure_in(words, 1, words.size(), roll, Part::kActor, why);
  if (!actor) return failure(why);
  return order({kind, *actor, -1, -1, param, std::nullopt});
}

}  // namespace

std::vector<Word> split_words(std::string_view line) {
  std::vector<Word> words;
  std::size_t i = 0;
  while (i < line.size()) {
    if (std::isspace(static_cast<unsigned char>(line[i]))) {
      ++i;
      continue;
    }
    Word w;
    if (line[i] == '"' || line[i] == '\'') {
      const char quote = line[i++];
      const std::size_t close = line.find(quote, i);
      const std::size_t end = close == std::string_view::npos ? line.size() : close;
      w.text = std::string(line.substr(i, end - i));
      w.quoted = true;
      i = close == std::string_view::npos ? end : end + 1;
    } else {
      const std::size_t start = i;
      while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i]))) ++i;
      w.text = std::string(line.substr(start, i - start));
    }
    words.push_back(std::move(w));
  }
  return words;
}

std::optional<int> match_figure(std::string_view typed, const std::vector<std::string>& names,
                                std::string& why, const std::function<bool(int)>& preferred) {
  const std::string want = normalised(typed);
  if (want.empty()) {
    why = "name a figure";
    return std::nullopt;
  }
  // Three tiers, best first; the first tier with any match decides.
  std::vector<int> tiers[3];
  for (std::size_t i = 0; i < names.size(); ++i) {
    const std::string name = normalised(names[i]);
    const int index = static_cast<int>(i);
    if (name == want) {
      tiers[0].push_back(index);
    } else if (name.rfind(want, 0) == 0) {
      tiers[1].push_back(index);
    } else if (starts_a_word(name, want)) {
      tiers[2].push_back(index);
    }
  }
  for (const auto& tier : tiers) {
    if (tier.size() == 1) return tier.front();
    if (tier.size() > 1 && preferred) {
      std::optional<int> only;
      int found = 0;
      for (const int i : tier) {
        if (preferred(i)) {
          only = i;
          ++found;
        }
      }
      if (found == 1) return only;
    }
    if (tier.size() > 1) {
      why = text({"\"", typed, "\" could be any of: ", list_of(names, tier)});
      return std::nullopt;
    }
  }
  std::vector<int> all(names.size());
  for (std::size_t i = 0; i < names.size(); ++i) all[i] = static_cast<int>(i);
  why = text({"no figure called \"", typed, "\"; the figures are: ", list_of(names, all)});
  return std::nullopt;
}

TypedCommand parse_command(std::string_view line, const std::vector<std::string>& names,
                           const NamedSides& sides) {
  const Roll roll{names, sides};
  const std::vector<Word> words = split_words(line);
  if (words.empty()) return {};
  const std::string verb = lowered(words[0].text);

  if (words.size() == 1 && !words[0].quoted) {
    int n = 0;
    const char* end = verb.data() + verb.size();
    const auto [stop, error] = std::from_chars(verb.data(), end, n);
    if (error == std::errc() && stop == end) {
      TypedCommand c;
      c.kind = Kind::kNumber;
      c.number = n;
      return c;
    }
  }
  const auto bare = [&](Kind kind) {
    if (words.size() > 1) return failure(text({"'", verb, "' takes nothing after it"}));
    TypedCommand c;
    c.kind = kind;
    return c;
  };
  if (verb == "help" || verb == "?") return bare(Kind::kHelp);
  if (verb == "list") return bare(Kind::kList);
  if (verb == "show") return bare(Kind::kShow);
  if (verb == "quit" || verb == "exit") return bare(Kind::kQuit);
  if (verb == "wait") return bare(Kind::kWait);
  if (verb == "hint") return bare(Kind::kHint);
  if (verb == "undo") return bare(Kind::kUndo);
  if (verb == "take" && words.size() == 2 && lowered(words[1].text) == "back") {
    TypedCommand c;
    c.kind = Kind::kUndo;
    return c;
  }
  if (verb == "render") {
    if (words.size() != 2) return failure("say it as: render FILE.svg");
    TypedCommand c;
    c.kind = Kind::kRender;
    c.file = words[1].text;
    return c;
  }
  if (verb == "pass") {
    if (words.size() == 1) return order({ActionKind::kPass, -1, -1, -1, 0, std::nullopt});
    return one_figure(ActionKind::kPass, 0, words, roll);
  }
  if (words.size() < 2)
    return failure(text({"'", verb, "' is not an order or command; type help"}));
  if (verb == "move") return move(words, roll);
  if (verb == "shoot" || verb == "fire") return actor_at_target(ActionKind::kShoot, words, roll);
  if (verb == "charge") return actor_at_target(ActionKind::kCharge, words, roll);
  if (verb == "melee") return melee(words, roll);
  if (verb == "reload") return one_figure(ActionKind::kReload, 0, words, roll);
  if (verb == "rally") return one_figure(ActionKind::kRally, 0, words, roll);
  if (verb == "stand" || verb == "kneel" || verb == "prone") {
    const Posture p = verb == "stand"   ? Posture::kStanding
                      : verb == "kneel" ? Posture::kKneeling
                                        : Posture::kProne;
    return one_figure(ActionKind::kChangePosture, static_cast<int32_t>(p), words, roll);
  }
  return failure(text({"'", verb, "' is not an order or command; type help"}));
}

std::string order_help() {
  return "Type the number of a choice, or an order:\n"
         "  move FIGURE to X Y          move to that point (inches)\n"
         "  shoot FIGURE at TARGET      fire at an enemy\n"
         "  charge FIGURE at TARGET     charge an enemy\n"
         "  melee FIGURE TARGET         strike an enemy in melee\n"
         "  reload FIGURE               load his weapon\n"
         "  stand|kneel|prone FIGURE    change posture\n"
         "  rally FIGURE                try to recover\n"
         "  pass [FIGURE]               do nothing more now\n"
         "or some words of a listed choice (\"webb runs\", \"volley rourke\") to pick it.\n"
         "Names ignore case and full stops; a unique start of a name will do\n"
         "(\"hosk\"), and names with spaces may be quoted (\"Pte. Wilton\"). A name\n"
         "two men share means your man, or the enemy where he is the target.\n"
         "Other commands:\n"
         "  list                        the numbered choices again\n"
         "  hint                        the computer's best three choices here, from\n"
         "                              what your side can see, each with its reason\n"
         "  show                        every figure: side, place, posture, state\n"
         "  render FILE.svg             draw the table as it stands\n"
         "  wait                        at a chance to fire out of turn: hold fire, and\n"
         "                              go on holding, unasked, while the same shots at\n"
         "                              the same odds are offered this turn\n"
         "  undo (or take back)         take back your side's last decision and what\n"
         "                              followed it, if no dice were rolled since\n"
         "  help                        this text\n"
         "  quit                        stop here (as does the end of input); the game\n"
         "                              is saved if --save was given\n";
}

}  // namespace skirmish
