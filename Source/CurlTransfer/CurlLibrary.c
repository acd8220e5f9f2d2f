#include "CurlLibrary.h"
#include "CurlTransfer.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static xkcd_curl_api api;
static const xkcd_curl_api *loaded = NULL;
static char load_error[512];

/// The sonames of libcurl's ABI 4: the usual build, then Debian's GnuTLS one.
static const char *const library_names[] = {"libcurl.so.4", "libcurl-gnutls.so.4"};

static int find(void *library, const char *name, void **slot) {
    *slot = dlsym(library, name);
    if (*slot != NULL) return 1;
    snprintf(load_error, sizeof load_error, "libcurl lacks %s", name);
    return 0;
}

static void load(void) {
    void *library = NULL;
    for (size_t index = 0; library == NULL && index < sizeof library_names / sizeof *library_names; index++) {
        library = dlopen(library_names[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(load_error, sizeof load_error, "cannot load libcurl (libcurl.so.4): %s",
                 reason != NULL ? reason : "not found");
        return;
    }
    int found = find(library, "curl_global_init", (void **)&api.global_init)
        && find(library, "curl_easy_init", (void **)&api.easy_init)
        && find(library, "curl_easy_setopt", (void **)&api.easy_setopt)
        && find(library, "curl_easy_getinfo", (void **)&api.easy_getinfo)
        && find(library, "curl_easy_strerror", (void **)&api.easy_strerror)
        && find(library, "curl_easy_cleanup", (void **)&api.easy_cleanup)
        && find(library, "curl_multi_init", (void **)&api.multi_init)
        && find(library, "curl_multi_setopt", (void **)&api.multi_setopt)
        && find(library, "curl_multi_add_handle", (void **)&api.multi_add_handle)
        && find(library, "curl_multi_remove_handle", (void **)&api.multi_remove_handle)
        && find(library, "curl_multi_perform", (void **)&api.multi_perform)
        && find(library, "curl_multi_poll", (void **)&api.multi_poll)
        && find(library, "curl_multi_wakeup", (void **)&api.multi_wakeup)
        && find(library, "curl_multi_info_read", (void **)&api.multi_info_read)
        && find(library, "curl_multi_cleanup", (void **)&api.multi_cleanup)
        && find(library, "curl_share_init", (void **)&api.share_init)
        && find(library, "curl_share_setopt", (void **)&api.share_setopt)
        && find(library, "curl_share_cleanup", (void **)&api.share_cleanup)
        && find(library, "curl_slist_append", (void **)&api.slist_append)
        && find(library, "curl_slist_free_all", (void **)&api.slist_free_all);
    if (!found) return;
    if (api.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        snprintf(load_error, sizeof load_error, "libcurl could not initialise");
        return;
    }
    loaded = &api;
}

const xkcd_curl_api *xkcd_curl(void) {
    pthread_once(&load_once, load);
    return loaded;
}

const char *xkcd_curl_load_error(void) {
    pthread_once(&load_once, load);
    return loaded == NULL ? load_error : NULL;
}
