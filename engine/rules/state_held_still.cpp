#include "engine/rules/state_held_still.h"

namespace skirmish {

namespace {

thread_local const GameState* g_held = nullptr;
thread_local uint64_t g_number = 0;
thread_local uint64_t g_last_number = 0;

}  // namespace

StateHeldStill::StateHeldStill(const GameState& state)
    : outer_state_(g_held), outer_number_(g_number) {
  g_held = &state;
  g_number = ++g_last_number;
}

StateHeldStill::~StateHeldStill() {
  g_held = outer_state_;
  g_number = outer_number_;
}

const GameState* StateHeldStill::state() {
  return g_held;
}

uint64_t StateHeldStill::number() {
  return g_number;
}

}  // namespace skirmish
