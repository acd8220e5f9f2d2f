#include "CurlTransfer.h"

#include <pthread.h>

/// The shared pool made ahead, on a thread of its own: libcurl's load (with
/// the ~30 libraries behind it) and OpenSSL's start overlap the command
/// line's parsing. The main thread calls both: the start from a constructor
/// (Source/NetworkFirst), the wait from `main` before its first hop: glibc's
/// `pthread_create` waits while another thread is in `dlopen`, so no other
/// thread may start until `xkcd_curl_preload_wait` returns.
static pthread_t preload_thread;
static int preload_running = 0;

static void *preload(void *unused) {
    (void)unused;
    (void)xkcd_connection_pool_shared();
    return NULL;
}

void xkcd_curl_preload_start(void) {
    if (preload_running) return;
    // Without a thread, the first transfer loads libcurl as before.
    preload_running = pthread_create(&preload_thread, NULL, preload, NULL) == 0;
}

void xkcd_curl_preload_wait(void) {
    if (!preload_running) return;
    pthread_join(preload_thread, NULL);
    preload_running = 0;
}
