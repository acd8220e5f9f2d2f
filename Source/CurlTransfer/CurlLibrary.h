#ifndef XKCD_CURL_LIBRARY_H
#define XKCD_CURL_LIBRARY_H

#include <curl/curl.h>

/// The libcurl functions the transfers use, looked up when the first
/// transfer starts: a run that never touches the network never loads
/// libcurl and the ~30 libraries behind it.
typedef struct xkcd_curl_api {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    const char *(*easy_strerror)(CURLcode code);
    void (*easy_cleanup)(CURL *handle);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_setopt)(CURLM *multi, CURLMoption option, ...);
    CURLMcode (*multi_add_handle)(CURLM *multi, CURL *handle);
    CURLMcode (*multi_remove_handle)(CURLM *multi, CURL *handle);
    CURLMcode (*multi_perform)(CURLM *multi, int *running);
    CURLMcode (*multi_poll)(CURLM *multi, struct curl_waitfd *extra, unsigned int count, int timeout_ms, int *ready);
    CURLMcode (*multi_wakeup)(CURLM *multi);
    CURLMsg *(*multi_info_read)(CURLM *multi, int *queued);
    CURLMcode (*multi_cleanup)(CURLM *multi);
    CURLSH *(*share_init)(void);
    CURLSHcode (*share_setopt)(CURLSH *share, CURLSHoption option, ...);
    CURLSHcode (*share_cleanup)(CURLSH *share);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *line);
    void (*slist_free_all)(struct curl_slist *list);
} xkcd_curl_api;

/// libcurl, loaded and initialised once; NULL if it cannot be loaded
/// (`xkcd_curl_load_error` says why).
const xkcd_curl_api *xkcd_curl(void);

#endif
