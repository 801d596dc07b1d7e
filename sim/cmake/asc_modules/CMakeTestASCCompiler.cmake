# As CANN's module: the compiler is not test-compiled at configure time.
set(CMAKE_ASC_COMPILER_WORKS 1 CACHE INTERNAL "")
