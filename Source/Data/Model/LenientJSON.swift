import Foundation

/// Repairs the two faults a JSON parser refuses but a reader can live with:
/// an invalid UTF-8 byte and a `\u` escape of a lone surrogate both become
/// U+FFFD. One linear pass; everything else is left for the parser to judge.
enum LenientJSON {
    static func repaired(_ data: Data) -> Data {
        let text = Array(String(decoding: data, as: UTF8.self).utf8)
        var output = [UInt8]()
        output.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            let byte = text[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < text.count else {
                output.append(byte)
                index += 1
                continue
            }
            guard let unit = hexEscape(in: text, at: index) else {
                // Any other escape (`\\`, `\"`, …) is two bytes the parser checks.
                output += text[index...index + 1]
                index += 2
                continue
            }
            if (0xD800...0xDBFF).contains(unit), let low = hexEscape(in: text, at: index + 6),
                (0xDC00...0xDFFF).contains(low)
            {
                output += text[index..<index + 12]
                index += 12
            } else if (0xD800...0xDFFF).contains(unit) {
                output += Array(#"\uFFFD"#.utf8)
                index += 6
            } else {
                output += text[index..<index + 6]
                index += 6
            }
        }
        return Data(output)
    }

    /// The code unit of a `\uXXXX` escape starting at `index`, if there is one.
    private static func hexEscape(in text: [UInt8], at index: Int) -> UInt16? {
        guard index + 5 < text.count, text[index] == UInt8(ascii: "\\"), text[index + 1] == UInt8(ascii: "u"),
            let hex = String(bytes: text[index + 2..<index + 6], encoding: .ascii)
        else { return nil }
        return UInt16(hex, radix: 16)
    }
}
