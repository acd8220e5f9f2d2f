#include "CurlTransferPrivate.h"

#include <stdio.h>
#include <string.h>

/// libcurl queues a transfer that no connection can take (over HTTP/2 one
/// connection a host, its streams all in use), and nothing times out in that
/// queue. A connection that lets no stream open (a server lowering
/// SETTINGS_MAX_CONCURRENT_STREAMS to 0) would hold the queue for ever, one
/// request at a time idling out on it. So a transfer not sent within its
/// phase, while no byte came from its origin in that phase, ends as never
/// sent (stalled), and the next transfer to that origin opens a new
/// connection; one queued for three phases ends whatever its origin does.
enum { stall_check_interval_ms = 250, queue_phases = 3 };

static xkcd_origin_progress *find(xkcd_connection_pool *pool, const char *origin) {
    for (int index = 0; index < xkcd_origin_slots; index++) {
        if (strcmp(pool->origins[index].origin, origin) == 0) return &pool->origins[index];
    }
    return NULL;
}

void xkcd_pool_note_bytes(xkcd_connection_pool *pool, const xkcd_transfer *transfer, long long now) {
    xkcd_origin_progress *entry = find(pool, transfer->origin);
    if (entry == NULL) {
        // The origin heard from longest ago makes room.
        entry = &pool->origins[0];
        for (int index = 1; index < xkcd_origin_slots; index++) {
            if (pool->origins[index].last_byte_ms < entry->last_byte_ms) entry = &pool->origins[index];
        }
        memcpy(entry->origin, transfer->origin, sizeof entry->origin);
    }
    entry->last_byte_ms = now;
}

void xkcd_pool_end_stalled(xkcd_connection_pool *pool, long long now,
                           void (*finish)(xkcd_connection_pool *, xkcd_transfer *, CURLcode, int)) {
    if (now - pool->last_stall_check_ms < stall_check_interval_ms) return;
    pool->last_stall_check_ms = now;
    xkcd_transfer *transfer = pool->running;
    while (transfer != NULL) {
        // `finish` may free the transfer: its successor is taken first.
        xkcd_transfer *next = transfer->next;
        long long phase = transfer->limits.total_timeout_ms;
        long long waited = now - transfer->queued_ms;
        if (!transfer->sent && waited >= phase) {
            const xkcd_origin_progress *heard = find(pool, transfer->origin);
            int stalled = heard == NULL || now - heard->last_byte_ms >= phase;
            if (stalled || waited >= queue_phases * phase) {
                if (stalled) memcpy(pool->fresh_origin, transfer->origin, sizeof pool->fresh_origin);
                snprintf(transfer->error, CURL_ERROR_SIZE,
                         stalled ? "the connection let no request out for %lld s" : "it waited %lld s for a connection",
                         waited / 1000);
                transfer->never_sent = 1;
                finish(pool, transfer, CURLE_OPERATION_TIMEDOUT, 1);
            }
        }
        transfer = next;
    }
}

void xkcd_pool_prepare(xkcd_connection_pool *pool, xkcd_transfer *transfer, long long now) {
    transfer->queued_ms = now;
    if (pool->fresh_origin[0] == '\0' || strcmp(pool->fresh_origin, transfer->origin) != 0) return;
    pool->fresh_origin[0] = '\0';
    pool->curl->easy_setopt(transfer->easy, CURLOPT_FRESH_CONNECT, 1L);
}
