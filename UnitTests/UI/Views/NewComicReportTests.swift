import ComicData
import ComicUI
import Testing

/// What `xkcd new` prints, for a prompt: one short line, its titles made safe.
@Suite("New comics report")
struct NewComicReportTests {
    static func found(_ numbers: [Int], title: (Int) -> String? = { "Comic \($0)" }) -> NewComicCheck.Report {
        NewComicCheck.Report(
            newest: numbers.max(), lastSeen: (numbers.min() ?? 1) - 1,
            comics: numbers.sorted(by: >).map { NewComicCheck.NewComic(number: $0, title: title($0)) },
            count: numbers.count)
    }

    @Test("one to three are named oldest first; more, the count and the newest")
    func line() throws {
        let one = try NewComicReport.report(Self.found([3104]), countOnly: false, json: false)
        #expect(one.output == "1 new xkcd comic: #3104 Comic 3104\n" && one.exitCode == 0)
        let three = try NewComicReport.report(Self.found([3102, 3103, 3104]), countOnly: false, json: false)
        #expect(three.output == "3 new xkcd comics: #3102 Comic 3102, #3103 Comic 3103, #3104 Comic 3104\n")
        let many = try NewComicReport.report(Self.found(Array(3093...3104)), countOnly: false, json: false)
        #expect(many.output == "12 new xkcd comics, the newest #3104 Comic 3104\n")
    }

    @Test("a title's control bytes never reach the prompt; a long one is cut")
    func hostileTitle() throws {
        let found = Self.found([3104]) { _ in "\u{1B}]0;owned\u{07}" + String(repeating: "x", count: 200) }
        let output = try NewComicReport.report(found, countOnly: false, json: false).output
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(output.count < 100)
    }

    @Test("none new: no output and exit 1, but JSON still says so")
    func noneNew() throws {
        let none = NewComicCheck.Report(newest: 3104, lastSeen: 3104, comics: [], count: 0)
        let plain = try NewComicReport.report(none, countOnly: false, json: false)
        #expect(plain.output.isEmpty && plain.exitCode == 1)
        #expect(try NewComicReport.report(none, countOnly: true, json: false).output.isEmpty)
        let json = try NewComicReport.report(none, countOnly: false, json: true)
        #expect(json.exitCode == 1 && json.output.contains("\"count\" : 0"))
    }
}
