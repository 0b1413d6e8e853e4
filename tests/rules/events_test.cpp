// Event sinks: the null sink costs nothing, the vector sink keeps all, the
// JSON Lines writer writes one valid object per line.
#include "engine/core/events.h"

#include <gtest/gtest.h>

#include <sstream>

namespace skirmish {
namespace {

TEST(NullSink, IsDisabled) {
  EXPECT_FALSE(null_sink().enabled());
  EXPECT_FALSE(NullSink().wants_text());
}

TEST(VectorSink, KeepsEveryEventInOrder) {
  VectorSink sink;
  EXPECT_TRUE(sink.enabled());
  Event a;
  a.text = "first";
  Event b;
  b.kind = EventKind::kTurn;
  b.turn = 2;
  sink.emit(a);
  sink.emit(b);
  ASSERT_EQ(sink.events.size(), 2u);
  EXPECT_EQ(sink.events[0], a);
  EXPECT_EQ(sink.events[1], b);
}

TEST(JsonLines, DieRollLine) {
  Event e;
  e.kind = EventKind::kDieRoll;
  e.purpose = {"firing", 3, 2, 5, 7, Need::kAtMost};
  e.sides = 12;
  e.value = 6;
  EXPECT_EQ(to_json_line(e), R"({"kind":"die_roll","label":"firing","code":3,"actor":2,"target":5,)"
                             R"("need":"at_most","needed":7,"sides":12,"value":6})");
}

TEST(JsonLines, CardDrawLine) {
  Event e;
  e.kind = EventKind::kCardDraw;
  e.purpose.label = "activation";
  e.sides = 9;
  e.value = 0;
  EXPECT_EQ(to_json_line(e), R"({"kind":"card_draw","label":"activation","cards":9,"drawn":0})");
}

TEST(JsonLines, TextIsEscaped) {
  Event e;
  e.side = 1;
  e.text = "Sgt. \"Tiger\" Hoskins\\falls\n\x01";
  EXPECT_EQ(to_json_line(e),
            R"({"kind":"narration","side":1,"text":"Sgt. \"Tiger\" Hoskins\\falls\n\u0001"})");
}

TEST(JsonLines, GameOverAlwaysNamesTheWinnerOrDraw) {
  Event e;
  e.kind = EventKind::kGameOver;
  e.text = "turn limit";
  EXPECT_EQ(to_json_line(e), R"({"kind":"game_over","side":-1,"text":"turn limit"})");
}

TEST(JsonLines, WritesOneLinePerEvent) {
  std::ostringstream out;
  JsonLinesSink sink(out);
  Event e;
  e.text = "a";
  sink.emit(e);
  sink.emit(e);
  EXPECT_EQ(out.str(),
            "{\"kind\":\"narration\",\"text\":\"a\"}\n{\"kind\":\"narration\",\"text\":\"a\"}\n");
}

}  // namespace
}  // namespace skirmish
