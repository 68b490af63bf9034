// `proof_fill_words` is `static inline` in the header, so that Swift calls `wmemset` directly; a C
// target needs one source file.
#include "CMemoryFill.h"
