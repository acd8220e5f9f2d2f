#include "CurlTransfer.h"
#include "CurlLibrary.h"

#include <curl/curl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

struct xkcd_connection_pool {
    const xkcd_curl_api *curl;
    CURLSH *share;
    pthread_mutex_t locks[CURL_LOCK_DATA_LAST];
};

struct xkcd_transfer {
    const xkcd_curl_api *curl;
    CURL *easy;
    CURLM *multi;
    struct curl_slist *header_list;
    xkcd_transfer_limits limits;
    atomic_bool cancelled;
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

xkcd_connection_pool *xkcd_connection_pool_new(void) {
    const xkcd_curl_api *curl = xkcd_curl();
    if (curl == NULL) return NULL;
    xkcd_connection_pool *pool = calloc(1, sizeof *pool);
    if (pool == NULL) return NULL;
    pool->curl = curl;
    for (int index = 0; index < CURL_LOCK_DATA_LAST; index++) pthread_mutex_init(&pool->locks[index], NULL);
    pool->share = curl->share_init();
    if (pool->share != NULL) {
        curl->share_setopt(pool->share, CURLSHOPT_LOCKFUNC, lock_data);
        curl->share_setopt(pool->share, CURLSHOPT_UNLOCKFUNC, unlock_data);
        curl->share_setopt(pool->share, CURLSHOPT_USERDATA, pool);
        curl->share_setopt(pool->share, CURLSHOPT_SHARE, CURL_LOCK_DATA_CONNECT);
        curl->share_setopt(pool->share, CURLSHOPT_SHARE, CURL_LOCK_DATA_DNS);
    }
    return pool;
}

void xkcd_connection_pool_free(xkcd_connection_pool *pool) {
    if (pool == NULL) return;
    if (pool->share != NULL) pool->curl->share_cleanup(pool->share);
    for (int index = 0; index < CURL_LOCK_DATA_LAST; index++) pthread_mutex_destroy(&pool->locks[index]);
    free(pool);
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
                                 size_t count, xkcd_transfer_limits limits) {
    const xkcd_curl_api *curl = xkcd_curl();
    if (curl == NULL) return NULL;
    xkcd_transfer *transfer = calloc(1, sizeof *transfer);
    if (transfer == NULL) return NULL;
    transfer->curl = curl;
    atomic_init(&transfer->cancelled, 0);
    transfer->limits = limits;
    transfer->easy = curl->easy_init();
    transfer->multi = curl->multi_init();
    if (transfer->easy == NULL || transfer->multi == NULL) {
        xkcd_transfer_free(transfer);
        return NULL;
    }
    for (size_t index = 0; index < count; index++) {
        struct curl_slist *list = curl->slist_append(transfer->header_list, headers[index]);
        if (list != NULL) transfer->header_list = list;
    }
    CURL *easy = transfer->easy;
    curl->easy_setopt(easy, CURLOPT_URL, url);
    curl->easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
    curl->easy_setopt(easy, CURLOPT_FOLLOWLOCATION, 0L);
    curl->easy_setopt(easy, CURLOPT_HTTP_CONTENT_DECODING, 0L);
    curl->easy_setopt(easy, CURLOPT_HTTPHEADER, transfer->header_list);
    curl->easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
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
    if (pool != NULL && pool->share != NULL) curl->easy_setopt(easy, CURLOPT_SHARE, pool->share);
    return transfer;
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
    default:
        return XKCD_TRANSFER_FAILED;
    }
}

xkcd_transfer_outcome xkcd_transfer_run(xkcd_transfer *transfer) {
    const xkcd_curl_api *curl = transfer->curl;
    if (curl->multi_add_handle(transfer->multi, transfer->easy) != CURLM_OK) return XKCD_TRANSFER_FAILED;
    int running = 1;
    while (running && !atomic_load(&transfer->cancelled)) {
        if (curl->multi_perform(transfer->multi, &running) != CURLM_OK) break;
        if (running) curl->multi_poll(transfer->multi, NULL, 0, 1000, NULL);
    }
    CURLcode code = CURLE_ABORTED_BY_CALLBACK;
    int queued = 0;
    CURLMsg *message;
    while ((message = curl->multi_info_read(transfer->multi, &queued)) != NULL) {
        if (message->msg == CURLMSG_DONE) code = message->data.result;
    }
    curl->easy_getinfo(transfer->easy, CURLINFO_RESPONSE_CODE, &transfer->status);
    curl->multi_remove_handle(transfer->multi, transfer->easy);
    if (code != CURLE_OK && transfer->error[0] == '\0') {
        strncpy(transfer->error, curl->easy_strerror(code), CURL_ERROR_SIZE - 1);
    }
    return outcome_of(transfer, code);
}

void xkcd_transfer_cancel(xkcd_transfer *transfer) {
    atomic_store(&transfer->cancelled, 1);
    transfer->curl->multi_wakeup(transfer->multi);
}

void xkcd_transfer_free(xkcd_transfer *transfer) {
    if (transfer == NULL) return;
    if (transfer->easy != NULL) transfer->curl->easy_cleanup(transfer->easy);
    if (transfer->multi != NULL) transfer->curl->multi_cleanup(transfer->multi);
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
