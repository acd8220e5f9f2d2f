/// The bytes that turn the screen from one frame into the next.
///
/// Only lines that differ are written; with no previous frame (first draw,
/// or after a resize, when the terminal's own contents are unknown) the
/// screen is cleared and every line written. The same frame twice writes
/// nothing. An image is one unit: drawn when it appears or changes, or when
/// a line under it was rewritten; cleared, and the lines under it
/// rewritten, when it leaves, unless the image after it replaces it.
public enum FrameDiff {
    public static func bytes(from previous: Frame?, to next: Frame, theme: TerminalTheme = .plain) -> [UInt8] {
        var output: [UInt8] = []
        if previous == nil { output += Array(ControlSequence.clearScreen.utf8) }
        let old = previous ?? Frame(lines: [])

        let coming = next.images.filter { !old.images.contains($0) }
        // An image another takes the place of (a kitty viewer's pan) is neither cleared nor uncovered.
        let leaving = old.images.filter { image in
            !next.images.contains(image) && !coming.contains { $0.payload.replaces(image.payload) }
        }
        var uncovered = Set<Int>()
        for image in leaving {
            output += move(to: image.rect) + image.payload.clearBytes(in: image.rect)
            uncovered.formUnion(image.rect.rows)
        }

        var rewritten = Set<Int>()
        for row in 0..<max(old.lines.count, next.lines.count) {
            let line = row < next.lines.count ? next.lines[row] : StyledLine(plain: "")
            let unchanged = previous != nil && row < old.lines.count && old.lines[row] == line
            if unchanged && !uncovered.contains(row) { continue }
            if previous == nil && line.spans.isEmpty { continue }  // already cleared
            rewritten.insert(row)
            // Clear first, then write: clearing after a full-width line would
            // erase its last character in terminals that defer the wrap.
            output += Array((ControlSequence.moveToRow(row + 1) + ControlSequence.clearToEndOfLine).utf8)
            output += Array(theme.render(line).utf8)
        }

        for image in next.images {
            let isNew = previous == nil || !old.images.contains(image)
            guard isNew || !rewritten.isDisjoint(with: image.rect.rows) else { continue }
            output += move(to: image.rect) + image.payload.drawBytes(in: image.rect, afresh: previous == nil)
        }
        return output
    }

    private static func move(to rect: CellRect) -> [UInt8] {
        Array(ControlSequence.moveTo(row: rect.row + 1, column: rect.column + 1).utf8)
    }
}
