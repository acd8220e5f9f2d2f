#include <turbojpeg.h>

#include "../../LazyLibraries/include/LazyLibrary.h"

/// What JPEGDecoder calls, through `xkcd_jpeg()`.
#define XKCD_JPEG_FUNCTIONS(X)                                                                                 \
    X(tjInitDecompress) X(tjDestroy) X(tjDecompressHeader3) X(tjDecompress2) X(tjGetScalingFactors)            \
    X(tjGetErrorStr2)

XKCD_LAZY_DECLARE(jpeg, XKCD_JPEG_FUNCTIONS)
