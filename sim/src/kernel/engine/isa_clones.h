// ASCSIM_CLONES: one clone of a hot array loop per x86-64 ISA level, chosen at load time (GCC's
// target_clones), for the fast-path translation units (vector_fast.cpp, cast_fast.cpp).
// Not under GCC's sanitizers: their instrumentation reaches the ifunc resolvers, which the
// dynamic loader runs before the sanitizer runtime is initialised (a crash before main).
#pragma once

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__SANITIZE_THREAD__) && \
    !defined(__SANITIZE_ADDRESS__)
#define ASCSIM_CLONES __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define ASCSIM_CLONES
#endif
