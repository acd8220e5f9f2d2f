#include "LazyLibrary.h"

#include <dlfcn.h>
#include <stdio.h>

int xkcd_lazy_open(xkcd_lazy_library *library) {
    void *handle = NULL;
    for (const char *const *soname = library->sonames; handle == NULL && *soname != NULL; soname++) {
        handle = dlopen(*soname, RTLD_NOW | RTLD_LOCAL);
        // The first soname's reason: the one a person would look for.
        if (handle == NULL && soname == library->sonames) {
            const char *reason = dlerror();
            snprintf(library->error, sizeof library->error, "cannot load %s: %s", *soname,
                     reason != NULL ? reason : "not found");
        }
    }
    if (handle == NULL) return 0;
    for (size_t index = 0; index < library->count; index++) {
        library->slots[index] = dlsym(handle, library->symbols[index]);
        if (library->slots[index] == NULL) {
            snprintf(library->error, sizeof library->error, "%s lacks %s", library->sonames[0],
                     library->symbols[index]);
            return 0;
        }
    }
    library->loaded = 1;
    return 1;
}
