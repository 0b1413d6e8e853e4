#include "engine/model/figure.h"

namespace skirmish {

std::string_view name_of(FigureStatus s) {
  switch (s) {
    case FigureStatus::kFighting:
      return "fighting";
    case FigureStatus::kDown:
      return "down";
    case FigureStatus::kRouted:
      return "routed";
    case FigureStatus::kSurrendered:
      return "surrendered";
    case FigureStatus::kDead:
      return "dead";
    case FigureStatus::kOffTable:
      return "off table";
  }
  return "fighting";
}

}  // namespace skirmish
