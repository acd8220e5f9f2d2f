#include <gif_lib.h>

#include "../../LazyLibraries/include/LazyLibrary.h"

/// What GIFDecoder calls, through `xkcd_gif()`.
#define XKCD_GIF_FUNCTIONS(X)                                                                                  \
    X(DGifOpen) X(DGifCloseFile) X(DGifGetRecordType) X(DGifGetImageDesc) X(DGifGetExtension)                  \
    X(DGifGetExtensionNext) X(DGifExtensionToGCB) X(DGifGetLine) X(GifErrorString)

XKCD_LAZY_DECLARE(gif, XKCD_GIF_FUNCTIONS)
