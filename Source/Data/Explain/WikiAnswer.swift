import Foundation

/// The parts of the wiki's JSON answers we read (`formatversion=2`),
/// decoded leniently like a comic: unknown fields ignored, numbers written
/// as text accepted, an invalid UTF-8 byte turned into U+FFFD, and every
/// kept text within `ExplainWikiLimits`.
struct WikiAnswer<Body: WikiAnswerBody>: Decodable, Sendable {
    /// An API error: `missingtitle`, `maxlag`, …
    struct Failure: Decodable, Sendable, Hashable {
        let code: String
        let info: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: WikiKey.self)
            code = container.lenientText("code", limit: ExplainWikiLimits.maximumErrorLength) ?? "unknown"
            info = container.lenientText("info", limit: ExplainWikiLimits.maximumErrorLength) ?? ""
        }
    }

    let error: Failure?
    let body: Body?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: WikiKey.self)
        error = try container.decodeIfPresent(Failure.self, forKey: WikiKey("error"))
        body = try container.decodeIfPresent(Body.self, forKey: WikiKey(Body.key))
    }

    /// Decodes `data`, repairing what `LenientJSON` repairs when the plain decoding fails.
    static func decode(from data: Data) throws -> WikiAnswer {
        do {
            return try JSONDecoder().decode(WikiAnswer.self, from: data)
        } catch {
            let repaired = LenientJSON.repaired(data)
            guard repaired != data else { throw error }
            return try JSONDecoder().decode(WikiAnswer.self, from: repaired)
        }
    }
}

/// A body found under its own key of the answer (`parse`, `query`).
protocol WikiAnswerBody: Decodable, Sendable {
    static var key: String { get }
}

/// Any JSON key.
struct WikiKey: CodingKey, Hashable {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer<WikiKey> {
    /// Text, or a number written as text; nil when absent, null, another type, or longer than `limit` UTF-8 bytes.
    func lenientText(_ name: String, limit: Int) -> String? {
        let key = WikiKey(name)
        if let text = try? decode(String.self, forKey: key) {
            return text.utf8.count <= limit ? text : nil
        }
        if let number = try? decode(Int.self, forKey: key) { return String(number) }
        return nil
    }

    /// An integer, or one written as text; nil when absent or neither.
    func lenientInt(_ name: String) -> Int? {
        let key = WikiKey(name)
        if let number = try? decode(Int.self, forKey: key) { return number }
        if let text = try? decode(String.self, forKey: key) { return Int(text.trimmingCharacters(in: .whitespaces)) }
        return nil
    }

    /// true for `true`, and for formatversion=1's `""` flags.
    func flag(_ name: String) -> Bool {
        let key = WikiKey(name)
        guard contains(key) else { return false }
        return (try? decode(Bool.self, forKey: key)) ?? true
    }
}
