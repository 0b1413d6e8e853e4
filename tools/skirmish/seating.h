// Who sits at which side of a game of any number of sides, for the commands
// that play computer players by the thousand (tournament, playtest).
//
// A seating is one player spec a side, in the scenario's order, as `skirmish
// play --sides` takes them. Playing the same seed under every rotation of a
// seating puts each player on each side once, so an edge the table or the
// dice give one side falls to every player alike; with two sides rotation 1
// is the familiar swap of red and blue.
#pragma once

#include <string>
#include <vector>

namespace skirmish {

// Rotation `rotation` of `seats`: side i gets seats[(i + rotation) % N].
// Rotation 0 is the seating itself.
std::vector<std::string> rotated_seating(const std::vector<std::string>& seats, int rotation);

// The seating rotation `rotation` came from: rotated_seating undone.
std::vector<std::string> unrotated_seating(const std::vector<std::string>& seats, int rotation);

// One player alone at `side` and another at every other of `sides` sides
// (each side its own instance of that player): a tournament's way to pit
// two players on a table for three or more.
std::vector<std::string> alone_against(const std::string& alone, const std::string& rest, int sides,
                                       int side);

// "utility,random,random": as --sides takes it back.
std::string seating_text(const std::vector<std::string>& seats);

}  // namespace skirmish
