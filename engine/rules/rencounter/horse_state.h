// What a rider's roster line says of his horse, and how it is going
// (000 / Movement / Horse; 000 / Wounds / Wounded horses). Plain data, one
// per man in ManRecord, so that game states copy cheaply.
#pragma once

#include <cstdint>

#include "engine/core/geometry.h"
#include "engine/rules/rencounter/melee_horses.h"

namespace skirmish::rencounter {

struct HorseRecord {
  // --- from the roster
  bool has_horse = false;  // he began the game mounted
  HorseSize size = HorseSize::kOrdinary;
  HorseTraining training = HorseTraining::kCavalry;
  // --- how it goes
  int8_t speed = 0;           // inches it moved in its latest turn (000 / Horse / Speed)
  int8_t wounds = 0;          // the horse's wound points (000 / Wounded horses)
  bool down = false;          // crippled or killed: it lies where it fell
  bool backing = false;       // it last moved backwards
  bool ridden = false;        // the rider moved it himself this activation
  bool check_due = false;     // a serious wound: horsemanship on his next activation
  bool high_roll = false;     // the rider rolled over 6 this activation
  bool pinned = false;        // the rider lies trapped under his fallen horse
  bool held = false;          // dismounted, holding his horse at `left_at`
  bool loose = false;         // he fell; the horse runs riderless at `left_at` (riderless_horses.h)
  bool falling_back = false;  // he must fall back: he rides away as the activation ends
  Vec2 left_at;               // where he got down, or where his loose horse stands
};

}  // namespace skirmish::rencounter
