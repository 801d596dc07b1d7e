# The functional emulator does not include the timing model (sim/src/kernel/kernel_events.h: the model
# learns of the emulator's work through events). Walks the quoted #include graph from every functional
# file of sim/src/kernel and sim/include/ascendc_sim/kernel and fails if it reaches a timing header.
#   cmake -DROOT=<sim dir> [-DEXTRA=<file>] -P check_functional_includes.cmake
# EXTRA: one more file to treat as functional (the test that shows a violation is caught).
cmake_minimum_required(VERSION 3.16)

set(SRC ${ROOT}/src/kernel)
set(INC ${ROOT}/include)
# The timing model's files: these may include each other and the functional ones, not the reverse.
# launch.cpp wires the model into a launch and summarises its profile.
set(TIMING_FILES core_timing.h timing.cpp vf_timing.cpp timing_observer.cpp trace.h trace.cpp l2_model.h
    l2_model.cpp l2_lru.h l2_lru.cpp call_site_set.h call_site_set.cpp launch.cpp)
set(TIMING_PUBLIC ${INC}/ascendc_sim/kernel/vf_clock.h)
# Known edges still to remove: the Reg headers book their instructions on the VF scheduler and keep
# the ready cycle it returns in the registers.
set(ALLOWED_EDGES "${INC}/ascendc_sim/kernel/reg/vf_scope.h -> ${INC}/ascendc_sim/kernel/vf_clock.h")

set(timing_paths ${TIMING_PUBLIC})
foreach(f ${TIMING_FILES})
    list(APPEND timing_paths ${SRC}/${f})
endforeach()

file(GLOB src_files ${SRC}/*.h ${SRC}/*.cpp)
file(GLOB_RECURSE inc_files ${INC}/ascendc_sim/kernel/*.h)
set(functional)
foreach(f ${src_files} ${inc_files})
    if(NOT f IN_LIST timing_paths)
        list(APPEND functional ${f})
    endif()
endforeach()
if(EXTRA)
    list(APPEND functional ${EXTRA})
endif()

# Quoted includes of `file`, resolved next to it, in sim/src/kernel or in sim/include.
function(direct_includes file out)
    file(STRINGS ${file} lines REGEX "^[ \t]*#[ \t]*include[ \t]+\"")
    get_filename_component(dir ${file} DIRECTORY)
    set(result)
    foreach(line ${lines})
        string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]+\"([^\"]+)\".*" "\\1" name "${line}")
        foreach(base ${dir} ${SRC} ${INC})
            if(EXISTS ${base}/${name})
                get_filename_component(abs ${base}/${name} ABSOLUTE)
                list(APPEND result ${abs})
                break()
            endif()
        endforeach()
    endforeach()
    set(${out} ${result} PARENT_SCOPE)
endfunction()

set(violations)
set(used_allowed)
foreach(start ${functional})
    set(seen ${start})
    set(work ${start})
    while(work)
        list(POP_FRONT work cur)
        direct_includes(${cur} incs)
        foreach(i ${incs})
            if(i IN_LIST timing_paths)
                set(edge "${cur} -> ${i}")
                if(edge IN_LIST ALLOWED_EDGES)
                    list(APPEND used_allowed "${edge}")
                else()
                    list(APPEND violations "${start}: reaches ${i} (through ${cur})")
                endif()
            elseif(NOT i IN_LIST seen)
                list(APPEND seen ${i})
                list(APPEND work ${i})
            endif()
        endforeach()
    endwhile()
endforeach()

foreach(edge ${ALLOWED_EDGES})
    if(NOT edge IN_LIST used_allowed)
        list(APPEND violations "allowed edge no longer exists, remove it from ALLOWED_EDGES: ${edge}")
    endif()
endforeach()
list(REMOVE_DUPLICATES violations)
list(LENGTH functional n)
if(violations)
    string(REPLACE ";" "\n  " text "${violations}")
    message(FATAL_ERROR "functional emulator files include the timing model:\n  ${text}")
endif()
message(STATUS "${n} functional files, no timing header reached")
