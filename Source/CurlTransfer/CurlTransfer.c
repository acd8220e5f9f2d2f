#include "CurlTransfer.h"
#include "CurlLibrary.h"

#include <curl/curl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/// HTTP/1.1 cannot multiplex, so its parallel requests need a connection
/// each: as many kept-alive connections per host as requests are ever in
/// flight (a page's 20, sync's most: 64), reused rather than reopened.
/// HTTP/2 uses one (PIPEWAIT).
enum { max_host_connections = 64 };

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
};

struct xkcd_transfer {
    const xkcd_curl_api *curl;
    xkcd_connection_pool *pool;
    CURL *easy;
    struct curl_slist *header_list;
    xkcd_transfer_limits limits;
    atomic_bool cancelled;
    xkcd_transfer *next;
    xkcd_transfer_done done;
    void *context;
    unsigned char *body;
    size_t body_length;
    size_t body_capacity;
    char *headers;
    size_t headers_length;
    size_t headers_seen;
    int body_too_large;
    int headers_too_large;
    long status;
    char error[CURL_ERROR_SIZE];
};

static void lock_data(CURL *handle, curl_lock_data data, curl_lock_access access, void *pointer) {
    (void)handle;
    (void)access;
    pthread_mutex_lock(&((xkcd_connection_pool *)pointer)->locks[data]);
}

static void unlock_data(CURL *handle, curl_lock_data data, void *pointer) {
    (void)handle;
    pthread_mutex_unlock(&((xkcd_connection_pool *)pointer)->locks[data]);
}

static void *drive(void *pointer);

static pthread_once_t shared_once = PTHREAD_ONCE_INIT;
static xkcd_connection_pool *shared_pool = NULL;

static void make_shared_pool(void) {
    const xkcd_curl_api *curl = xkcd_curl();
    if (curl == NULL) return;
    xkcd_connection_pool *pool = calloc(1, sizeof *pool);
    if (pool == NULL) return;
    pool->curl = curl;
    for (int index = 0; index < CURL_LOCK_DATA_LAST; index++) pthread_mutex_init(&pool->locks[index], NULL);
    pthread_mutex_init(&pool->arrivals_lock, NULL);
    pool->multi = curl->multi_init();
    if (pool->multi == NULL) return;
    curl->multi_setopt(pool->multi, CURLMOPT_PIPELINING, CURLPIPE_MULTIPLEX);
    curl->multi_setopt(pool->multi, CURLMOPT_MAX_HOST_CONNECTIONS, (long)max_host_connections);
    // DNS answers and TLS sessions (resumption for a second HTTP/1.1 connection).
    pool->share = curl->share_init();
    if (pool->share != NULL) {
        curl->share_setopt(pool->share, CURLSHOPT_LOCKFUNC, lock_data);
        curl->share_setopt(pool->share, CURLSHOPT_UNLOCKFUNC, unlock_data);
        curl->share_setopt(pool->share, CURLSHOPT_USERDATA, pool);
        curl->share_setopt(pool->share, CURLSHOPT_SHARE, CURL_LOCK_DATA_DNS);
        curl->share_setopt(pool->share, CURLSHOPT_SHARE, CURL_LOCK_DATA_SSL_SESSION);
    }
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attributes, 512 * 1024);
    pthread_t thread;
    int started = pthread_create(&thread, &attributes, drive, pool);
    pthread_attr_destroy(&attributes);
    if (started == 0) shared_pool = pool;
}

xkcd_connection_pool *xkcd_connection_pool_shared(void) {
    pthread_once(&shared_once, make_shared_pool);
    return shared_pool;
}

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

static int progress(void *pointer, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal, curl_off_t ulnow) {
    (void)dltotal;
    (void)dlnow;
    (void)ultotal;
    (void)ulnow;
    return atomic_load(&((xkcd_transfer *)pointer)->cancelled) ? 1 : 0;
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
    transfer->limits = limits;
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
    // HTTP/2 over TLS, and wait for a connection that may multiplex rather than open another.
    curl->easy_setopt(easy, CURLOPT_HTTP_VERSION, (long)CURL_HTTP_VERSION_2TLS);
    curl->easy_setopt(easy, CURLOPT_PIPEWAIT, 1L);
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
    curl->easy_setopt(easy, CURLOPT_TIMEOUT_MS, limits.total_timeout_ms);
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
    if (pool->share != NULL) curl->easy_setopt(easy, CURLOPT_SHARE, pool->share);
    return transfer;
}

void xkcd_transfer_head_only(xkcd_transfer *transfer) {
    transfer->curl->easy_setopt(transfer->easy, CURLOPT_NOBODY, 1L);
}

static xkcd_transfer_outcome outcome_of(xkcd_transfer *transfer, CURLcode code) {
    if (atomic_load(&transfer->cancelled)) return XKCD_TRANSFER_CANCELLED;
    if (transfer->body_too_large || code == CURLE_FILESIZE_EXCEEDED) return XKCD_TRANSFER_BODY_TOO_LARGE;
    if (transfer->headers_too_large) return XKCD_TRANSFER_HEADERS_TOO_LARGE;
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

static void unlink_running(xkcd_connection_pool *pool, xkcd_transfer *transfer) {
    for (xkcd_transfer **link = &pool->running; *link != NULL; link = &(*link)->next) {
        if (*link == transfer) {
            *link = transfer->next;
            return;
        }
    }
}

/// Takes the transfer out of the multi handle and reports; the transfer may be
/// freed by `done`, so nothing touches it afterwards.
static void finish(xkcd_connection_pool *pool, xkcd_transfer *transfer, CURLcode code, int in_multi) {
    const xkcd_curl_api *curl = pool->curl;
    if (in_multi) {
        curl->easy_getinfo(transfer->easy, CURLINFO_RESPONSE_CODE, &transfer->status);
        curl->multi_remove_handle(pool->multi, transfer->easy);
        unlink_running(pool, transfer);
    }
    if (code != CURLE_OK && transfer->error[0] == '\0') {
        strncpy(transfer->error, curl->easy_strerror(code), CURL_ERROR_SIZE - 1);
    }
    transfer->next = NULL;
    transfer->done(transfer->context, outcome_of(transfer, code));
}

static void admit_arrivals(xkcd_connection_pool *pool) {
    pthread_mutex_lock(&pool->arrivals_lock);
    xkcd_transfer *arrived = pool->arrivals;
    pool->arrivals = NULL;
    pthread_mutex_unlock(&pool->arrivals_lock);
    // Arrivals are pushed newest first; add them oldest first.
    xkcd_transfer *ordered = NULL;
    while (arrived != NULL) {
        xkcd_transfer *next = arrived->next;
        arrived->next = ordered;
        ordered = arrived;
        arrived = next;
    }
    while (ordered != NULL) {
        xkcd_transfer *transfer = ordered;
        ordered = ordered->next;
        if (atomic_load(&transfer->cancelled)) {
            finish(pool, transfer, CURLE_ABORTED_BY_CALLBACK, 0);
        } else if (pool->curl->multi_add_handle(pool->multi, transfer->easy) != CURLM_OK) {
            finish(pool, transfer, CURLE_FAILED_INIT, 0);
        } else {
            transfer->next = pool->running;
            pool->running = transfer;
        }
    }
}

static void finish_cancelled(xkcd_connection_pool *pool) {
    xkcd_transfer *transfer = pool->running;
    while (transfer != NULL) {
        xkcd_transfer *next = transfer->next;
        if (atomic_load(&transfer->cancelled)) finish(pool, transfer, CURLE_ABORTED_BY_CALLBACK, 1);
        transfer = next;
    }
}

static void *drive(void *pointer) {
    xkcd_connection_pool *pool = pointer;
    const xkcd_curl_api *curl = pool->curl;
    for (;;) {
        admit_arrivals(pool);
        int running = 0;
        curl->multi_perform(pool->multi, &running);
        int queued = 0;
        CURLMsg *message;
        while ((message = curl->multi_info_read(pool->multi, &queued)) != NULL) {
            if (message->msg != CURLMSG_DONE) continue;
            xkcd_transfer *transfer = NULL;
            curl->easy_getinfo(message->easy_handle, CURLINFO_PRIVATE, (char **)&transfer);
            if (transfer != NULL) finish(pool, transfer, message->data.result, 1);
        }
        finish_cancelled(pool);
        // Wakes for sockets, libcurl's own timers, a new transfer or a cancel.
        curl->multi_poll(pool->multi, NULL, 0, 1000, NULL);
    }
    return NULL;
}

void xkcd_transfer_start(xkcd_transfer *transfer, xkcd_transfer_done done, void *context) {
    xkcd_connection_pool *pool = transfer->pool;
    transfer->done = done;
    transfer->context = context;
    pthread_mutex_lock(&pool->arrivals_lock);
    transfer->next = pool->arrivals;
    pool->arrivals = transfer;
    pthread_mutex_unlock(&pool->arrivals_lock);
    pool->curl->multi_wakeup(pool->multi);
}

void xkcd_transfer_cancel(xkcd_transfer *transfer) {
    atomic_store(&transfer->cancelled, 1);
    transfer->curl->multi_wakeup(transfer->pool->multi);
}

void xkcd_transfer_free(xkcd_transfer *transfer) {
    if (transfer == NULL) return;
    if (transfer->easy != NULL) transfer->curl->easy_cleanup(transfer->easy);
    transfer->curl->slist_free_all(transfer->header_list);
    free(transfer->body);
    free(transfer->headers);
    free(transfer);
}

long xkcd_transfer_status(const xkcd_transfer *transfer) { return transfer->status; }

const unsigned char *xkcd_transfer_body(const xkcd_transfer *transfer, size_t *length) {
    *length = transfer->body_length;
    return transfer->body;
}

const char *xkcd_transfer_headers(const xkcd_transfer *transfer, size_t *length) {
    *length = transfer->headers_length;
    return transfer->headers;
}

const char *xkcd_transfer_error(const xkcd_transfer *transfer) { return transfer->error; }
