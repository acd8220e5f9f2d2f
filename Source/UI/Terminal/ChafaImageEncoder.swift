import CChafa
import ComicData

#if canImport(Glibc)
import Glibc
#endif

/// The one door to libchafa: what the terminal's database says a terminal
/// supports, and images encoded as kitty, iTerm2, sixel or symbol output.
public struct ChafaImageEncoder: Sendable {
    public let graphics: TerminalGraphics
    public let cell: CellGeometry

    public init(graphics: TerminalGraphics, cell: CellGeometry = .assumed) {
        self.graphics = graphics
        self.cell = cell
    }

    /// The cells `image` takes when fitted in `maximumColumns` × `maximumRows`.
    public func fit(width: Int, height: Int, maximumColumns: Int, maximumRows: Int) -> ImageFit {
        ImageFit(
            imageWidth: width, imageHeight: height, cell: cell, maximumColumns: maximumColumns,
            maximumRows: maximumRows, upscales: !graphics.isPixelProtocol)
    }

    /// `image` fitted in `maximumColumns` × `maximumRows` cells, aspect kept.
    public func encode(_ image: DecodedImage, maximumColumns: Int, maximumRows: Int) -> TerminalImage {
        let size = fit(
            width: image.width, height: image.height, maximumColumns: maximumColumns, maximumRows: maximumRows)
        return encode(image, columns: size.columns, rows: size.rows)
    }

    /// `image` stretched to exactly `columns` × `rows` cells; `workFactor`
    /// (chafa's, 0–1, 0.5 unless given) trades symbol choice for speed.
    /// `inkOnly` prints foreground colours only (the caller paints the paper):
    /// chafa then shapes each cell against black on white instead of sorting
    /// its pixels for a colour pair, half its time.
    func encode(
        _ image: DecodedImage, columns: Int, rows: Int, workFactor: Float? = nil, inkOnly: Bool = false
    ) -> TerminalImage {
        // The caps again here, the one door to libchafa, whoever computed the size.
        let isSymbols = !graphics.isPixelProtocol
        let size = (
            columns: min(max(1, columns), isSymbols ? ImageFit.maximumSymbolColumns : Int(Int32.max)),
            rows: min(max(1, rows), isSymbols ? ImageFit.maximumSymbolRows : Int(Int32.max))
        )
        // No libchafa (see LazyLibrary.h): the image is left out, as one too large to print is.
        guard let chafa = xkcd_chafa()?.pointee else {
            return TerminalImage(graphics: graphics, columns: size.columns, rows: size.rows, bytes: [])
        }
        let config = chafa.chafa_canvas_config_new()
        defer { chafa.chafa_canvas_config_unref(config) }
        chafa.chafa_canvas_config_set_geometry(config, Int32(size.columns), Int32(size.rows))
        chafa.chafa_canvas_config_set_cell_geometry(config, Int32(cell.width), Int32(cell.height))
        chafa.chafa_canvas_config_set_pixel_mode(config, pixelMode)
        chafa.chafa_canvas_config_set_canvas_mode(config, canvasMode)
        if let workFactor { chafa.chafa_canvas_config_set_work_factor(config, workFactor) }
        if inkOnly { chafa.chafa_canvas_config_set_fg_only_enabled(config, 1) }
        // xkcd draws dark ink on white paper, whatever the terminal's colours.
        chafa.chafa_canvas_config_set_fg_color(config, 0x000000)
        chafa.chafa_canvas_config_set_bg_color(config, 0xFFFFFF)
        if let tags = symbolTags {
            let symbols = chafa.chafa_symbol_map_new()
            defer { chafa.chafa_symbol_map_unref(symbols) }
            chafa.chafa_symbol_map_add_by_tags(symbols, tags)
            chafa.chafa_canvas_config_set_symbol_map(config, symbols)
        }
        let canvas = chafa.chafa_canvas_new(config)
        defer { chafa.chafa_canvas_unref(canvas) }
        let pixels = image.hasTransparency ? Self.flattenedOnWhite(image.pixels) : image.pixels
        pixels.withUnsafeBufferPointer { buffer in
            chafa.chafa_canvas_draw_all_pixels(
                canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, buffer.baseAddress, Int32(image.width), Int32(image.height),
                Int32(image.width * 4))
        }
        let termInfo = Self.termInfo(for: graphics, chafa)
        defer { chafa.chafa_term_info_unref(termInfo) }
        var bytes: [UInt8] = []
        if let printed = chafa.chafa_canvas_print(canvas, termInfo) {
            let count = Int(printed.pointee.len)
            if !isSymbols || count <= ImageFit.maximumSymbolBytes {
                bytes = Array(UnsafeRawBufferPointer(start: printed.pointee.str, count: count))
            }
            _ = chafa.g_string_free(printed, 1)
        }
        return TerminalImage(graphics: graphics, columns: size.columns, rows: size.rows, bytes: bytes)
    }

    /// What chafa's terminal database finds in `environment` (TERM,
    /// TERM_PROGRAM, LC_TERMINAL, VTE_VERSION, KONSOLE_VERSION, COLORTERM, …):
    /// a pixel protocol if it knows one, else symbols as deep in colour as it finds.
    static func detect(environment: [String: String]) -> TerminalGraphics {
        guard let chafa = xkcd_chafa()?.pointee else { return .symbols(.indexed16) }
        let info = withEnvironmentBlock(environment) {
            chafa.chafa_term_db_detect(chafa.chafa_term_db_get_default(), $0)
        }
        guard let info else { return .symbols(.indexed16) }
        defer { chafa.chafa_term_info_unref(info) }
        func has(_ sequences: ChafaTermSeq...) -> Bool {
            sequences.allSatisfy { chafa.chafa_term_info_have_seq(info, $0) != 0 }
        }
        // The order of chafa's own tool.
        if has(CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1) { return .kitty }
        if has(CHAFA_TERM_SEQ_BEGIN_ITERM2_IMAGE) { return .iterm }
        if has(CHAFA_TERM_SEQ_BEGIN_SIXELS, CHAFA_TERM_SEQ_END_SIXELS) { return .sixel }
        if has(
            CHAFA_TERM_SEQ_SET_COLOR_FGBG_DIRECT, CHAFA_TERM_SEQ_SET_COLOR_FG_DIRECT, CHAFA_TERM_SEQ_SET_COLOR_BG_DIRECT
        ) {
            return .symbols(.truecolor)
        }
        if has(CHAFA_TERM_SEQ_SET_COLOR_FGBG_256, CHAFA_TERM_SEQ_SET_COLOR_FG_256, CHAFA_TERM_SEQ_SET_COLOR_BG_256) {
            return .symbols(.indexed256)
        }
        return .symbols(.indexed16)
    }

    private var pixelMode: ChafaPixelMode {
        switch graphics {
        case .kitty: CHAFA_PIXEL_MODE_KITTY
        case .iterm: CHAFA_PIXEL_MODE_ITERM2
        case .sixel: CHAFA_PIXEL_MODE_SIXELS
        case .symbols, .ascii: CHAFA_PIXEL_MODE_SYMBOLS
        }
    }

    /// Blocks and borders; chafa's ASCII set where only ASCII shows; nil for pixels.
    private var symbolTags: ChafaSymbolTags? {
        switch graphics {
        case .kitty, .iterm, .sixel: nil
        case .symbols:
            ChafaSymbolTags(
                rawValue: CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_BORDER.rawValue
                    | CHAFA_SYMBOL_TAG_SPACE.rawValue)
        case .ascii: ChafaSymbolTags(rawValue: CHAFA_SYMBOL_TAG_ASCII.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue)
        }
    }

    private var canvasMode: ChafaCanvasMode {
        switch graphics.symbolColors {
        case nil, .truecolor: CHAFA_CANVAS_MODE_TRUECOLOR
        case .indexed256: CHAFA_CANVAS_MODE_INDEXED_240
        case .indexed16: CHAFA_CANVAS_MODE_INDEXED_16
        case .monochrome: CHAFA_CANVAS_MODE_FGBG
        }
    }

    /// The sequences chafa may print with. Monochrome gets none at all, so
    /// not even a reset can reach the output; the others get chafa's
    /// complete fallback set, so a protocol asked for by name is always there.
    private static func termInfo(for graphics: TerminalGraphics, _ chafa: xkcd_chafa_api) -> OpaquePointer? {
        if graphics.symbolColors == .monochrome { return chafa.chafa_term_info_new() }
        return chafa.chafa_term_db_get_fallback_info(chafa.chafa_term_db_get_default())
    }

    /// Transparent pixels composited onto white, as the comic is drawn to be seen.
    private static func flattenedOnWhite(_ pixels: [UInt8]) -> [UInt8] {
        var flattened = pixels
        for offset in stride(from: 0, to: flattened.count, by: 4) {
            let alpha = UInt32(flattened[offset + 3])
            guard alpha != 255 else { continue }
            for channel in offset..<offset + 3 {
                flattened[channel] = UInt8((UInt32(flattened[channel]) * alpha + 255 * (255 - alpha)) / 255)
            }
            flattened[offset + 3] = 255
        }
        return flattened
    }

    /// `environment` as the NULL-terminated KEY=VALUE array GLib reads.
    private static func withEnvironmentBlock<T>(
        _ environment: [String: String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?) -> T
    ) -> T {
        var entries: [UnsafeMutablePointer<gchar>?] = environment.map { strdup("\($0.key)=\($0.value)") }
        entries.append(nil)
        defer { entries.forEach { free($0) } }
        return entries.withUnsafeMutableBufferPointer { body($0.baseAddress) }
    }
}
