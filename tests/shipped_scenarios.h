// The scenario files shipped in scenarios/, for tests that go over every one.
#pragma once

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

namespace skirmish::testing {

// Every .yaml file in scenarios/, in name order.
inline std::vector<std::filesystem::path> shipped_scenario_files() {
  std::vector<std::filesystem::path> out;
  for (const auto& e :
       std::filesystem::directory_iterator(std::string(SKIRMISH_SOURCE_DIR) + "/scenarios")) {
    if (e.path().extension() == ".yaml") out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace skirmish::testing
