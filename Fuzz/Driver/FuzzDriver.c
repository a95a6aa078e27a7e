// Runs libFuzzer's driver on the target's LLVMFuzzerTestOneInput (see include/FuzzDriver.h for why).

#include "FuzzDriver.h"

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int tgl_fuzz_main(int argc, char **argv) { return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput); }
