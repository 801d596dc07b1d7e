#include "reg_test_util.h"
