/// The bytes that turn the screen from one frame into the next.
///
/// A frame is the lines a view rendered, top to bottom. Only lines that
/// differ are written; with no previous frame (first draw, or after a
/// resize, when the terminal's own contents are unknown) the screen is
/// cleared and every line written. The same frame twice writes nothing.
public enum FrameDiff {
    public static func bytes(from previous: [String]?, to next: [String]) -> [UInt8] {
        var output = ""
        if previous == nil { output += ControlSequence.clearScreen }
        let old = previous ?? []
        for row in 0..<max(old.count, next.count) {
            let line = row < next.count ? next[row] : ""
            if previous != nil, row < old.count, old[row] == line { continue }
            if previous == nil, line.isEmpty { continue }  // already cleared
            // Clear first, then write: clearing after a full-width line would
            // erase its last character in terminals that defer the wrap.
            output += ControlSequence.moveToRow(row + 1) + ControlSequence.clearToEndOfLine + line
        }
        return Array(output.utf8)
    }
}
