#include <chafa.h>

#include "../../LazyLibraries/include/LazyLibrary.h"

/// What ChafaImageEncoder calls, through `xkcd_chafa()`: libchafa, and the
/// one GLib function it needs (found through libchafa, which loads GLib).
#define XKCD_CHAFA_FUNCTIONS(X)                                                                                \
    X(chafa_canvas_config_new) X(chafa_canvas_config_unref) X(chafa_canvas_config_set_geometry)                 \
    X(chafa_canvas_config_set_cell_geometry) X(chafa_canvas_config_set_pixel_mode)                              \
    X(chafa_canvas_config_set_canvas_mode) X(chafa_canvas_config_set_work_factor)                               \
    X(chafa_canvas_config_set_fg_only_enabled) X(chafa_canvas_config_set_fg_color)                              \
    X(chafa_canvas_config_set_bg_color) X(chafa_canvas_config_set_symbol_map) X(chafa_symbol_map_new)           \
    X(chafa_symbol_map_unref) X(chafa_symbol_map_add_by_tags) X(chafa_canvas_new) X(chafa_canvas_unref)         \
    X(chafa_canvas_draw_all_pixels) X(chafa_canvas_print) X(chafa_term_db_get_default) X(chafa_term_db_detect)  \
    X(chafa_term_db_get_fallback_info) X(chafa_term_info_new) X(chafa_term_info_unref)                          \
    X(chafa_term_info_have_seq) X(g_string_free)

XKCD_LAZY_DECLARE(chafa, XKCD_CHAFA_FUNCTIONS)
