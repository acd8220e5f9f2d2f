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

typedef enum xkcd_transfer_outcome {
    XKCD_TRANSFER_OK = 0,
    XKCD_TRANSFER_CANCELLED,
    XKCD_TRANSFER_TIMED_OUT,
    XKCD_TRANSFER_CONNECT_FAILED,
    XKCD_TRANSFER_BODY_TOO_LARGE,
    XKCD_TRANSFER_HEADERS_TOO_LARGE,
    XKCD_TRANSFER_FAILED,
} xkcd_transfer_outcome;

/// Why libcurl could not be loaded (it is loaded by the first pool or
/// transfer); NULL when it was.
const char *xkcd_curl_load_error(void);

/// Shares connections and DNS answers between transfers; thread-safe.
/// NULL, like a transfer, when libcurl cannot be loaded.
xkcd_connection_pool *xkcd_connection_pool_new(void);
void xkcd_connection_pool_free(xkcd_connection_pool *pool);

/// `headers` holds `count` lines "Name: value". Redirects are not followed
/// and bodies are not decoded: the caller decides about both.
xkcd_transfer *xkcd_transfer_new(xkcd_connection_pool *pool, const char *url, const char *const *headers,
                                 size_t count, xkcd_transfer_limits limits);
/// Runs the transfer to its end; blocks. Call once.
xkcd_transfer_outcome xkcd_transfer_run(xkcd_transfer *transfer);
/// Ends a running transfer at once; safe from any thread, before, during or after run.
void xkcd_transfer_cancel(xkcd_transfer *transfer);
void xkcd_transfer_free(xkcd_transfer *transfer);

long xkcd_transfer_status(const xkcd_transfer *transfer);
const unsigned char *xkcd_transfer_body(const xkcd_transfer *transfer, size_t *length);
/// The raw header block of the last response (lines ending in CRLF).
const char *xkcd_transfer_headers(const xkcd_transfer *transfer, size_t *length);
/// libcurl's words for a failure; empty when there was none.
const char *xkcd_transfer_error(const xkcd_transfer *transfer);

#endif
