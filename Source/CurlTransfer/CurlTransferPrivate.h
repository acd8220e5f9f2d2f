#ifndef XKCD_CURL_TRANSFER_PRIVATE_H
#define XKCD_CURL_TRANSFER_PRIVATE_H

#include "CurlTransfer.h"
#include "CurlLibrary.h"

#include <curl/curl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <strings.h>

/// "scheme://host:port" of a URL, cut to fit; transfers and the stall rule compare them.
enum { xkcd_origin_size = 256, xkcd_origin_slots = 8 };

/// When bytes last came from an origin, over every transfer to it.
typedef struct xkcd_origin_progress {
    char origin[xkcd_origin_size];
    long long last_byte_ms;
} xkcd_origin_progress;

/// The process's one multi handle, driven by one thread: every transfer to an
/// origin shares its connections, so HTTP/2 requests become streams on one.
struct xkcd_connection_pool {
    const xkcd_curl_api *curl;
    CURLM *multi;
    CURLSH *share;
    pthread_mutex_t locks[CURL_LOCK_DATA_LAST];
    /// Transfers handed over by other threads, not yet in the multi handle.
    pthread_mutex_t arrivals_lock;
    xkcd_transfer *arrivals;
    /// In the multi handle; touched by the driving thread only, like everything below.
    xkcd_transfer *running;
    /// Protocols seen in responses, and the per-host connection limit they set.
    int saw_http1;
    int saw_multiplexed;
    long host_connections;
    /// The stall rule's memory (CurlStall.c): bytes per origin, the last
    /// check, and the origin whose next transfer opens a new connection.
    xkcd_origin_progress origins[xkcd_origin_slots];
    long long last_stall_check_ms;
    char fresh_origin[xkcd_origin_size];
};

struct xkcd_transfer {
    const xkcd_curl_api *curl;
    xkcd_connection_pool *pool;
    CURL *easy;
    struct curl_slist *header_list;
    xkcd_transfer_limits limits;
    char origin[xkcd_origin_size];
    atomic_bool cancelled;
    /// Set (release) by the driving thread once the fields below are final;
    /// read (acquire) before another thread reads them.
    atomic_bool finished;
    xkcd_transfer *next;
    xkcd_transfer_done done;
    void *context;
    unsigned char *body;
    size_t body_length;
    size_t body_capacity;
    char *headers;
    size_t headers_length;
    size_t headers_seen;
    /// When it entered the multi handle, left libcurl's queue (its first
    /// progress call) and had its request sent (libcurl's pre-request call).
    long long queued_ms;
    long long started_ms;
    int sent;
    /// The connection it went out on, and whom to tell that it multiplexes (CurlSent.c).
    char local_ip[64];
    int local_port;
    xkcd_transfer_multiplexed multiplexed;
    /// Bytes seen so far (headers and body), and when the count last moved.
    curl_off_t bytes_seen;
    long long last_byte_ms;
    int idle_timed_out;
    int never_sent;
    int body_too_large;
    int headers_too_large;
    long status;
    long http_version;
    char error[CURL_ERROR_SIZE];
};

/// What a finished transfer comes to, from libcurl's code and our own caps.
xkcd_transfer_outcome xkcd_transfer_outcome_of(xkcd_transfer *transfer, CURLcode code);

/// CLOCK_MONOTONIC in milliseconds.
long long xkcd_now_ms(void);

/// Bytes came for `transfer` at `now`: its origin is making progress.
/// libcurl's pre-request call (CURLOPT_PREREQFUNCTION), CurlSent.c.
int xkcd_transfer_note_sent(void *pointer, char *remote_ip, char *local_ip, int remote_port, int local_port);
void xkcd_pool_note_bytes(xkcd_connection_pool *pool, const xkcd_transfer *transfer, long long now);
/// Ends the transfers that wait in libcurl's queue past the stall rule
/// (CurlStall.c), through `finish`.
void xkcd_pool_end_stalled(xkcd_connection_pool *pool, long long now,
                           void (*finish)(xkcd_connection_pool *, xkcd_transfer *, CURLcode, int));
/// Sets a transfer entering the multi handle to open a new connection when
/// its origin's last one stalled.
void xkcd_pool_prepare(xkcd_connection_pool *pool, xkcd_transfer *transfer, long long now);

#endif
