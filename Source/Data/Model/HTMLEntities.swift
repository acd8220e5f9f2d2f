/// Decodes HTML character references (`&eacute;`, `&#233;`, `&#xE9;`) in one pass.
///
/// Only well-formed references are decoded: a bare `&` as in "D&D" and
/// unknown names stay as they are.
public enum HTMLEntities {
    public static func decode(_ text: String) -> String {
        guard text.hasASCII("&") else { return text }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "&", let (decoded, length) = reference(in: scalars, at: index) {
                output.append(contentsOf: decoded)
                index += length
            } else {
                output.append(scalars[index])
                index += 1
            }
        }
        return String(output)
    }

    /// The longest entity name we know is short; a `;` further away is not ours.
    private static let maximumReferenceLength = 12

    /// The scalars a reference starting at `start` (an `&`) stands for, and its length.
    private static func reference(
        in scalars: [Unicode.Scalar], at start: Int
    ) -> ([Unicode.Scalar], Int)? {
        let limit = min(scalars.count, start + maximumReferenceLength)
        guard let end = (start + 1..<limit).first(where: { scalars[$0] == ";" }), end > start + 1 else {
            return nil
        }
        let body = String(String.UnicodeScalarView(scalars[(start + 1)..<end]))
        let length = end - start + 1
        if body.hasPrefix("#") {
            guard let scalar = numericReference(body.dropFirst()) else { return nil }
            return ([scalar], length)
        }
        guard let value = named[body], let scalar = Unicode.Scalar(value) else { return nil }
        return ([scalar], length)
    }

    private static func numericReference(_ digits: Substring) -> Unicode.Scalar? {
        let value: UInt32?
        if let first = digits.first, first == "x" || first == "X" {
            value = UInt32(digits.dropFirst(), radix: 16)
        } else {
            value = UInt32(digits, radix: 10)
        }
        guard let value, value != 0 else { return nil }
        return Unicode.Scalar(value)
    }

    /// Latin-1 names for U+00A0…U+00FF, in code point order.
    private static let latin1Names = """
        nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr \
        deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest \
        Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml \
        ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig \
        agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml \
        eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml
        """.split(separator: " ")

    /// Greek letters, upper case from U+0391 and lower case from U+03B1 (ς at U+03C2).
    private static let greekNames = """
        Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho _ \
        Sigma Tau Upsilon Phi Chi Psi Omega
        """.split(separator: " ")

    private static let others: [String: UInt32] = [
        "quot": 34, "amp": 38, "apos": 39, "lt": 60, "gt": 62,
        "OElig": 0x152, "oelig": 0x153, "Scaron": 0x160, "scaron": 0x161, "Yuml": 0x178,
        "fnof": 0x192, "circ": 0x2C6, "tilde": 0x2DC, "sigmaf": 0x3C2,
        "ensp": 0x2002, "emsp": 0x2003, "thinsp": 0x2009, "zwnj": 0x200C, "zwj": 0x200D,
        "lrm": 0x200E, "rlm": 0x200F, "ndash": 0x2013, "mdash": 0x2014, "lsquo": 0x2018,
        "rsquo": 0x2019, "sbquo": 0x201A, "ldquo": 0x201C, "rdquo": 0x201D, "bdquo": 0x201E,
        "dagger": 0x2020, "Dagger": 0x2021, "bull": 0x2022, "hellip": 0x2026, "permil": 0x2030,
        "prime": 0x2032, "Prime": 0x2033, "lsaquo": 0x2039, "rsaquo": 0x203A, "euro": 0x20AC,
        "trade": 0x2122, "larr": 0x2190, "uarr": 0x2191, "rarr": 0x2192, "darr": 0x2193,
        "harr": 0x2194, "rArr": 0x21D2, "hArr": 0x21D4, "forall": 0x2200, "part": 0x2202,
        "exist": 0x2203, "empty": 0x2205, "nabla": 0x2207, "isin": 0x2208, "notin": 0x2209,
        "sum": 0x2211, "minus": 0x2212, "radic": 0x221A, "infin": 0x221E, "and": 0x2227,
        "or": 0x2228, "cap": 0x2229, "cup": 0x222A, "int": 0x222B, "ne": 0x2260,
        "equiv": 0x2261, "le": 0x2264, "ge": 0x2265, "sub": 0x2282, "sup": 0x2283,
        "hearts": 0x2665,
    ]

    private static let named: [String: UInt32] = {
        var table = others
        for (offset, name) in latin1Names.enumerated() {
            table[String(name)] = 0xA0 + UInt32(offset)
        }
        for (offset, name) in greekNames.enumerated() where name != "_" {
            table[String(name)] = 0x391 + UInt32(offset)
            table[String(name).lowercased()] = 0x3B1 + UInt32(offset)
        }
        return table
    }()
}
