/// How many terminal columns text takes, like `wcswidth`.
///
/// Wide and fullwidth East Asian characters and emoji take two columns;
/// combining marks, format characters (zero-width space and joiner, …) and
/// controls take none; East Asian ambiguous-width characters ("…", "—",
/// arrows, Greek, …) one, or two where `ambiguousIsWide`; everything else
/// one. A grapheme takes the sum of its scalars, as most terminals draw it,
/// except that an emoji variation selector widens its base to two. Where
/// terminals differ, this errs wide, so a line never overflows.
///
/// Whether ambiguous-width characters take two columns, as on a terminal
/// set up for CJK text, is the caller's to say (see
/// `TerminalProfile.ambiguousIsWide`): views take it as a
/// value and pass it on; narrow when not given.
public enum TerminalText {
    public static func width(_ text: some StringProtocol, ambiguousIsWide: Bool = false) -> Int {
        // Printable ASCII is a column a byte, with no characters to find.
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return text.utf8.count }
        return text.reduce(0) { $0 + width($1, ambiguousIsWide: ambiguousIsWide) }
    }

    public static func width(_ character: Character, ambiguousIsWide: Bool = false) -> Int {
        var total = 0
        var previous = 0
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F, previous == 1 {
                total += 1  // text-style base drawn as an emoji: now two columns
                previous = 2
                continue
            }
            previous = width(scalar, ambiguousIsWide: ambiguousIsWide)
            total += previous
        }
        return total
    }

    public static func width(_ scalar: Unicode.Scalar, ambiguousIsWide: Bool = false) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }  // fast path for ASCII
        if value == 0x00AD { return ambiguousIsWide ? 2 : 1 }  // soft hyphen: most terminals draw it
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator, .surrogate:
            return 0
        default:
            break
        }
        // Hangul medial vowels and final consonants join the preceding syllable.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        // Regional indicators are one column each; a flag (a pair) takes two.
        if (0x1F1E6...0x1F1FF).contains(value) { return 1 }
        if scalar.properties.isEmojiPresentation { return 2 }
        if wideRanges.contains(where: { $0.contains(value) }) { return 2 }
        return ambiguousIsWide && isAmbiguous(value) ? 2 : 1
    }

    static func isAmbiguous(_ value: UInt32) -> Bool {
        var low = 0
        var high = ambiguousRanges.count
        while low < high {
            let middle = (low + high) / 2
            if ambiguousRanges[middle].upperBound < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < ambiguousRanges.count && ambiguousRanges[low].contains(value)
    }

    /// East Asian Wide and Fullwidth blocks that are not emoji (UAX #11).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
        0x3041...0x3247,  // kana, Bopomofo, Hangul compatibility Jamo, enclosed CJK
        0x3250...0x4DBF,  // enclosed CJK, compatibility, Extension A
        0x4E00...0xA4CF,  // CJK unified ideographs, Yi
        0xA960...0xA97F,  // Hangul Jamo Extended-A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x1B2FF,  // Tangut, Khitan, kana supplements, Nüshu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x3FFFD,  // CJK extensions B and beyond
    ]
}
