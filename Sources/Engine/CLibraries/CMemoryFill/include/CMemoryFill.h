#ifndef PROOF_CMEMORYFILL_H
#define PROOF_CMEMORYFILL_H

#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

_Static_assert(sizeof(wchar_t) == sizeof(uint32_t), "wmemset must store 32-bit words");

/// Stores `value` into the `count` 32-bit words from `p` through libc's `wmemset` (`wchar_t` is a
/// 32-bit integer here), which picks the widest stores the CPU has when the program starts: the same
/// bytes as a loop of 32-bit stores, in a quarter of the time on long rows of pixels of a CPU with
/// 512-bit stores, where Swift, compiled for the baseline x86-64, stores 16 bytes at a time.
static inline void proof_fill_words(uint32_t *p, uint32_t value, size_t count) {
    wmemset((wchar_t *)p, (wchar_t)value, count);
}

#endif
