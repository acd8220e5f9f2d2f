/// Word-wraps styled text to a width: words break at spaces, keep their
/// styles across the break, and a word wider than a whole line (a URL, say)
/// starts on a line of its own and only then is broken by character.
/// `\n` in the text forces a new line. No line is wider than `width`.
struct StyledWrap {
    let width: Int
    let ambiguousIsWide: Bool

    typealias Piece = StyledLine.Span

    private struct Word {
        var pieces: [Piece] = []
        var width = 0
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
                while used + word.width > width, !word.pieces.isEmpty {
                    let (head, tail) = cut(word, room: width - used)
                    line += head.pieces
                    word = tail
                    if tail.pieces.isEmpty {
                        used += head.width
                        lineHasWord = true
                    } else {
                        flush()
                        lineHasWord = false
                    }
                }
                if !word.pieces.isEmpty {
                    line += word.pieces
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
            if !word.pieces.isEmpty { paragraphs[paragraphs.count - 1].append(word) }
            word = Word()
        }
        for piece in pieces {
            var current = ""
            func endPiece() {
                if !current.isEmpty {
                    word.pieces.append(Piece(current, role: piece.role))
                    word.width += measure(current)
                }
                current = ""
            }
            for character in piece.text {
                if character == " " {
                    endPiece()
                    endWord()
                } else if character == "\n" {
                    endPiece()
                    endWord()
                    paragraphs.append([])
                } else {
                    current.append(character)
                }
            }
            endPiece()
        }
        endWord()
        return paragraphs
    }

    static let standIn: Character = "?"

    /// The most of `word` that fits `room` columns (at least one character), and the rest.
    private func cut(_ word: Word, room: Int) -> (Word, Word) {
        var head = Word()
        var tail = Word()
        for piece in word.pieces {
            guard tail.pieces.isEmpty else {
                tail.pieces.append(piece)
                tail.width += measure(piece.text)
                continue
            }
            var taken = ""
            var left = Substring(piece.text)
            while let character = left.first {
                let columns = measure(String(character))
                if head.width + columns > room, head.width > 0 || !taken.isEmpty { break }
                left = left.dropFirst()
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
            if !taken.isEmpty { head.pieces.append(Piece(taken, role: piece.role)) }
            if !left.isEmpty {
                tail.pieces.append(Piece(String(left), role: piece.role))
                tail.width += measure(left)
            }
        }
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
