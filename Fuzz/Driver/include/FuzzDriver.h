// Starting libFuzzer from a Swift `@main`: SwiftPM defines `main` as the executable module's entry point, so
// libFuzzer's own `main` is never linked; the entry point calls `tgl_fuzz_main`, which runs libFuzzer's driver.

#ifndef TGL_FUZZ_DRIVER_H
#define TGL_FUZZ_DRIVER_H

/// Runs libFuzzer with the process's arguments on `LLVMFuzzerTestOneInput`; returns the exit code.
int tgl_fuzz_main(int argc, char **argv);

#endif
