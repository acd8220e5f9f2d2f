// libpng's sequential reader, so rows can be averaged as they arrive: its
// simplified API needs the whole image in memory. libpng reports errors by
// longjmp, which must never cross Swift frames, so the jumps stay here.
#include "PNGReduce.h"

#include "../CSystem/CPNG/shim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const uint8_t *bytes;
    size_t count;
    size_t offset;
    char *message;
    size_t message_size;
} reader_state;

// libpng, opened on first use (LazyLibrary.h): each entry point checks it loaded before any call.
#define LIBPNG (*xkcd_png())

/// 1 when libpng is loaded, else 0 with why in `message`.
static int libpng_loaded(char *message, size_t message_size) {
    if (xkcd_png() != NULL) return 1;
    const char *error = xkcd_png_error();
    snprintf(message, message_size, "%s", error != NULL ? error : "libpng cannot be loaded");
    return 0;
}

static void read_bytes(png_structp png, png_bytep destination, size_t length) {
    reader_state *state = LIBPNG.png_get_io_ptr(png);
    if (length > state->count - state->offset) LIBPNG.png_error(png, "the PNG is cut short");
    memcpy(destination, state->bytes + state->offset, length);
    state->offset += length;
}

static void on_error(png_structp png, png_const_charp text) {
    reader_state *state = LIBPNG.png_get_error_ptr(png);
    snprintf(state->message, state->message_size, "libpng: %s", text ? text : "unknown error");
    LIBPNG.png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static png_structp open_reader(reader_state *state, png_infop *info) {
    png_structp png = LIBPNG.png_create_read_struct(PNG_LIBPNG_VER_STRING, state, on_error, on_warning);
    if (!png) return NULL;
    *info = LIBPNG.png_create_info_struct(png);
    if (!*info) {
        LIBPNG.png_destroy_read_struct(&png, NULL, NULL);
        return NULL;
    }
    LIBPNG.png_set_read_fn(png, state, read_bytes);
    // Chunks are checked by PNGCheck; text and unknown chunks are skipped, not kept.
    LIBPNG.png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
    return png;
}

int xkcd_png_header(const uint8_t *bytes, size_t count, uint32_t *width, uint32_t *height, int *interlaced,
                    char *message, size_t message_size) {
    if (!libpng_loaded(message, message_size)) return -1;
    reader_state state = {bytes, count, 0, message, message_size};
    png_infop info = NULL;
    png_structp png = open_reader(&state, &info);
    if (!png) {
        snprintf(message, message_size, "libpng could not start a reader");
        return -1;
    }
    if (setjmp(*LIBPNG.png_set_longjmp_fn(png, longjmp, sizeof(jmp_buf)))) {
        LIBPNG.png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    // The header alone: the pixel limits are checked before anything is allocated.
    LIBPNG.png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    LIBPNG.png_read_info(png, info);
    *width = LIBPNG.png_get_image_width(png, info);
    *height = LIBPNG.png_get_image_height(png, info);
    *interlaced = LIBPNG.png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    LIBPNG.png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

/// Adds `row` (RGBA8, `width` pixels) into `sums`, one sum per output pixel.
static void accumulate(const png_byte *row, uint32_t width, uint32_t factor, uint32_t *sums) {
    for (uint32_t x = 0; x < width; x++) {
        uint32_t *sum = sums + (size_t)(x / factor) * 4;
        const png_byte *pixel = row + (size_t)x * 4;
        // Colours weighted by alpha, so transparent pixels' colours do not bleed.
        sum[0] += pixel[0] * pixel[3];
        sum[1] += pixel[1] * pixel[3];
        sum[2] += pixel[2] * pixel[3];
        sum[3] += pixel[3];
    }
}

static void emit(uint32_t *sums, uint32_t output_width, uint32_t width, uint32_t factor, uint32_t rows,
                 uint8_t *output) {
    for (uint32_t x = 0; x < output_width; x++) {
        uint32_t columns = (x + 1) * factor <= width ? factor : width - x * factor;
        uint32_t count = columns * rows;
        uint32_t *sum = sums + (size_t)x * 4;
        uint8_t *pixel = output + (size_t)x * 4;
        if (sum[3] == 0) {
            memset(pixel, 0, 4);
        } else {
            pixel[0] = (uint8_t)((sum[0] + sum[3] / 2) / sum[3]);
            pixel[1] = (uint8_t)((sum[1] + sum[3] / 2) / sum[3]);
            pixel[2] = (uint8_t)((sum[2] + sum[3] / 2) / sum[3]);
            pixel[3] = (uint8_t)((sum[3] + count / 2) / count);
        }
    }
    memset(sums, 0, (size_t)output_width * 4 * sizeof(uint32_t));
}

int xkcd_png_decode_reduced(const uint8_t *bytes, size_t count, uint32_t factor, uint8_t *output,
                            size_t output_size, char *message, size_t message_size) {
    if (!libpng_loaded(message, message_size)) return -1;
    reader_state state = {bytes, count, 0, message, message_size};
    png_infop info = NULL;
    png_structp png = open_reader(&state, &info);
    // Each sum holds at most factor² × 255 × 255: below 2^32 up to 256.
    if (!png || factor == 0 || factor > 256) {
        if (png) LIBPNG.png_destroy_read_struct(&png, &info, NULL);
        snprintf(message, message_size, "libpng could not start a reader");
        return -1;
    }
    // Volatile: they change between setjmp and a longjmp back to it.
    png_bytep volatile row = NULL;
    uint32_t *volatile sums = NULL;
    if (setjmp(*LIBPNG.png_set_longjmp_fn(png, longjmp, sizeof(jmp_buf)))) {
        free(row);
        free(sums);
        LIBPNG.png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    LIBPNG.png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    LIBPNG.png_read_info(png, info);
    uint32_t width = LIBPNG.png_get_image_width(png, info);
    uint32_t height = LIBPNG.png_get_image_height(png, info);
    int interlaced = LIBPNG.png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    // Every format to RGBA8, as the simplified API's PNG_FORMAT_RGBA.
    LIBPNG.png_set_expand(png);
    LIBPNG.png_set_strip_16(png);
    LIBPNG.png_set_gray_to_rgb(png);
    LIBPNG.png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    // Whole, the passes are combined by libpng; reduced, the first pass's rows come packed, as stored.
    int passes = interlaced && factor == 1 ? LIBPNG.png_set_interlace_handling(png) : 1;
    LIBPNG.png_read_update_info(png, info);
    if (LIBPNG.png_get_rowbytes(png, info) != (size_t)width * 4) LIBPNG.png_error(png, "unexpected row layout");

    // An interlaced image reduced at all keeps its first pass: 1/8 each way, read without the full image.
    uint32_t source_width = width, source_height = height, sample = 1;
    if (interlaced && factor > 1) {
        sample = 8;
        source_width = (width + 7) / 8;
        source_height = (height + 7) / 8;
    }
    uint32_t reduce = sample == 1 ? factor : (factor + 7) / 8;
    uint32_t output_width = (source_width + reduce - 1) / reduce;
    uint32_t output_height = (source_height + reduce - 1) / reduce;
    if ((size_t)output_width * output_height * 4 != output_size) LIBPNG.png_error(png, "unexpected output size");

    row = malloc((size_t)width * 4);
    sums = calloc((size_t)output_width * 4, sizeof(uint32_t));
    if (!row || !sums) LIBPNG.png_error(png, "out of memory");
    if (interlaced && factor == 1) {
        // Not reduced: fits the caller's budget whole, so the passes combine in the output itself.
        for (int pass = 0; pass < passes; pass++) {
            for (uint32_t y = 0; y < height; y++) LIBPNG.png_read_row(png, output + (size_t)y * width * 4, NULL);
        }
    } else {
        uint32_t rows_in_block = 0, output_row = 0;
        for (uint32_t y = 0; y < source_height; y++) {
            LIBPNG.png_read_row(png, row, NULL);
            accumulate(row, source_width, reduce, sums);
            rows_in_block++;
            if (rows_in_block == reduce || y + 1 == source_height) {
                emit(sums, output_width, source_width, reduce, rows_in_block,
                     output + (size_t)output_row * output_width * 4);
                output_row++;
                rows_in_block = 0;
            }
        }
    }
    free(row);
    free(sums);
    row = NULL;
    sums = NULL;
    // The rest (later passes, text chunks) is never read: the image is complete.
    LIBPNG.png_destroy_read_struct(&png, &info, NULL);
    return 0;
}
