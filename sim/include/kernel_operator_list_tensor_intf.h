// The header path ListTensorDesc.md names ("kernel_operator_list_tensor_intf.h").
#pragma once

#include "ascendc_sim/basic_api/data_struct/list_tensor_desc.h"
