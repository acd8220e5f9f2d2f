extension String {
    /// The text between double quotes, each quote inside doubled: a CSV
    /// field or an FTS5 string. By scalar, because a quote followed by a
    /// combining mark is one Character that a Character-wise replace misses.
    var doubleQuoted: String {
        var quoted = String.UnicodeScalarView()
        quoted.append("\"")
        for scalar in unicodeScalars {
            quoted.append(scalar)
            if scalar == "\"" { quoted.append("\"") }
        }
        quoted.append("\"")
        return String(quoted)
    }
}
