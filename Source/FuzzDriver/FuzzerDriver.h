#ifndef XKCD_FUZZER_DRIVER_H
#define XKCD_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry for programs that keep their own main (SwiftPM gives
/// every executable one); provided by libclang_rt.fuzzer under -sanitize=fuzzer.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
