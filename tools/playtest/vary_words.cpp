// The words of --vary's refusals (vary_words.h).
#include "tools/playtest/vary_words.h"

namespace skirmish::vary {

[[noreturn]] void refuse(std::string_view spec, const std::string& what) {
  throw VaryError("--vary \"" + std::string(spec) + "\": " + what);
}

std::string quoted(std::string_view s) {
  std::string out = "\"";  // appended, not "\"" + ...: GCC 12 -Wrestrict false alarm
  out += s;
  return out + "\"";
}

std::string side_words(const SideSpec& side) {
  const bool has_article = side.name.rfind("The ", 0) == 0 || side.name.rfind("the ", 0) == 0;
  return has_article ? side.name : "the " + side.name;
}

std::string step_text(const VaryStep& s) {
  std::string t = s.quoted ? quoted(s.key) : s.key;
  if (s.index) {
    t += "[";  // appended, not "[" + ...: GCC 12 -Wrestrict false alarm
    t += std::to_string(*s.index);
    t += "]";
  }
  return t;
}

}  // namespace skirmish::vary
