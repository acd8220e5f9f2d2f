/// Text a reader of an untrusted page keeps, against a budget of UTF-8
/// bytes: what fits is kept, what is past it goes (cut at a byte, repaired).
enum TextBudget {
    static func spend(_ text: String, used: inout Int, limit: Int) -> String {
        let room = limit - used
        guard room > 0 else { return "" }
        let bytes = text.utf8.count
        if bytes <= room {
            used += bytes
            return text
        }
        used = limit
        return String(decoding: text.utf8.prefix(room), as: UTF8.self)
    }
}
