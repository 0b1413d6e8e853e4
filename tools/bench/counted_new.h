// Every heap allocation of a benchmark program counted: linking
// counted_new.cpp replaces the global operator new and delete (with malloc
// and free) so a benchmark can say how many allocations a call makes.
#pragma once

namespace skirmish::bench {

// Allocations made by the whole program so far, on every thread.
long long heap_allocations();

}  // namespace skirmish::bench
