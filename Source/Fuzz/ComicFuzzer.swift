import ComicData
import ComicUI
import Foundation

#if FUZZING
import CFuzzerDriver
#endif

/// One fuzz input through everything remote text meets on its way out: the
/// API decoder, the text cleaner, the terminal sanitizer and the JSON
/// writer; then through the key decoder and the CSV writer (`InputFuzzer`).
/// A broken invariant traps, which libFuzzer records as a crash.
enum ComicFuzzer {
    static func check(_ data: Data) {
        let fields: [String]
        let decoded = Result { try APIComic.decode(from: data) }
        if case .failure(let error as ComicFieldTooLong) = decoded {
            precondition(error.length > error.limit, "a field within its cap was refused: \(error)")
        }
        if case .success(let raw) = decoded {
            expectWithinLimits(raw)
            let comic = Comic(raw: raw)
            fields = [comic.title, comic.safeTitle, comic.alt, comic.transcript, comic.news, raw.img, raw.link]
        } else {
            // Not a comic: the bytes as text still go through every cleaner.
            let text = String(decoding: data, as: UTF8.self)
            let cleaner = ComicTextCleaner()
            fields = [cleaner.cleanTitle(text), cleaner.cleanText(text), cleaner.cleanMarkup(text)]
        }
        for field in fields {
            expectSafe(TerminalSanitizer.line(field), allowingLineBreaks: false)
            expectSafe(TerminalSanitizer.lines(field), allowingLineBreaks: true)
        }
        guard let json = try? OutputPolicy.jsonText(fields) else {
            preconditionFailure("the JSON writer refused \(fields.count) strings")
        }
        expectSafe(json, allowingLineBreaks: true)
        expectSafeMessages(quoting: String(decoding: data, as: UTF8.self))
        guard let decoded = try? JSONDecoder().decode([String].self, from: Data(json.utf8)) else {
            preconditionFailure("the JSON writer wrote JSON it cannot read back")
        }
        precondition(decoded == fields, "the JSON writer lost data")
        InputFuzzer.check(data)
        ExplanationFuzzer.check(data)
    }

    /// Every field of a decoded comic is within its `ComicFieldLimits` cap.
    private static func expectWithinLimits(_ raw: APIComic) {
        let checks = [
            (raw.title, ComicFieldLimits.title), (raw.safeTitle, ComicFieldLimits.safeTitle),
            (raw.alt, ComicFieldLimits.alt),
            (raw.transcript, ComicFieldLimits.transcript), (raw.news, ComicFieldLimits.news),
            (raw.link, ComicFieldLimits.link), (raw.img, ComicFieldLimits.img),
        ]
        for (text, limit) in checks { precondition(text.utf8.count <= limit, "a field over its cap was kept") }
    }

    /// Built once: what is checked is the quoted text, not the URL.
    private static let url = XKCDHosts.defaultBaseURL.appendingPathComponent("1/info.0.json")

    /// Error messages quoting server text (a header, a redirect's host, a
    /// reason), as the command line writes them: through the message sanitizer.
    private static func expectSafeMessages(quoting text: String) {
        let messages = [
            NetworkError.unexpectedEncoding(url, encoding: text).description,
            NetworkError.redirectRefused(url, target: text).description,
            NetworkError.transport(url, reason: text).description,
            ComicLoadError.malformed(url, reason: text).description,
        ]
        for message in messages { expectSafe(TerminalSanitizer.lines("Error: " + message), allowingLineBreaks: true) }
    }

    /// No raw control, escape or bidi character; valid UTF-8 all the way.
    private static func expectSafe(_ text: String, allowingLineBreaks: Bool) {
        for scalar in text.unicodeScalars where OutputPolicy.isUnsafe(scalar) {
            precondition(allowingLineBreaks && scalar == "\n", "raw U+\(String(scalar.value, radix: 16)) in output")
        }
        precondition(String(decoding: Array(text.utf8), as: UTF8.self) == text, "output is not valid UTF-8")
    }
}

#if FUZZING
/// libFuzzer's callback, for its own `main` when the linker keeps that one.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    ComicFuzzer.check(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}
#endif

/// Under `-DFUZZING` (and `-sanitize=fuzzer`), hands control to libFuzzer;
/// otherwise replays the inputs (crash files, a corpus) given as paths.
@main
struct ComicFuzzMain {
    static func main() throws {
        #if FUZZING
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in fuzzOneInput(bytes, count) })
        #else
        for path in CommandLine.arguments.dropFirst() {
            ComicFuzzer.check(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #endif
    }
}
