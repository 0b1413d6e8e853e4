#include "tools/render/table_svg.h"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace skirmish {
namespace {

// Table coordinates have y pointing away from the bottom edge; SVG's y points
// down, so every point is flipped once here.
class Canvas {
 public:
  Canvas(const Table& table, double ppi) : table_(table), ppi_(ppi) {}

  double x(double inches) const { return kMargin + inches * ppi_; }
  double y(double inches) const { return kTitle + kMargin + (table_.depth - inches) * ppi_; }
  double len(double inches) const { return inches * ppi_; }
  double width() const { return 2 * kMargin + table_.width * ppi_ + kLegend; }
  double height() const { return kTitle + 2 * kMargin + table_.depth * ppi_ + kFooter; }

  std::string points(const std::vector<Vec2>& pts) const {
    std::string s;
    for (Vec2 p : pts) s += num(x(p.x)) + "," + num(y(p.y)) + " ";
    return s;
  }

  static std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
  }

  static constexpr double kMargin = 24;
  static constexpr double kTitle = 28;
  static constexpr double kFooter = 40;
  static constexpr double kLegend = 220;

 private:
  Table table_;
  double ppi_;
};

std::string escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

struct AreaStyle {
  const char* fill;
  const char* stroke;
  const char* extra;
};

AreaStyle area_style(const TerrainFeature& f) {
  switch (f.type) {
    case TerrainType::kWoods:
      return {"url(#woods)", "#2f5d2a", ""};
    case TerrainType::kBrush:
      return {"url(#brush)", "#4f7d3a", ""};
    case TerrainType::kScrub:
      return {"url(#scrub)", "#7c9a4e", " stroke-dasharray=\"4 3\""};
    case TerrainType::kBog:
      return {"url(#bog)", "#6b6b3a", " stroke-dasharray=\"2 2\""};
    case TerrainType::kStream:
      return {"#7fb2e5", "#3f74b5", ""};
    case TerrainType::kBuilding:
      return {"#8a7f74", "#3a332d", ""};
    default:
      return {"#c9b98f", "#8a7a50", ""};
  }
}

void draw_hill(std::ostringstream& o, const Canvas& c, const TerrainFeature& f) {
  // Higher contours are darker, so stacked hills read as a contour map.
  const int shade = std::max(120, 215 - 25 * f.level);
  char fill[32];
  std::snprintf(fill, sizeof fill, "#%02x%02x%02x", shade, shade - 20, shade - 60);
  o << "<polygon points=\"" << c.points(f.outline.points) << "\" fill=\"" << fill
    << "\" stroke=\"#7a6436\" stroke-width=\"1.5\"/>\n";
}

// Fire (004 / Miscellaneous Rules / Fire) is drawn over a piece: orange and
// named, so a reader sees at once what may no longer be passed or held.
constexpr const char* kFireFill = "#e2572b";
constexpr const char* kFireStroke = "#8a1c00";

void draw_building(std::ostringstream& o, const Canvas& c, const Battlefield& b, int feature,
                   const TableChanges* changes) {
  const TerrainFeature& f = b.features[static_cast<std::size_t>(feature)];
  const AreaStyle st = area_style(f);
  const bool burning = changes && changes->is_burning(feature);
  o << "<polygon points=\"" << c.points(f.outline.points) << "\" fill=\""
    << (burning ? kFireFill : st.fill) << "\" stroke=\"" << (burning ? kFireStroke : st.stroke)
    << "\" stroke-width=\"3\">";
  if (burning) o << "<title>" << escape(f.name.empty() ? "building" : f.name) << " on fire</title>";
  o << "</polygon>\n";
  for (std::size_t k = 0; k < f.openings.size(); ++k) {
    const Opening& op = f.openings[k];
    // A barred door is drawn dark and crossed by its bar, wall until broken;
    // once the game has broken it, as a door again, named so.
    const bool broken = op.barred && changes &&
                        changes->is_broken(barred_door_number(b, feature, static_cast<int>(k)));
    const bool barred = op.barred && !broken;
    const char* colour = barred                            ? "#3d2410"
                         : op.kind == OpeningKind::kDoor   ? "#a0612b"
                         : op.kind == OpeningKind::kWindow ? "#bfe3ff"
                                                           : "#111111";
    const std::string_view title = barred   ? "barred door"
                                   : broken ? "broken door"
                                            : name_of(op.kind);
    const double r = op.width / 2;
    o << "<circle cx=\"" << Canvas::num(c.x(op.at.x)) << "\" cy=\"" << Canvas::num(c.y(op.at.y))
      << "\" r=\"" << Canvas::num(c.len(r)) << "\" fill=\"" << colour
      << "\" stroke=\"#3a332d\"><title>" << title << "</title></circle>\n";
    if (barred) {
      o << "<line x1=\"" << Canvas::num(c.x(op.at.x - r)) << "\" y1=\""
        << Canvas::num(c.y(op.at.y - r)) << "\" x2=\"" << Canvas::num(c.x(op.at.x + r))
        << "\" y2=\"" << Canvas::num(c.y(op.at.y + r))
        << "\" stroke=\"#e0c080\" stroke-width=\"2\"/>\n";
    }
  }
}

void draw_line_feature(std::ostringstream& o, const Canvas& c, const TerrainFeature& f) {
  const std::string pts = c.points(f.path);
  switch (f.type) {
    case TerrainType::kRoad:
      o << "<polyline points=\"" << pts << "\" fill=\"none\" stroke=\"#d8c59a\" stroke-width=\""
        << Canvas::num(c.len(f.path_width)) << "\" stroke-linecap=\"round\" "
        << "stroke-linejoin=\"round\"/>\n";
      break;
    case TerrainType::kStream:
      o << "<polyline points=\"" << pts << "\" fill=\"none\" stroke=\"#7fb2e5\" stroke-width=\""
        << Canvas::num(c.len(f.path_width)) << "\" stroke-linecap=\"round\" "
        << "stroke-linejoin=\"round\"/>\n";
      break;
    case TerrainType::kWall:
      o << "<polyline points=\"" << pts
        << "\" fill=\"none\" stroke=\"#6e6e6e\" stroke-width=\"5\" stroke-linecap=\"square\"/>\n";
      break;
    case TerrainType::kHedge:
      o << "<polyline points=\"" << pts
        << "\" fill=\"none\" stroke=\"#2e6b2e\" stroke-width=\"7\" stroke-linecap=\"round\"/>\n";
      break;
    default:  // fence
      o << "<polyline points=\"" << pts
        << "\" fill=\"none\" stroke=\"#8b5a2b\" stroke-width=\"3\" stroke-dasharray=\"6 3\"/>\n";
  }
}

void draw_terrain(std::ostringstream& o, const Canvas& c, const Battlefield& b,
                  const TableChanges* changes) {
  // Ground first (hills, bog, areas), then lines, then solid things on top.
  for (const TerrainFeature& f : b.features) {
    if (f.type == TerrainType::kHill) draw_hill(o, c, f);
  }
  for (const TerrainFeature& f : b.features) {
    if (f.type == TerrainType::kRoad || f.type == TerrainType::kStream) {
      if (f.is_line()) draw_line_feature(o, c, f);
    }
  }
  for (const TerrainFeature& f : b.features) {
    if (!f.is_area() || f.type == TerrainType::kHill || f.type == TerrainType::kBuilding) continue;
    const AreaStyle st = area_style(f);
    o << "<polygon points=\"" << c.points(f.outline.points) << "\" fill=\"" << st.fill
      << "\" stroke=\"" << st.stroke << "\" stroke-width=\"1.5\"" << st.extra << "/>\n";
  }
  for (std::size_t i = 0; i < b.features.size(); ++i) {
    const TerrainFeature& f = b.features[i];
    if (f.is_line() && f.type != TerrainType::kRoad && f.type != TerrainType::kStream) {
      draw_line_feature(o, c, f);
      if (changes && changes->is_burning(static_cast<int>(i))) {
        o << "<polyline points=\"" << c.points(f.path) << "\" fill=\"none\" stroke=\"" << kFireFill
          << "\" stroke-width=\"6\" stroke-linecap=\"round\"><title>"
          << escape(f.name.empty() ? "wall" : f.name) << " on fire</title></polyline>\n";
      }
    }
  }
  for (std::size_t i = 0; i < b.features.size(); ++i) {
    const TerrainFeature& f = b.features[i];
    if (f.type == TerrainType::kBuilding) draw_building(o, c, b, static_cast<int>(i), changes);
    if (f.is_tree()) {
      o << "<circle cx=\"" << Canvas::num(c.x(f.trunk.centre.x)) << "\" cy=\""
        << Canvas::num(c.y(f.trunk.centre.y)) << "\" r=\"" << Canvas::num(c.len(f.trunk.radius * 3))
        << "\" fill=\"#3f7f3a\" fill-opacity=\"0.35\"/>\n"
        << "<circle cx=\"" << Canvas::num(c.x(f.trunk.centre.x)) << "\" cy=\""
        << Canvas::num(c.y(f.trunk.centre.y)) << "\" r=\"" << Canvas::num(c.len(f.trunk.radius))
        << "\" fill=\"#5b3a1e\"/>\n";
    }
  }
  // Gaps roundshot knocked in walls: bare ground across the line, named.
  if (changes) {
    for (const Breach& gap : changes->breaches) {
      const auto k = static_cast<std::size_t>(gap.feature);
      const std::string piece = k < b.features.size() && !b.features[k].name.empty()
                                    ? b.features[k].name
                                    : std::string("the wall");
      o << "<circle cx=\"" << Canvas::num(c.x(gap.at.x)) << "\" cy=\"" << Canvas::num(c.y(gap.at.y))
        << "\" r=\"" << Canvas::num(c.len(gap.half_width))
        << "\" fill=\"#cfdcae\" stroke=\"#7a6436\" stroke-dasharray=\"3 2\"><title>a gap in "
        << escape(piece) << "</title></circle>\n";
    }
  }
  for (const TerrainFeature& f : b.features) {
    if (f.name.empty()) continue;
    const Box& bb = f.bounds;
    o << "<text class=\"terrain\" x=\"" << Canvas::num(c.x((bb.min.x + bb.max.x) / 2)) << "\" y=\""
      << Canvas::num(c.y((bb.min.y + bb.max.y) / 2)) << "\">" << escape(f.name) << "</text>\n";
  }
}

void draw_sight(std::ostringstream& o, const Canvas& c, const Table& t, const RenderOptions& opt) {
  // Hidden ground dark, covered ground tinted by how good the cover is.
  static const char* kCoverTint[] = {"", "#ffe680", "#ffc04d", "#ff9933", "#ff6619", "#e63300"};
  const double step = opt.probe_step;
  o << "<g opacity=\"0.45\">\n";
  for (double yy = step / 2; yy < t.depth; yy += step) {
    for (double xx = step / 2; xx < t.width; xx += step) {
      const SightSample s = opt.probe({xx, yy});
      if (s.visible && s.cover_level == 0) continue;
      const char* fill = s.visible ? kCoverTint[std::clamp(s.cover_level, 1, 5)] : "#000000";
      o << "<rect x=\"" << Canvas::num(c.x(xx - step / 2)) << "\" y=\""
        << Canvas::num(c.y(yy + step / 2)) << "\" width=\"" << Canvas::num(c.len(step))
        << "\" height=\"" << Canvas::num(c.len(step)) << "\" fill=\"" << fill << "\"/>\n";
    }
  }
  o << "</g>\n";
}

void draw_figures(std::ostringstream& o, const Canvas& c, const TablePicture& pic,
                  const RenderOptions& opt) {
  const Scenario& sc = *pic.scenario;
  for (size_t i = 0; i < pic.figures.size(); ++i) {
    const Figure& f = pic.figures[i];
    if (!on_table(f.status)) continue;
    const std::string& colour = sc.sides[static_cast<size_t>(f.side)].colour;
    const double cx = c.x(f.at.x), cy = c.y(f.at.y), r = c.len(f.base_radius);
    const Vec2 d = direction_of(f.facing);
    const bool highlighted = opt.viewer && *opt.viewer == static_cast<int>(i);
    o << "<g class=\"figure\"><title>" << escape(pic.names[i]) << " ("
      << escape(pic.unit_names[static_cast<size_t>(f.unit)]) << ", " << name_of(f.posture) << ", "
      << name_of(f.status) << ")</title>";
    o << "<circle cx=\"" << Canvas::num(cx) << "\" cy=\"" << Canvas::num(cy) << "\" r=\""
      << Canvas::num(r) << "\" fill=\"" << escape(colour) << "\" stroke=\""
      << (highlighted ? "#ffff00" : "#000000") << "\" stroke-width=\"" << (highlighted ? 3 : 1)
      << "\"" << (f.status == FigureStatus::kFighting ? "" : " opacity=\"0.5\"") << "/>";
    // Facing: a tick from the centre to the front edge of the base.
    o << "<line x1=\"" << Canvas::num(cx) << "\" y1=\"" << Canvas::num(cy) << "\" x2=\""
      << Canvas::num(cx + d.x * r * 1.4) << "\" y2=\"" << Canvas::num(cy - d.y * r * 1.4)
      << "\" stroke=\"#000000\" stroke-width=\"2\"/>";
    if (opt.show_names) {
      o << "<text class=\"name\" x=\"" << Canvas::num(cx) << "\" y=\"" << Canvas::num(cy - r - 3)
        << "\">" << escape(pic.names[i]) << "</text>";
    }
    o << "</g>\n";
  }
}

void draw_scale_and_legend(std::ostringstream& o, const Canvas& c, const TablePicture& pic) {
  const Scenario& sc = *pic.scenario;
  const Table& t = sc.battlefield->table;
  // Scale bar: 12 inches in 3-inch steps, under the table's left corner.
  const double y0 = c.y(0) + 22;
  for (int i = 0; i < 4; ++i) {
    o << "<rect x=\"" << Canvas::num(c.x(3.0 * i)) << "\" y=\"" << Canvas::num(y0) << "\" width=\""
      << Canvas::num(c.len(3)) << "\" height=\"6\" fill=\"" << (i % 2 ? "#ffffff" : "#000000")
      << "\" stroke=\"#000000\"/>";
  }
  for (int i = 0; i <= 4; ++i) {
    o << "<text class=\"scale\" x=\"" << Canvas::num(c.x(3.0 * i)) << "\" y=\""
      << Canvas::num(y0 + 17) << "\">" << 3 * i << (i == 4 ? "\"" : "") << "</text>";
  }
  o << "\n";
  // Legend: each side's colour and its units.
  double ly = c.y(t.depth) + 10;
  const double lx = c.x(t.width) + 20;
  for (const SideSpec& s : sc.sides) {
    o << "<circle cx=\"" << Canvas::num(lx + 6) << "\" cy=\"" << Canvas::num(ly)
      << "\" r=\"6\" fill=\"" << escape(s.colour)
      << "\" stroke=\"#000000\"/><text class=\"side\" x=\"" << Canvas::num(lx + 18) << "\" y=\""
      << Canvas::num(ly + 5) << "\">" << escape(s.name) << "</text>\n";
    ly += 18;
    for (const UnitSpec& u : s.units) {
      o << "<text class=\"unit\" x=\"" << Canvas::num(lx + 18) << "\" y=\"" << Canvas::num(ly + 4)
        << "\">" << escape(u.name) << " (" << u.figures.size() << ")</text>\n";
      ly += 15;
    }
    ly += 10;
  }
}

}  // namespace

std::string render_svg(const TablePicture& pic, const RenderOptions& opt) {
  const Scenario& sc = *pic.scenario;
  const Battlefield& bf = *sc.battlefield;
  const Canvas c(bf.table, opt.pixels_per_inch);
  std::ostringstream o;
  o << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << Canvas::num(c.width())
    << "\" height=\"" << Canvas::num(c.height()) << "\" viewBox=\"0 0 " << Canvas::num(c.width())
    << " " << Canvas::num(c.height()) << "\" font-family=\"sans-serif\">\n"
    << "<style>text{fill:#111}.name{font-size:9px;text-anchor:middle}"
    << ".terrain{font-size:10px;font-style:italic;text-anchor:middle;fill:#333}"
    << ".scale{font-size:10px;text-anchor:middle}.side{font-size:13px;font-weight:bold}"
    << ".unit{font-size:11px}.title{font-size:16px;font-weight:bold}"
    << ".objective{font-size:10px;fill:#7a0000;text-anchor:middle}</style>\n"
    << "<defs>"
    << "<pattern id=\"woods\" width=\"10\" height=\"10\" patternUnits=\"userSpaceOnUse\">"
    << "<rect width=\"10\" height=\"10\" fill=\"#5f8f4e\"/><circle cx=\"5\" cy=\"5\" r=\"3\" "
    << "fill=\"#3f6f34\"/></pattern>"
    << "<pattern id=\"brush\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\">"
    << "<rect width=\"8\" height=\"8\" fill=\"#8fb466\"/><circle cx=\"4\" cy=\"4\" r=\"1.8\" "
    << "fill=\"#5f8f44\"/></pattern>"
    << "<pattern id=\"scrub\" width=\"12\" height=\"12\" patternUnits=\"userSpaceOnUse\">"
    << "<rect width=\"12\" height=\"12\" fill=\"#b7c98a\"/><circle cx=\"6\" cy=\"6\" r=\"1.5\" "
    << "fill=\"#6f8f44\"/></pattern>"
    << "<pattern id=\"bog\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\">"
    << "<rect width=\"8\" height=\"8\" fill=\"#a4a66e\"/><line x1=\"1\" y1=\"4\" x2=\"7\" "
    << "y2=\"4\" stroke=\"#4f7fa5\"/></pattern></defs>\n";
  std::string title = sc.name;
  if (!pic.caption.empty()) title += " — " + pic.caption;
  o << "<text class=\"title\" x=\"" << Canvas::kMargin << "\" y=\"20\">" << escape(title) << " ("
    << escape(sc.rules) << ", " << bf.table.width << "\" x " << bf.table.depth << "\")</text>\n";
  o << "<rect x=\"" << Canvas::num(c.x(0)) << "\" y=\"" << Canvas::num(c.y(bf.table.depth))
    << "\" width=\"" << Canvas::num(c.len(bf.table.width)) << "\" height=\""
    << Canvas::num(c.len(bf.table.depth)) << "\" fill=\"#cfdcae\" stroke=\"#000000\"/>\n";
  for (const SideSpec& s : sc.sides) {
    if (s.deployment.points.empty()) continue;
    o << "<polygon points=\"" << c.points(s.deployment.points) << "\" fill=\"" << escape(s.colour)
      << "\" fill-opacity=\"0.08\" stroke=\"" << escape(s.colour)
      << "\" stroke-dasharray=\"8 4\"><title>" << escape(s.name)
      << " deployment</title></polygon>\n";
  }
  draw_terrain(o, c, bf, pic.changes);
  for (const Objective& ob : sc.objectives) {
    if (ob.area.radius <= 0) continue;
    o << "<circle cx=\"" << Canvas::num(c.x(ob.area.centre.x)) << "\" cy=\""
      << Canvas::num(c.y(ob.area.centre.y)) << "\" r=\"" << Canvas::num(c.len(ob.area.radius))
      << "\" fill=\"none\" stroke=\"#b00000\" stroke-width=\"2\" stroke-dasharray=\"5 3\"/>"
      << "<text class=\"objective\" x=\"" << Canvas::num(c.x(ob.area.centre.x)) << "\" y=\""
      << Canvas::num(c.y(ob.area.centre.y)) << "\">" << escape(ob.name) << "</text>\n";
  }
  if (opt.viewer && opt.probe) draw_sight(o, c, bf.table, opt);
  draw_figures(o, c, pic, opt);
  draw_scale_and_legend(o, c, pic);
  o << "</svg>\n";
  return o.str();
}

}  // namespace skirmish
