// Host entry points of asin_grad_kernel_launch.asc: the product kernel (op_kernel/asin_grad.cpp)
// launched with <<<>>> on `blocks` cores of `stream`, for one data type each. dy, x and dx are
// device buffers of the elements, tiling a device copy of an AsinGradTilingData. The launch is
// asynchronous: synchronize the stream before reading dx.
#ifndef ASIN_GRAD_KERNEL_LAUNCH_H
#define ASIN_GRAD_KERNEL_LAUNCH_H

#include <cstdint>

void LaunchAsinGradFloat(uint32_t blocks, void* stream, uint8_t* dy, uint8_t* x, uint8_t* dx, uint8_t* tiling);
void LaunchAsinGradHalf(uint32_t blocks, void* stream, uint8_t* dy, uint8_t* x, uint8_t* dx, uint8_t* tiling);
void LaunchAsinGradBf16(uint32_t blocks, void* stream, uint8_t* dy, uint8_t* x, uint8_t* dx, uint8_t* tiling);

#endif // ASIN_GRAD_KERNEL_LAUNCH_H
