#ifndef XKCD_LAZY_LIBRARY_H
#define XKCD_LAZY_LIBRARY_H

#include <pthread.h>
#include <stddef.h>

#pragma clang assume_nonnull begin

/// A shared library opened on its first use, not at every start: the
/// executable does not name it (no DT_NEEDED), so a run that draws no image
/// and reads no page never maps it, nor the libraries it loads behind it.
typedef struct xkcd_lazy_library {
    pthread_once_t once;
    /// The sonames tried in turn, NULL-terminated.
    const char *_Nullable const *_Nonnull sonames;
    /// The functions looked up, in the order of the API struct's fields.
    const char *_Nonnull const *_Nonnull symbols;
    size_t count;
    /// The API struct, `count` function pointers: filled on success.
    void *_Nullable *_Nonnull slots;
    int loaded;
    char error[256];
} xkcd_lazy_library;

/// Opens `library` and looks up its functions: 1 when every one was found,
/// else 0 with `library->error` saying why in one line.
int xkcd_lazy_open(xkcd_lazy_library *library);

#pragma clang assume_nonnull end

/// An API struct's field: a pointer to the function `name`, of that function's own type.
#define XKCD_LAZY_FIELD(name) __typeof__(name) *_Nonnull name;
#define XKCD_LAZY_NAME(name) #name,

/// Declares `xkcd_<prefix>_api`, a struct of pointers to the functions
/// `FUNCTIONS` lists, `xkcd_<prefix>()`, which loads them once (NULL when they
/// cannot be), and `xkcd_<prefix>_error()`, which says why (NULL when loaded).
#define XKCD_LAZY_DECLARE(prefix, FUNCTIONS)                                                                  \
    typedef struct xkcd_##prefix##_api {                                                                      \
        FUNCTIONS(XKCD_LAZY_FIELD)                                                                            \
    } xkcd_##prefix##_api;                                                                                    \
    const xkcd_##prefix##_api *_Nullable xkcd_##prefix(void);                                                 \
    const char *_Nullable xkcd_##prefix##_error(void);

/// Defines what `XKCD_LAZY_DECLARE` declares, loading from the first of the sonames that opens.
#define XKCD_LAZY_DEFINE(prefix, FUNCTIONS, ...)                                                              \
    static const char *const prefix##_symbols[] = {FUNCTIONS(XKCD_LAZY_NAME)};                                \
    static const char *const prefix##_sonames[] = {__VA_ARGS__, NULL};                                        \
    static xkcd_##prefix##_api prefix##_api;                                                                  \
    _Static_assert(sizeof prefix##_api == sizeof prefix##_symbols / sizeof(char *) * sizeof(void *),           \
                   "one pointer per function");                                                               \
    static xkcd_lazy_library prefix##_library = {PTHREAD_ONCE_INIT, prefix##_sonames, prefix##_symbols,        \
                                                 sizeof prefix##_symbols / sizeof(char *),                     \
                                                 (void **)&prefix##_api, 0, {0}};                              \
    static void prefix##_load(void) { xkcd_lazy_open(&prefix##_library); }                                    \
    const xkcd_##prefix##_api *xkcd_##prefix(void) {                                                          \
        pthread_once(&prefix##_library.once, prefix##_load);                                                  \
        return prefix##_library.loaded ? &prefix##_api : NULL;                                                \
    }                                                                                                         \
    const char *xkcd_##prefix##_error(void) {                                                                 \
        pthread_once(&prefix##_library.once, prefix##_load);                                                  \
        return prefix##_library.loaded ? NULL : prefix##_library.error;                                       \
    }

#endif
