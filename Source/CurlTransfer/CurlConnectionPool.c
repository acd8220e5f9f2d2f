#include "CurlTransferPrivate.h"

#include <stdlib.h>
#include <string.h>

/// HTTP/1.1 cannot multiplex: its parallel requests need a connection each,
/// at most 20 per host, a page's requests at once (sync keeps 16 in flight;
/// more wait for a connection). HTTP/2 uses one connection: once
/// every origin seen speaks it, the limit drops to one, so requests beyond the
/// server's stream limit (SETTINGS_MAX_CONCURRENT_STREAMS, capped at 100)
/// wait in libcurl's queue for that connection instead of opening others; a
/// transfer's deadline runs from when it leaves the queue (CurlTransfer.c),
/// and a connection that lets none out ends the wait (CurlStall.c).
enum { http1_host_connections = 20, multiplexed_host_connections = 1, max_streams_per_connection = 100 };

/// Follows the protocol each response came in and sets the per-host
/// connection limit from it; on the driving thread, outside libcurl's callbacks.
static void note_http_version(xkcd_connection_pool *pool, long version) {
    if (version == CURL_HTTP_VERSION_1_0 || version == CURL_HTTP_VERSION_1_1) pool->saw_http1 = 1;
    else if (version >= CURL_HTTP_VERSION_2_0) pool->saw_multiplexed = 1;
    else return;
    long wanted = pool->saw_multiplexed && !pool->saw_http1 ? multiplexed_host_connections : http1_host_connections;
    if (wanted == pool->host_connections) return;
    pool->host_connections = wanted;
    pool->curl->multi_setopt(pool->multi, CURLMOPT_MAX_HOST_CONNECTIONS, wanted);
}

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

/// Everything a pool made, released: a pool whose thread never started.
static void release(xkcd_connection_pool *pool) {
    const xkcd_curl_api *curl = pool->curl;
    if (pool->share != NULL) curl->share_cleanup(pool->share);
    if (pool->multi != NULL) curl->multi_cleanup(pool->multi);
    for (int index = 0; index < CURL_LOCK_DATA_LAST; index++) pthread_mutex_destroy(&pool->locks[index]);
    pthread_mutex_destroy(&pool->arrivals_lock);
    free(pool);
}

static int start_detached(void *(*body)(void *), void *argument) {
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attributes, 512 * 1024);
    pthread_t thread;
    int started = pthread_create(&thread, &attributes, body, argument);
    pthread_attr_destroy(&attributes);
    return started;
}

xkcd_connection_pool *xkcd_connection_pool_new(xkcd_thread_start start) {
    const xkcd_curl_api *curl = xkcd_curl();
    if (curl == NULL) return NULL;
    xkcd_connection_pool *pool = calloc(1, sizeof *pool);
    if (pool == NULL) return NULL;
    pool->curl = curl;
    for (int index = 0; index < CURL_LOCK_DATA_LAST; index++) pthread_mutex_init(&pool->locks[index], NULL);
    pthread_mutex_init(&pool->arrivals_lock, NULL);
    pool->multi = curl->multi_init();
    if (pool->multi == NULL) {
        release(pool);
        return NULL;
    }
    curl->multi_setopt(pool->multi, CURLMOPT_PIPELINING, CURLPIPE_MULTIPLEX);
    pool->host_connections = http1_host_connections;
    curl->multi_setopt(pool->multi, CURLMOPT_MAX_HOST_CONNECTIONS, pool->host_connections);
    curl->multi_setopt(pool->multi, CURLMOPT_MAX_CONCURRENT_STREAMS, (long)max_streams_per_connection);
    // DNS answers and TLS sessions (resumption for a second HTTP/1.1 connection).
    pool->share = curl->share_init();
    if (pool->share != NULL) {
        curl->share_setopt(pool->share, CURLSHOPT_LOCKFUNC, lock_data);
        curl->share_setopt(pool->share, CURLSHOPT_UNLOCKFUNC, unlock_data);
        curl->share_setopt(pool->share, CURLSHOPT_USERDATA, pool);
        curl->share_setopt(pool->share, CURLSHOPT_SHARE, CURL_LOCK_DATA_DNS);
        curl->share_setopt(pool->share, CURLSHOPT_SHARE, CURL_LOCK_DATA_SSL_SESSION);
    }
    if ((start != NULL ? start : start_detached)(drive, pool) != 0) {
        release(pool);
        return NULL;
    }
    return pool;
}

static pthread_once_t shared_once = PTHREAD_ONCE_INIT;
static xkcd_connection_pool *shared_pool = NULL;

static void make_shared_pool(void) { shared_pool = xkcd_connection_pool_new(NULL); }

xkcd_connection_pool *xkcd_connection_pool_shared(void) {
    pthread_once(&shared_once, make_shared_pool);
    return shared_pool;
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
        curl->easy_getinfo(transfer->easy, CURLINFO_HTTP_VERSION, &transfer->http_version);
        note_http_version(pool, transfer->http_version);
        curl->multi_remove_handle(pool->multi, transfer->easy);
        unlink_running(pool, transfer);
    }
    if (code != CURLE_OK && transfer->error[0] == '\0') {
        strncpy(transfer->error, curl->easy_strerror(code), CURL_ERROR_SIZE - 1);
    }
    transfer->next = NULL;
    xkcd_transfer_outcome outcome = xkcd_transfer_outcome_of(transfer, code);
    // The body, headers, status and error are final: the thread that reads them acquires this.
    atomic_store_explicit(&transfer->finished, 1, memory_order_release);
    transfer->done(transfer->context, outcome);
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
            continue;
        }
        xkcd_pool_prepare(pool, transfer, xkcd_now_ms());
        if (pool->curl->multi_add_handle(pool->multi, transfer->easy) != CURLM_OK) {
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
        xkcd_pool_end_stalled(pool, xkcd_now_ms(), finish);
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
