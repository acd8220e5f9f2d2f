/// Repairs UTF-8 that was decoded as Latin-1 or Windows-1252 and encoded
/// again (e.g. `youâ€™ve` → `you’ve`), only where the repair is unambiguous.
///
/// Each maximal run of characters that stand for a byte 0x80–0xFF is turned
/// back into those bytes; the run is replaced only if the bytes form valid
/// UTF-8 as a whole. Correct text such as "Pokémon" is left alone, because a
/// lone `é` (0xE9) is not valid UTF-8.
public enum MojibakeRepair {
    public static func repair(_ text: String) -> String {
        // Fast path: nothing outside ASCII, nothing to repair.
        guard text.unicodeScalars.contains(where: { $0.value >= 0x80 }) else { return text }

        // UTF-8 bytes, not a scalar view: appending scalar by scalar to a
        // string cost more than the repair.
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var run: [UInt8] = []
        var runScalars: [Unicode.Scalar] = []

        func flush() {
            guard !run.isEmpty else { return }
            if String(validating: run, as: UTF8.self) != nil {
                output += run
            } else {
                for scalar in runScalars { UTF8.encode(scalar) { output.append($0) } }
            }
            run.removeAll(keepingCapacity: true)
            runScalars.removeAll(keepingCapacity: true)
        }

        for scalar in text.unicodeScalars {
            if let byte = highByte(for: scalar) {
                run.append(byte)
                runScalars.append(scalar)
            } else {
                flush()
                UTF8.encode(scalar) { output.append($0) }
            }
        }
        flush()
        return String(decoding: output, as: UTF8.self)
    }

    /// The byte 0x80–0xFF a scalar stands for under Latin-1 or Windows-1252.
    private static func highByte(for scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 0x80...0xFF: return UInt8(scalar.value)
        case 0x0152...0x2122: return windows1252HighBytes[scalar.value]
        default: return nil
        }
    }

    /// Windows-1252's printable characters in 0x80–0x9F, which differ from Latin-1.
    private static let windows1252HighBytes: [UInt32: UInt8] = [
        0x20AC: 0x80, 0x201A: 0x82, 0x0192: 0x83, 0x201E: 0x84, 0x2026: 0x85,
        0x2020: 0x86, 0x2021: 0x87, 0x02C6: 0x88, 0x2030: 0x89, 0x0160: 0x8A,
        0x2039: 0x8B, 0x0152: 0x8C, 0x017D: 0x8E, 0x2018: 0x91, 0x2019: 0x92,
        0x201C: 0x93, 0x201D: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97,
        0x02DC: 0x98, 0x2122: 0x99, 0x0161: 0x9A, 0x203A: 0x9B, 0x0153: 0x9C,
        0x017E: 0x9E, 0x0178: 0x9F,
    ]
}
