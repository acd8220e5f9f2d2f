#include <png.h>
#include <zlib.h>

#include "../../LazyLibraries/include/LazyLibrary.h"

/// What PNGCheck and PNGReduce call, through `xkcd_png()` (zlib stays linked: it is loaded anyway).
#define XKCD_PNG_FUNCTIONS(X)                                                                                  \
    X(png_image_begin_read_from_memory) X(png_image_free) X(png_create_read_struct) X(png_create_info_struct)  \
    X(png_destroy_read_struct) X(png_set_read_fn) X(png_get_io_ptr) X(png_get_error_ptr) X(png_error)           \
    X(png_longjmp) X(png_set_longjmp_fn) X(png_set_keep_unknown_chunks) X(png_set_user_limits) X(png_read_info) \
    X(png_get_image_width) X(png_get_image_height) X(png_get_interlace_type) X(png_set_expand)                 \
    X(png_set_strip_16) X(png_set_gray_to_rgb) X(png_set_add_alpha) X(png_set_interlace_handling)             \
    X(png_read_update_info) X(png_get_rowbytes) X(png_read_row)

XKCD_LAZY_DECLARE(png, XKCD_PNG_FUNCTIONS)
