extension StringProtocol {
    /// Without the blanks at either end: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` removes (tab, the space
    /// separators, the zero-width space), without `NSString`, whose first
    /// use sets up CoreFoundation's character sets: ~0.2 ms of a start.
    public var trimmingBlanks: String {
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isBlank }),
            let last = scalars.lastIndex(where: { !$0.isBlank })
        else { return "" }
        return String(scalars[first...last])
    }
}

extension Unicode.Scalar {
    /// CoreFoundation's whitespace set (`CharacterSet.whitespaces`): tab, the
    /// space separators (Unicode's Zs) and the zero-width space.
    var isBlank: Bool {
        switch value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}
