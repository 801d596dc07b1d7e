// The header path ListTensorDesc.md names ("kernel_operator_list_tensor_intf.h").
#pragma once

#include "ascendc_sim/kernel/list_tensor_desc.h"
