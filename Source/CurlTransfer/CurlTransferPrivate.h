#ifndef XKCD_CURL_TRANSFER_PRIVATE_H
#define XKCD_CURL_TRANSFER_PRIVATE_H

#include "CurlTransfer.h"
#include "CurlLibrary.h"

#include <curl/curl.h>
#include <pthread.h>
#include <stdatomic.h>

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
    /// In the multi handle; touched by the driving thread only.
    xkcd_transfer *running;
    /// Protocols seen in responses, and the per-host connection limit they set.
    int saw_http1;
    int saw_multiplexed;
    long host_connections;
    /// The latest server's HTTP/2 stream limit libcurl met; 0 before it met one.
    atomic_long stream_limit;
};

struct xkcd_transfer {
    const xkcd_curl_api *curl;
    xkcd_connection_pool *pool;
    CURL *easy;
    struct curl_slist *header_list;
    xkcd_transfer_limits limits;
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
    /// Bytes seen so far (headers and body), and when the count last moved.
    curl_off_t bytes_seen;
    long long last_byte_ms;
    int idle_timed_out;
    int body_too_large;
    int headers_too_large;
    long status;
    long http_version;
    char error[CURL_ERROR_SIZE];
};

/// What a finished transfer comes to, from libcurl's code and our own caps.
xkcd_transfer_outcome xkcd_transfer_outcome_of(xkcd_transfer *transfer, CURLcode code);

#endif
