#include "NetworkFirst.h"

#include "CurlTransfer.h"

#include <fcntl.h>
#include <string.h>
#include <unistd.h>

/// A cold `xkcd latest` waits for libcurl (with the ~30 libraries behind it
/// and OpenSSL's start) before its first request. A constructor starts that
/// load before the Swift runtime's and Foundation's start and the parse, so
/// the three overlap. It runs from `__libc_start_main`, not under the
/// loader's lock, and joins nothing: the preload thread's `dlopen` takes that
/// lock freely. Until `xkcd_network_first_wait` returns, no other thread may
/// start (glibc's `pthread_create` waits while another thread is in `dlopen`).
static int started = 0;

/// `sync --whatif` starts with the archive's request too.
static int is_whatif_sync(int argc, char *const *argv) {
    if (argc < 2 || strcmp(argv[1], "sync") != 0) return 0;
    for (int index = 2; index < argc; index++) {
        if (strcmp(argv[index], "--whatif") == 0) return 1;
    }
    return 0;
}

int xkcd_network_first_wanted(int argc, char *const *argv) {
    if (argc < 2 || (strcmp(argv[1], "latest") != 0 && !is_whatif_sync(argc, argv))) return 0;
    for (int index = 2; index < argc; index++) {
        if (strcmp(argv[index], "--offline") == 0) return 0;
    }
    return 1;
}

__attribute__((constructor)) static void xkcd_network_first_start(int argc, char **argv, char **envp) {
    (void)envp;
    // `main` refuses a closed stdout; a library's file opened first would take descriptor 1.
    if (fcntl(STDOUT_FILENO, F_GETFD) == -1) return;
    if (!xkcd_network_first_wanted(argc, argv)) return;
    xkcd_curl_preload_start();
    started = 1;
}

int xkcd_network_first_started(void) { return started; }

void xkcd_network_first_wait(void) { xkcd_curl_preload_wait(); }
