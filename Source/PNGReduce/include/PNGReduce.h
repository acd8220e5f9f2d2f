#ifndef XKCD_PNG_REDUCE_H
#define XKCD_PNG_REDUCE_H

#include <stddef.h>
#include <stdint.h>

/// The header of a PNG in memory: 0 on success, else -1 with `message` set.
int xkcd_png_header(const uint8_t *bytes, size_t count, uint32_t *width, uint32_t *height, int *interlaced,
                    char *message, size_t message_size);

/// Decodes a PNG as RGBA8, each `factor`×`factor` block of pixels averaged
/// into one as its rows are read, so only one source row is ever held.
/// An interlaced PNG reduced at all is sampled from its first pass (every
/// 8th pixel each way), then averaged by the rest of `factor`.
/// `output` holds ceil(width / factor) × ceil(height / factor) pixels.
/// Returns 0, or -1 with libpng's reason in `message` (errors never unwind Swift frames).
int xkcd_png_decode_reduced(const uint8_t *bytes, size_t count, uint32_t factor, uint8_t *output,
                            size_t output_size, char *message, size_t message_size);

#endif
