#include "CurlTransferPrivate.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

/// Keeps at most max_body_bytes; one byte more ends the transfer.
static size_t write_body(char *data, size_t size, size_t count, void *pointer) {
    xkcd_transfer *transfer = pointer;
    size_t length = size * count;
    if (atomic_load(&transfer->cancelled)) return 0;
    if (length > (size_t)transfer->limits.max_body_bytes - transfer->body_length) {
        transfer->body_too_large = 1;
        return 0;
    }
    if (transfer->body_length + length > transfer->body_capacity) {
        size_t capacity = transfer->body_capacity ? transfer->body_capacity : 16384;
        while (capacity < transfer->body_length + length) capacity *= 2;
        if (capacity > (size_t)transfer->limits.max_body_bytes) capacity = (size_t)transfer->limits.max_body_bytes;
        unsigned char *grown = realloc(transfer->body, capacity);
        if (grown == NULL) return 0;
        transfer->body = grown;
        transfer->body_capacity = capacity;
    }
    memcpy(transfer->body + transfer->body_length, data, length);
    transfer->body_length += length;
    return length;
}

/// Keeps the header block of the latest response; all of them together are capped.
static size_t write_header(char *data, size_t size, size_t count, void *pointer) {
    xkcd_transfer *transfer = pointer;
    size_t length = size * count;
    if (atomic_load(&transfer->cancelled)) return 0;
    transfer->headers_seen += length;
    if (transfer->headers_seen > (size_t)transfer->limits.max_header_bytes) {
        transfer->headers_too_large = 1;
        return 0;
    }
    if (length >= 5 && memcmp(data, "HTTP/", 5) == 0) transfer->headers_length = 0;
    char *grown = realloc(transfer->headers, transfer->headers_length + length + 1);
    if (grown == NULL) return 0;
    transfer->headers = grown;
    memcpy(transfer->headers + transfer->headers_length, data, length);
    transfer->headers_length += length;
    transfer->headers[transfer->headers_length] = '\0';
    return length;
}

long long xkcd_now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

/// Ends the transfer when cancelled, when no byte came for the idle timeout
/// (libcurl's low-speed check averages over its window, so a body that
/// stalls after a burst ran about twice as long), or a phase after it left
/// libcurl's queue (libcurl's own timeout would count the queue too, and a
/// request behind a busy HTTP/2 connection would time out unsent). libcurl
/// calls this at least once a second from the moment a connection is sought,
/// never while the transfer is queued.
static int progress(void *pointer, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal, curl_off_t ulnow) {
    (void)dltotal;
    (void)ultotal;
    xkcd_transfer *transfer = pointer;
    if (atomic_load(&transfer->cancelled)) return 1;
    curl_off_t seen = dlnow + ulnow + (curl_off_t)transfer->headers_seen;
    long long now = xkcd_now_ms();
    if (transfer->started_ms == 0) transfer->started_ms = now;
    if (transfer->last_byte_ms == 0 || seen != transfer->bytes_seen) {
        if (seen != transfer->bytes_seen) xkcd_pool_note_bytes(transfer->pool, transfer, now);
        transfer->bytes_seen = seen;
        transfer->last_byte_ms = now;
    } else if (now - transfer->last_byte_ms >= transfer->limits.idle_timeout_s * 1000) {
        transfer->idle_timed_out = 1;
        return 1;
    }
    if (now - transfer->started_ms < transfer->limits.total_timeout_ms) return 0;
    transfer->idle_timed_out = 1;
    return 1;
}

/// "scheme://authority" of `url`, cut to the field's size.
static void copy_origin(char *origin, const char *url) {
    const char *scheme_end = strstr(url, "://");
    size_t length = strlen(url);
    if (scheme_end != NULL) length = (size_t)(scheme_end - url) + 3 + strcspn(scheme_end + 3, "/?#");
    if (length >= xkcd_origin_size) length = xkcd_origin_size - 1;
    memcpy(origin, url, length);
    origin[length] = '\0';
}

xkcd_transfer *xkcd_transfer_new(xkcd_connection_pool *pool, const char *url, const char *const *headers,
                                 size_t count, xkcd_transfer_limits limits, xkcd_transfer_trust trust) {
    if (pool == NULL) return NULL;
    const xkcd_curl_api *curl = pool->curl;
    xkcd_transfer *transfer = calloc(1, sizeof *transfer);
    if (transfer == NULL) return NULL;
    transfer->curl = curl;
    transfer->pool = pool;
    atomic_init(&transfer->cancelled, 0);
    atomic_init(&transfer->finished, 0);
    transfer->limits = limits;
    copy_origin(transfer->origin, url);
    transfer->easy = curl->easy_init();
    if (transfer->easy == NULL) {
        xkcd_transfer_free(transfer);
        return NULL;
    }
    for (size_t index = 0; index < count; index++) {
        struct curl_slist *list = curl->slist_append(transfer->header_list, headers[index]);
        if (list != NULL) transfer->header_list = list;
    }
    CURL *easy = transfer->easy;
    curl->easy_setopt(easy, CURLOPT_URL, url);
    curl->easy_setopt(easy, CURLOPT_PRIVATE, transfer);
    curl->easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
    curl->easy_setopt(easy, CURLOPT_FOLLOWLOCATION, 0L);
    curl->easy_setopt(easy, CURLOPT_HTTP_CONTENT_DECODING, 0L);
    curl->easy_setopt(easy, CURLOPT_HTTPHEADER, transfer->header_list);
    curl->easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
    // HTTP/2 over TLS, waiting there for a connection that may multiplex (plain HTTP never does).
    curl->easy_setopt(easy, CURLOPT_HTTP_VERSION, (long)CURL_HTTP_VERSION_2TLS);
    curl->easy_setopt(easy, CURLOPT_PIPEWAIT, strncasecmp(url, "https:", 6) == 0 ? 1L : 0L);
    // Verification stays on; only where the trusted certificates come from is chosen.
    curl->easy_setopt(easy, CURLOPT_SSL_VERIFYPEER, 1L);
    curl->easy_setopt(easy, CURLOPT_SSL_VERIFYHOST, 2L);
    if (trust.ca_file != NULL || trust.ca_directory != NULL) {
        curl->easy_setopt(easy, CURLOPT_CAINFO, trust.ca_file);
        curl->easy_setopt(easy, CURLOPT_CAPATH, trust.ca_directory);
    }
    // A bundle, when one is named, is parsed once for the process's multi handle.
    curl->easy_setopt(easy, CURLOPT_CA_CACHE_TIMEOUT, -1L);
    curl->easy_setopt(easy, CURLOPT_CONNECTTIMEOUT_MS, limits.connect_timeout_ms);
    // Only a backstop: the phase is kept by `progress` from the queue's end,
    // and the queue is bounded by CurlStall.c (three phases).
    curl->easy_setopt(easy, CURLOPT_TIMEOUT_MS, 4 * limits.total_timeout_ms + limits.connect_timeout_ms);
    curl->easy_setopt(easy, CURLOPT_LOW_SPEED_LIMIT, 1L);
    curl->easy_setopt(easy, CURLOPT_LOW_SPEED_TIME, limits.idle_timeout_s);
    curl->easy_setopt(easy, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)limits.max_body_bytes);
    curl->easy_setopt(easy, CURLOPT_WRITEFUNCTION, write_body);
    curl->easy_setopt(easy, CURLOPT_WRITEDATA, transfer);
    curl->easy_setopt(easy, CURLOPT_HEADERFUNCTION, write_header);
    curl->easy_setopt(easy, CURLOPT_HEADERDATA, transfer);
    curl->easy_setopt(easy, CURLOPT_NOPROGRESS, 0L);
    curl->easy_setopt(easy, CURLOPT_XFERINFOFUNCTION, progress);
    curl->easy_setopt(easy, CURLOPT_XFERINFODATA, transfer);
    curl->easy_setopt(easy, CURLOPT_ERRORBUFFER, transfer->error);
    curl->easy_setopt(easy, CURLOPT_PREREQFUNCTION, xkcd_transfer_note_sent);
    curl->easy_setopt(easy, CURLOPT_PREREQDATA, transfer);
    if (pool->share != NULL) curl->easy_setopt(easy, CURLOPT_SHARE, pool->share);
    return transfer;
}

void xkcd_transfer_head_only(xkcd_transfer *transfer) {
    transfer->curl->easy_setopt(transfer->easy, CURLOPT_NOBODY, 1L);
}

xkcd_transfer_outcome xkcd_transfer_outcome_of(xkcd_transfer *transfer, CURLcode code) {
    if (atomic_load(&transfer->cancelled)) return XKCD_TRANSFER_CANCELLED;
    if (transfer->body_too_large || code == CURLE_FILESIZE_EXCEEDED) return XKCD_TRANSFER_BODY_TOO_LARGE;
    if (transfer->headers_too_large) return XKCD_TRANSFER_HEADERS_TOO_LARGE;
    // Timed out in libcurl's queue, before any connection took the request.
    int timed_out = transfer->idle_timed_out || code == CURLE_OPERATION_TIMEDOUT;
    if (transfer->never_sent || (timed_out && transfer->started_ms == 0)) return XKCD_TRANSFER_NOT_SENT;
    if (transfer->idle_timed_out) return XKCD_TRANSFER_TIMED_OUT;
    switch (code) {
    case CURLE_OK:
        return XKCD_TRANSFER_OK;
    case CURLE_OPERATION_TIMEDOUT:
        return XKCD_TRANSFER_TIMED_OUT;
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_RESOLVE_PROXY:
    case CURLE_COULDNT_CONNECT:
        return XKCD_TRANSFER_CONNECT_FAILED;
    case CURLE_OUT_OF_MEMORY:
        // libcurl's own cap on one header line (100 KB) says "out of memory";
        // our buffers are capped, so the cause is a header too large.
        return XKCD_TRANSFER_HEADERS_TOO_LARGE;
#if LIBCURL_VERSION_NUM >= 0x080600
    case CURLE_TOO_LARGE:
        return XKCD_TRANSFER_HEADERS_TOO_LARGE;
#endif
    default:
        return XKCD_TRANSFER_FAILED;
    }
}

void xkcd_transfer_free(xkcd_transfer *transfer) {
    if (transfer == NULL) return;
    if (transfer->easy != NULL) transfer->curl->easy_cleanup(transfer->easy);
    transfer->curl->slist_free_all(transfer->header_list);
    free(transfer->body);
    free(transfer->headers);
    free(transfer);
}

/// Whether the driving thread is done with the transfer; every reader of its
/// results calls this first, so what that thread wrote happens before the read
/// (a happens-before ThreadSanitizer sees, not only the caller's continuation).
static int is_finished(const xkcd_transfer *transfer) {
    return atomic_load_explicit(&((xkcd_transfer *)transfer)->finished, memory_order_acquire);
}

long xkcd_transfer_status(const xkcd_transfer *transfer) { return is_finished(transfer) ? transfer->status : 0; }

int xkcd_transfer_http_major_version(const xkcd_transfer *transfer) {
    if (!is_finished(transfer)) return 0;
    switch (transfer->http_version) {
    case CURL_HTTP_VERSION_1_0:
    case CURL_HTTP_VERSION_1_1:
        return 1;
    case CURL_HTTP_VERSION_2_0:
        return 2;
    case CURL_HTTP_VERSION_3:
        return 3;
    default:
        return 0;
    }
}

const unsigned char *xkcd_transfer_body(const xkcd_transfer *transfer, size_t *length) {
    *length = 0;
    if (!is_finished(transfer)) return NULL;
    *length = transfer->body_length;
    return transfer->body;
}

const char *xkcd_transfer_headers(const xkcd_transfer *transfer, size_t *length) {
    *length = 0;
    if (!is_finished(transfer)) return NULL;
    *length = transfer->headers_length;
    return transfer->headers;
}

const char *xkcd_transfer_error(const xkcd_transfer *transfer) {
    return is_finished(transfer) ? transfer->error : "";
}
