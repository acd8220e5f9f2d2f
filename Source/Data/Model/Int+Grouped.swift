extension Int {
    /// 3103 → "3,103": counts as a person reads them.
    public var grouped: String {
        let digits = String(magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return (self < 0 ? "-" : "") + grouped
    }
}
