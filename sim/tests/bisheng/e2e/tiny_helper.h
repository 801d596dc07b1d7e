// Included by tiny.asc with #include "...": found through the source's own directory.
#pragma once
constexpr unsigned kBlocks = 8;
