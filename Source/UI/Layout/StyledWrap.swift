/// Word-wraps styled text to a width: words break at spaces, keep their
/// styles across the break, and a word wider than a whole line (a URL, say)
/// starts on a line of its own and only then is broken by character.
/// `\n` in the text forces a new line. No line is wider than `width`.
struct StyledWrap {
    let width: Int
    let ambiguousIsWide: Bool

    typealias Piece = StyledLine.Span

    private struct Word {
        /// Most words are one piece, kept inline: a word costs no array of its own.
        var first: Piece?
        var others: [Piece] = []
        var width = 0

        var isEmpty: Bool { first == nil }
        var pieces: [Piece] { first.map { [$0] + others } ?? [] }

        mutating func append(_ piece: Piece, width: Int) {
            if first == nil { first = piece } else { others.append(piece) }
            self.width += width
        }

        func append(to line: inout [Piece]) {
            guard let first else { return }
            line.append(first)
            line += others
        }
    }

    /// `pieces` wrapped, the first line starting with `first` and the others with `rest`.
    func lines(_ pieces: [Piece], first: Piece = Piece(""), rest: Piece = Piece("")) -> [StyledLine] {
        guard width > 0 else { return [] }
        var lines: [StyledLine] = []
        var line: [Piece] = []
        var used = 0
        var prefix = first
        func startLine() {
            let fits = measure(prefix.text) < width
            line = fits && !prefix.text.isEmpty ? [prefix] : []
            used = fits ? measure(prefix.text) : 0
        }
        func flush() {
            lines.append(StyledLine(merged(line)))
            prefix = rest
            startLine()
        }
        startLine()
        var started = false
        for paragraph in split(pieces) {
            if started { flush() }
            started = true
            var lineHasWord = false
            for var word in paragraph {
                if lineHasWord {
                    if used + 1 + word.width <= width {
                        line.append(Piece(" "))
                        used += 1
                    } else {
                        flush()
                        lineHasWord = false
                    }
                }
                // Here the word fits, or the line holds only its prefix.
                while used + word.width > width, !word.isEmpty {
                    let (head, tail) = cut(word, room: width - used)
                    head.append(to: &line)
                    word = tail
                    if tail.isEmpty {
                        used += head.width
                        lineHasWord = true
                    } else {
                        flush()
                        lineHasWord = false
                    }
                }
                if !word.isEmpty {
                    word.append(to: &line)
                    used += word.width
                    lineHasWord = true
                }
            }
        }
        if started { lines.append(StyledLine(merged(line))) }
        return lines
    }

    private func measure(_ text: some StringProtocol) -> Int {
        TerminalText.width(text, ambiguousIsWide: ambiguousIsWide)
    }

    /// Paragraphs (split at `\n`) of words (split at spaces), each word's pieces keeping their roles.
    private func split(_ pieces: [Piece]) -> [[Word]] {
        var paragraphs: [[Word]] = [[]]
        var word = Word()
        func endWord() {
            if !word.isEmpty { paragraphs[paragraphs.count - 1].append(word) }
            word = Word()
        }
        for piece in pieces {
            let text = piece.text
            var start = text.startIndex
            forEachBreak(in: text) { breakIndex, isNewline in
                if start < breakIndex {
                    let part = String(text[start..<breakIndex])
                    word.append(Piece(part, role: piece.role), width: measure(part))
                }
                endWord()
                if isNewline { paragraphs.append([]) }
                start = text.index(after: breakIndex)
            }
            if start < text.endIndex {
                let part = String(text[start...])
                word.append(Piece(part, role: piece.role), width: measure(part))
            }
        }
        endWord()
        return paragraphs
    }

    /// Where `text` has a space or a line break, as characters (a space
    /// carrying a combining mark is neither); byte by byte when the text is
    /// ASCII without "\r", where a character is a byte.
    private func forEachBreak(in text: String, _ body: (String.Index, _ isNewline: Bool) -> Void) {
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            for index in text.utf8.indices where text.utf8[index] == 0x20 || text.utf8[index] == 0x0A {
                body(index, text.utf8[index] == 0x0A)
            }
            return
        }
        for index in text.indices where text[index] == " " || text[index] == "\n" {
            body(index, text[index] == "\n")
        }
    }

    static let standIn: Character = "?"

    /// The most of `word` that fits `room` columns (at least one character), and the rest.
    /// The rest's width is the word's less what was taken (width adds up by
    /// character): measuring it again made a long word cut line by line quadratic.
    private func cut(_ word: Word, room: Int) -> (Word, Word) {
        var head = Word()
        var tail = Word()
        var takenColumns = 0
        for piece in word.pieces {
            guard tail.isEmpty else {
                tail.append(piece, width: 0)
                continue
            }
            var taken = ""
            var left = Substring(piece.text)
            while let character = left.first {
                let columns = TerminalText.width(character, ambiguousIsWide: ambiguousIsWide)
                if head.width + columns > room, head.width > 0 || !taken.isEmpty { break }
                left = left.dropFirst()
                takenColumns += columns
                if columns > room {
                    // A wide character where a line has one column left: no line
                    // would ever hold it, so a one-column stand-in takes its place.
                    taken.append(Self.standIn)
                    head.width += 1
                    continue
                }
                taken.append(character)
                head.width += columns
            }
            if !taken.isEmpty { head.append(Piece(taken, role: piece.role), width: 0) }  // counted as taken
            if !left.isEmpty { tail.append(Piece(String(left), role: piece.role), width: 0) }
        }
        tail.width = word.width - takenColumns
        return (head, tail)
    }

    /// Neighbouring spans of one role joined.
    private func merged(_ pieces: [Piece]) -> [Piece] {
        var result: [Piece] = []
        for piece in pieces where !piece.text.isEmpty {
            if let last = result.last, last.role == piece.role {
                result[result.count - 1].text += piece.text
            } else {
                result.append(piece)
            }
        }
        return result
    }
}
