#include "CurlTransferPrivate.h"

#include <stdio.h>
#include <string.h>

void xkcd_transfer_on_multiplexed(xkcd_transfer *transfer, xkcd_transfer_multiplexed multiplexed) {
    transfer->multiplexed = multiplexed;
}

/// libcurl calls this once a connection takes the transfer, right before the
/// request goes out: a transfer that never got here was never sent.
///
/// A transfer going out on a connection (the same local address and port)
/// where another is out and has no answer yet shows that the connection
/// multiplexes: HTTP/1.1 sends the next request only after the answer. Over
/// HTTP/2 the requests waiting for the connection (PIPEWAIT) go out together
/// once it is up, a round trip before any answer tells the protocol
/// (libcurl 7.88's CURLINFO_HTTP_VERSION still reads 0 here).
int xkcd_transfer_note_sent(void *pointer, char *remote_ip, char *local_ip, int remote_port, int local_port) {
    (void)remote_ip;
    (void)remote_port;
    xkcd_transfer *transfer = pointer;
    transfer->sent = 1;
    transfer->local_port = local_port;
    snprintf(transfer->local_ip, sizeof transfer->local_ip, "%s", local_ip != NULL ? local_ip : "");
    if (transfer->multiplexed == NULL) return CURL_PREREQFUNC_OK;
    for (const xkcd_transfer *other = transfer->pool->running; other != NULL; other = other->next) {
        if (other == transfer || !other->sent || other->headers_seen > 0 || other->local_port != local_port) continue;
        if (strcmp(other->local_ip, transfer->local_ip) != 0) continue;
        transfer->multiplexed(transfer->context);
        break;
    }
    return CURL_PREREQFUNC_OK;
}
