/// A count and its noun, agreeing: "1 unread comic", "2 unread comics".
public enum Plural {
    public static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count.grouped) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
