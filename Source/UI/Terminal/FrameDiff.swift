/// The bytes that turn the screen from one frame into the next.
///
/// Only lines that differ are written; with no previous frame (first draw,
/// or after a resize, when the terminal's own contents are unknown) the
/// screen is cleared and every line written. The same frame twice writes
/// nothing. An image is one unit: drawn when it appears or changes, or when
/// a line under it was rewritten; cleared, and the lines under it
/// rewritten, when it leaves.
public enum FrameDiff {
    public static func bytes(from previous: Frame?, to next: Frame, theme: TerminalTheme = .plain) -> [UInt8] {
        var output: [UInt8] = []
        if previous == nil { output += Array(ControlSequence.clearScreen.utf8) }
        let old = previous ?? Frame(lines: [])

        let leaving = old.images.filter { !next.images.contains($0) }
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
