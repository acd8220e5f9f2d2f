import ComicData
import ComicUI
import Foundation

#if FUZZING
import CFuzzerDriver
#endif

/// One fuzz input through everything remote text meets on its way out: the
/// API decoder, the text cleaner, the terminal sanitizer and the JSON
/// writer. A broken invariant traps, which libFuzzer records as a crash.
enum ComicFuzzer {
    static func check(_ data: Data) {
        let fields: [String]
        if let raw = try? APIComic.decode(from: data) {
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
        guard let decoded = try? JSONDecoder().decode([String].self, from: Data(json.utf8)) else {
            preconditionFailure("the JSON writer wrote JSON it cannot read back")
        }
        precondition(decoded == fields, "the JSON writer lost data")
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
