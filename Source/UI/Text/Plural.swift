/// A count and its noun, agreeing: "1 unread comic", "2 unread comics",
/// "1,700 comics" (grouped, as every count a person reads).
public enum Plural {
    public static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(NumberText.grouped(count)) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
