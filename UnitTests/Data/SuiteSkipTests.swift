import ComicTestSupport
import Synchronization
import Testing

@Suite("A suite that cannot run says so once")
struct SuiteSkipTests {
    final class Lines: Sendable {
        let written = Mutex<[String]>([])
        func append(_ line: String) { written.withLock { $0.append(line) } }
        var all: [String] { written.withLock { $0 } }
    }

    @Test("one SKIP line per suite, however many of its tests ask; none when nothing is missing")
    func oneLinePerSuite() {
        let lines = Lines()
        let skip = SuiteSkip(write: lines.append)
        for _ in 0..<5 { #expect(!skip.runs("Tmux/ReaderTests.swift", unless: "tmux is not installed")) }
        #expect(!skip.runs("HTTPS/SiteTests.swift", unless: "nginx is not installed"))
        #expect(!skip.runs("HTTPS/SiteTests.swift", unless: "nginx is not installed"))
        #expect(skip.runs("Plain/Tests.swift", unless: nil))
        #expect(
            lines.all == [
                "SKIP: Tmux/ReaderTests.swift: tmux is not installed",
                "SKIP: HTTPS/SiteTests.swift: nginx is not installed",
            ])
    }

    @Test("tests asking at once still write one line")
    func concurrentAsks() async {
        let lines = Lines()
        let skip = SuiteSkip(write: lines.append)
        await withTaskGroup { group in
            for _ in 0..<32 { group.addTask { _ = skip.runs("Suite.swift", unless: "php is not installed") } }
        }
        #expect(lines.all == ["SKIP: Suite.swift: php is not installed"])
    }
}
