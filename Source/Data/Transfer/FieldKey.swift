/// A field of a mark file's JSON object, by name: the time field's name
/// depends on the kind of mark, and unknown fields must be seen to be refused.
struct FieldKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
