// What a Mayhem scenario may say about its men: ratings and weapon names
// (engine/model/catalog.h), checked by the generic roster check.
#pragma once

#include "engine/model/catalog.h"

namespace skirmish::mayhem {

const Catalog& mayhem_catalog();

}  // namespace skirmish::mayhem
