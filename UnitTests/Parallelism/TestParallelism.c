// Swift Testing runs every test at once by default. On a 2-core machine the
// CPU-heavy suites (the whole archive, an 800 KB page, MediaWiki's PHP) then
// starve the tests that keep real deadlines, and those fail for no fault of
// the code. Four at a time keeps the suite as fast and every deadline honest.
// A constructor, so the width is set before the test runner reads it; a value
// already in the environment wins.
#include <stdlib.h>

__attribute__((constructor)) static void xkcd_limit_test_parallelism(void) {
    setenv("SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH", "4", 0);
}
