import ComicData
import ComicUI
import Foundation
import Testing

@Suite("Output policy: JSON keeps unsafe characters as escapes; messages keep no secrets")
struct OutputPolicyTests {
    @Test("every control and bidi character becomes a \\u escape; the data decodes back intact")
    func escapesUnsafe() throws {
        let hostile = "a\u{0}b\u{1B}[2Jc\u{7F}d\u{85}e\u{9B}1mf\u{202E}g\u{2066}h\u{200E}i\u{200F}j\u{061C}k\u{202A}l"
        let encoded = String(decoding: try JSONEncoder().encode(["title": hostile]), as: UTF8.self)
        let json = OutputPolicy.escapingUnsafe(json: encoded)
        #expect(!json.unicodeScalars.contains { OutputPolicy.isUnsafe($0) })
        for escape in [
            "\\u007f", "\\u0085", "\\u009b", "\\u202e", "\\u2066", "\\u200e", "\\u200f", "\\u061c", "\\u202a",
        ] {
            #expect(json.contains(escape), "\(escape) missing from \(json)")
        }
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(json.utf8))
        #expect(decoded["title"] == hostile)
    }

    @Test("pretty-printed JSON keeps its line breaks and indentation")
    func keepsWhitespace() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let encoded = String(decoding: try encoder.encode(["a": "x\u{9B}", "b": "y"]), as: UTF8.self)
        let json = OutputPolicy.escapingUnsafe(json: encoded)
        #expect(json == encoded.replacingOccurrences(of: "\u{9B}", with: "\\u009b"))
        #expect(json.contains("\n"))
    }

    @Test("safe text passes unchanged")
    func safeText() {
        let json = #"{"title":"Pokémon — 日本語 🙂"}"#
        #expect(OutputPolicy.escapingUnsafe(json: json) == json)
    }

    @Test("URLs in messages lose their user name, password and token-like queries")
    func redaction() throws {
        let url = try #require(URL(string: "http://user:s3cret@127.0.0.1:8080/5/info.0.json"))
        #expect(url.redactedDescription == "http://127.0.0.1:8080/5/info.0.json")
        let tokened = try #require(URL(string: "https://xkcd.com/info.0.json?access_token=abc123&x=1"))
        #expect(tokened.redactedDescription == "https://xkcd.com/info.0.json?…")
        let plain = try #require(URL(string: "https://xkcd.com/info.0.json?page=2"))
        #expect(plain.redactedDescription == "https://xkcd.com/info.0.json?page=2")
        let errors: [any CustomStringConvertible] = [
            NetworkError.timedOut(url), NetworkError.transport(url, reason: "x"),
            NetworkError.responseTooLarge(url, limit: 1024), NetworkError.tooManyRedirects(url, limit: 5),
            NetworkError.redirectRefused(url, target: "a file: URL"),
            NetworkError.unexpectedEncoding(url, encoding: "gzip"),
            ComicLoadError.httpStatus(500, url), ComicLoadError.malformed(url, reason: "x"),
            ComicLoadError.implausibleNewest(0, url, highest: 4104),
        ]
        for error in errors {
            #expect(!error.description.contains("s3cret") && !error.description.contains("user"), "\(error)")
        }
    }
}
