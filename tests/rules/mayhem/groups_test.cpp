// Groups of 004 / Movement: men whose bases are within 1" of each other,
// chained. Bases are 0.5" in radius, so centres 2" apart are 1" apart edge
// to edge.
#include "engine/rules/mayhem/groups.h"

#include <gtest/gtest.h>

#include <vector>

namespace skirmish::mayhem {
namespace {

Figure man_at(double x, double y, int side = 0) {
  Figure f;
  f.at = {x, y};
  f.side = static_cast<int16_t>(side);
  return f;
}

std::vector<int> members(const Groups& g, int group) {
  const auto span = g.members_of(group);
  return {span.begin(), span.end()};
}

TEST(Groups, ChainOfMenOneInchApartIsOneGroup) {
  // Each man 1" from the next, the ends 5" apart: chained, one group.
  const std::vector<Figure> men = {man_at(0, 0), man_at(2, 0), man_at(4, 0), man_at(6, 0)};
  Groups g;
  find_groups(men, 0, g);
  ASSERT_EQ(g.count(), 1);
  EXPECT_EQ(members(g, 0), (std::vector<int>{0, 1, 2, 3}));
}

TEST(Groups, ExactlyOneInchJoinsAndOnePointZeroOneSplits) {
  const std::vector<Figure> men = {man_at(10, 10), man_at(12, 10), man_at(14.01, 10)};
  Groups g;
  find_groups(men, 0, g);
  ASSERT_EQ(g.count(), 2);
  EXPECT_EQ(members(g, 0), (std::vector<int>{0, 1}));
  EXPECT_EQ(members(g, 1), (std::vector<int>{2}));
  EXPECT_EQ(g.group_of, (std::vector<int>{0, 0, 1}));
}

TEST(Groups, NumberedByLowestManWhateverTheChainOrder) {
  // Man 3 joins men 0 and 1 (which are 3" apart) into one group; man 2 is alone.
  const std::vector<Figure> men = {man_at(0, 0), man_at(3, 0), man_at(20, 20), man_at(1.5, 0)};
  Groups g;
  find_groups(men, 0, g);
  ASSERT_EQ(g.count(), 2);
  EXPECT_EQ(members(g, 0), (std::vector<int>{0, 1, 3}));
  EXPECT_EQ(members(g, 1), (std::vector<int>{2}));
  EXPECT_EQ(g.group_of[2], 1);
}

TEST(Groups, EnemiesDoNotChainAndAreLeftOut) {
  // An enemy between two friends 3" apart does not join them.
  const std::vector<Figure> men = {man_at(0, 0), man_at(1.5, 0, 1), man_at(3, 0)};
  Groups g;
  find_groups(men, 0, g);
  ASSERT_EQ(g.count(), 2);
  EXPECT_EQ(g.group_of[1], -1);
  EXPECT_EQ(members(g, 0), (std::vector<int>{0}));
  EXPECT_EQ(members(g, 1), (std::vector<int>{2}));
}

TEST(Groups, DeadAndFledMenAreIgnored) {
  std::vector<Figure> men = {man_at(0, 0), man_at(2, 0), man_at(4, 0), man_at(6, 0)};
  men[1].status = FigureStatus::kDead;
  men[3].status = FigureStatus::kOffTable;
  Groups g;
  find_groups(men, 0, g);
  // The dead man no longer links his neighbours: the group is cut apart.
  ASSERT_EQ(g.count(), 2);
  EXPECT_EQ(members(g, 0), (std::vector<int>{0}));
  EXPECT_EQ(members(g, 1), (std::vector<int>{2}));
  EXPECT_EQ(g.group_of[1], -1);
  EXPECT_EQ(g.group_of[3], -1);
}

TEST(Groups, EligibleMaskLeavesMenOut) {
  const std::vector<Figure> men = {man_at(0, 0), man_at(2, 0), man_at(4, 0)};
  const std::vector<uint8_t> eligible = {1, 0, 1};
  Groups g;
  find_groups(men, 0, g, eligible);
  EXPECT_EQ(g.count(), 2);
  EXPECT_EQ(g.group_of, (std::vector<int>{0, -1, 1}));
}

TEST(Groups, LargerBasesMeasureEdgeToEdge) {
  std::vector<Figure> men = {man_at(0, 0), man_at(2.75, 0)};
  men[1].base_radius = 1.25f;  // a rider: edges exactly 1" apart
  Groups g;
  find_groups(men, 0, g);
  EXPECT_EQ(g.count(), 1);
}

TEST(Groups, ReusedAnswerIsRebuiltCleanly) {
  Groups g;
  find_groups(std::vector<Figure>{man_at(0, 0), man_at(10, 0), man_at(20, 0)}, 0, g);
  EXPECT_EQ(g.count(), 3);
  find_groups(std::vector<Figure>{man_at(0, 0), man_at(2, 0)}, 0, g);
  ASSERT_EQ(g.count(), 1);
  EXPECT_EQ(members(g, 0), (std::vector<int>{0, 1}));
  EXPECT_EQ(g.group_of.size(), 2u);
}

}  // namespace
}  // namespace skirmish::mayhem
