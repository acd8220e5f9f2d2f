#ifndef XKCD_CURL_TRANSFER_H
#define XKCD_CURL_TRANSFER_H

#include <stddef.h>

/// One HTTP GET through libcurl with every limit enforced while bytes arrive.
/// libcurl's variadic setopt cannot be called from Swift, hence this shim.
typedef struct xkcd_transfer xkcd_transfer;
typedef struct xkcd_connection_pool xkcd_connection_pool;

typedef struct xkcd_transfer_limits {
    long connect_timeout_ms;
    /// No byte for this long (rounded up to whole seconds by libcurl) ends the transfer.
    long idle_timeout_s;
    long total_timeout_ms;
    long max_body_bytes;
    long max_header_bytes;
} xkcd_transfer_limits;

/// Where trusted certificates come from; both NULL keeps libcurl's defaults.
/// A directory is OpenSSL's hashed one (looked up by issuer, not parsed whole).
typedef struct xkcd_transfer_trust {
    const char *ca_file;
    const char *ca_directory;
} xkcd_transfer_trust;

typedef enum xkcd_transfer_outcome {
    XKCD_TRANSFER_OK = 0,
    XKCD_TRANSFER_CANCELLED,
    XKCD_TRANSFER_TIMED_OUT,
    /// Never sent: it waited in libcurl's queue until its connection was
    /// found stalled, or past its deadline (see CurlStall.c).
    XKCD_TRANSFER_NOT_SENT,
    XKCD_TRANSFER_CONNECT_FAILED,
    XKCD_TRANSFER_BODY_TOO_LARGE,
    XKCD_TRANSFER_HEADERS_TOO_LARGE,
    XKCD_TRANSFER_FAILED,
} xkcd_transfer_outcome;

/// Called once per started transfer, on the pool's thread, when it ends.
typedef void (*xkcd_transfer_done)(void *context, xkcd_transfer_outcome outcome);

/// Why libcurl could not be loaded (it is loaded by the first pool or
/// transfer); NULL when it was.
const char *xkcd_curl_load_error(void);

/// The process's one multi handle and the thread that drives it, made on
/// first use: every transfer shares its connections (HTTP/2 streams on one
/// connection per origin), DNS answers and TLS sessions. NULL when libcurl
/// cannot be loaded.
xkcd_connection_pool *xkcd_connection_pool_shared(void);

/// Makes the shared pool (loads libcurl) on a thread of its own, for the
/// process's start to overlap; `xkcd_curl_preload_wait` joins it. Call both
/// from one thread, and start no other thread in between (see CurlPreload.c).
void xkcd_curl_preload_start(void);
void xkcd_curl_preload_wait(void);

/// Starts a thread running `body(argument)`; 0 when it did.
typedef int (*xkcd_thread_start)(void *(*body)(void *), void *argument);

/// A new pool, its thread started by `start` (NULL: a detached pthread);
/// NULL when any step fails, with everything made before it released. The
/// process uses only the shared pool; this is its maker, open to a test
/// that makes the start fail.
xkcd_connection_pool *xkcd_connection_pool_new(xkcd_thread_start start);

/// `headers` holds `count` lines "Name: value". Redirects are not followed
/// and bodies are not decoded: the caller decides about both.
xkcd_transfer *xkcd_transfer_new(xkcd_connection_pool *pool, const char *url, const char *const *headers,
                                 size_t count, xkcd_transfer_limits limits, xkcd_transfer_trust trust);
/// A HEAD request: opens (and keeps) the connection, fetches no body.
void xkcd_transfer_head_only(xkcd_transfer *transfer);
/// Called on the pool's thread, with `start`'s context, when the transfer
/// goes out on a connection another unanswered transfer is out on: the
/// connection multiplexes (HTTP/2), known as soon as it is up. Set before `start`.
typedef void (*xkcd_transfer_multiplexed)(void *context);
void xkcd_transfer_on_multiplexed(xkcd_transfer *transfer, xkcd_transfer_multiplexed multiplexed);
/// Hands the transfer to the pool's thread; `done` reports its end. Call once.
/// Free the transfer only after `done` (or if it was never started).
void xkcd_transfer_start(xkcd_transfer *transfer, xkcd_transfer_done done, void *context);
/// Ends a transfer within the pool's next wake-up; safe from any thread, before, during or after start.
void xkcd_transfer_cancel(xkcd_transfer *transfer);
void xkcd_transfer_free(xkcd_transfer *transfer);

/// The results below are read after the transfer reported (`done`); before
/// that they read as empty. The report publishes them with a release store,
/// and each read acquires it, so any thread may read them.
long xkcd_transfer_status(const xkcd_transfer *transfer);
/// The response's HTTP major version (1, 2 or 3); 0 when none came.
int xkcd_transfer_http_major_version(const xkcd_transfer *transfer);
const unsigned char *xkcd_transfer_body(const xkcd_transfer *transfer, size_t *length);
/// The raw header block of the last response (lines ending in CRLF).
const char *xkcd_transfer_headers(const xkcd_transfer *transfer, size_t *length);
/// libcurl's words for a failure; empty when there was none.
const char *xkcd_transfer_error(const xkcd_transfer *transfer);

#endif
