# skirmish_warnings(target): the project's warning set, fatal under SKIRMISH_WERROR.
function(skirmish_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                                           -Wno-sign-conversion -Wnon-virtual-dtor)
  if(SKIRMISH_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
