import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

/// A server that accepts and never answers costs a command one network
/// phase (the `timeout` setting), not one per request or per step, and the
/// command still says what it has: the cache's comics, or one line.
@Suite("A silent server costs one network phase", .timeLimit(.minutes(1)))
struct SilentServerPhaseTests {
    static let limit = ServicesFolder.withinOnePhase()

    @Test(
        "a cold cache: latest ends within one phase (the prewarm's and the first page's) with one line",
        arguments: [(3, false), (1, true)])
    func coldLatest(count: Int, json: Bool) async throws {
        let silent = try HostileServer(mode: .silent)
        defer { silent.stop() }
        let folder = try ServicesFolder()
        defer { folder.remove() }
        let services = try folder.services(baseURL: silent.baseURL, pageSize: count) {
            $0.networkPhase = ServicesFolder.shortPhase
        }

        let (time, run) = try await elapsed { try await CommandRun.latest(count, json: json, from: services) }

        #expect(time < Self.limit, "latest took \(time)")
        #expect(run.exitCode != 0)
        #expect(run.output.isEmpty || run.output == "[]\n", "\(run.output)")
        #expect(run.stderr.count == 1, "\(run.stderr)")
    }

    @Test("a warm cache: show N prints the cached comic and latest the cached list, each within one phase")
    func warmCache() async throws {
        let folder = try ServicesFolder()
        defer { folder.remove() }
        try await withStubServer(.synthetic(through: 20)) { _, base in
            let services = try folder.services(baseURL: base, pageSize: 3)
            #expect(try await CommandRun.latest(3, from: services).exitCode == 0)
            #expect(try await CommandRun.show(.number(5), from: services).exitCode == 0)
        }
        let silent = try HostileServer(mode: .silent)
        defer { silent.stop() }
        let services = try folder.services(baseURL: silent.baseURL, pageSize: 3) {
            $0.networkPhase = ServicesFolder.shortPhase
        }

        let (showTime, shown) = try await elapsed { try await CommandRun.show(.number(5), from: services) }
        #expect(showTime < Self.limit, "show took \(showTime)")
        #expect(shown.exitCode == 0, "\(shown.stderr)")
        #expect(shown.output.contains("Comic 5"), "\(shown.output) \(shown.stderr)")

        let (latestTime, latest) = try await elapsed { try await CommandRun.latest(3, from: services) }
        #expect(latestTime < Self.limit, "latest took \(latestTime)")
        #expect(latest.output.hasPrefix("20\t"), "\(latest.output) \(latest.stderr)")
        #expect(latest.stderr.contains { $0.contains("cached comics") }, "\(latest.stderr)")
    }

    @Test("show with images: a comic that comes late leaves its image the rest of the phase, not a phase more")
    func lateComicSlowImage() async throws {
        // The comic takes 2 s of the 3 s phase; its image, which drips forever, may have the last second only.
        let server = try HostileServer(mode: .lateComicDrippingImage(seconds: 2, newest: 20))
        defer { server.stop() }
        let folder = try ServicesFolder()
        defer { folder.remove() }
        let services = try folder.services(baseURL: server.baseURL) { $0.networkPhase = ServicesFolder.shortPhase }
        let log = NoteLog()

        // As `show` runs: the comic and its image share one phase.
        let (time, found) = try await elapsed {
            let deadline = ContinuousClock.now + ServicesFolder.shortPhase
            let printer = try #require(
                ComicImagePrinter(
                    profile: TerminalProfile(
                        facts: TerminalFacts(), isOutputTerminal: false, images: .symbols, ascii: false),
                    loader: services.imageLoader(cacheCapacity: 1 << 20),
                    note: log.note))
            let found = try await services.comicLookup.find(.number(5))
            try await printer.print(found.comic, before: deadline)
            return found
        }

        #expect(time < Self.limit, "show took \(time)")
        #expect(found.comic.number == 5)
        #expect(log.notes.contains { $0.contains("comic 5: image unavailable") }, "\(log.notes)")
    }
}
