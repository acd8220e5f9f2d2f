import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

@Suite("Commands fetch images only from the chosen hosts", .timeLimit(.minutes(1)))
struct ImageHostCommandTests {
    @Test("show --images symbols and bookmarks add say the host is not allowed, and send it nothing")
    func otherPort() async throws {
        let elsewhere = try HostileServer(mode: .newest(9))
        defer { elsewhere.stop() }
        let port = try #require(elsewhere.baseURL.port)
        let server = try HostileServer(mode: .image(at: "http://127.0.0.1:\(port)/x.png", newest: 9))
        defer { server.stop() }
        let folder = try ServicesFolder()
        defer { folder.remove() }
        let services = try folder.services(baseURL: server.baseURL)
        let log = NoteLog()

        // `show 5 --images symbols`: the comic, then its image within the same phase.
        let deadline = ContinuousClock.now + services.configuration.networkPhase
        let printer = try #require(
            ComicImagePrinter(
                profile: TerminalProfile(
                    facts: TerminalFacts(), isOutputTerminal: false, images: .symbols, ascii: false),
                loader: services.imageLoader(cacheCapacity: 1 << 20),
                note: log.note))
        let found = try await services.comicLookup.find(.number(5))
        try await printer.print(found.comic, before: deadline)
        let added = try await CommandRun.addBookmarks([5], from: services)

        #expect(found.comic.number == 5)
        #expect(log.notes.contains { $0.contains("image host not allowed: 127.0.0.1:\(port)") }, "\(log.notes)")
        #expect(added.exitCode == 0, "\(added.stderr)")
        #expect(added.stderrText.contains("image host not allowed: 127.0.0.1:\(port)"), "\(added.stderr)")
        #expect(elsewhere.requestCount == 0)
    }
}
