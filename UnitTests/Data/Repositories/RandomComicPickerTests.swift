import ComicData
import ComicTestSupport
import Foundation
import Testing

/// A seeded generator (SplitMix64): the same draws on every run.
struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Random comics")
struct RandomComicPickerTests {
    /// How often each number comes up in `draws` picks.
    private func counts(
        _ picker: RandomComicPicker<some ComicDataSource, some ComicCache>, draws: Int, excluding: Set<Int> = []
    ) async throws -> [Int: Int] {
        var counts: [Int: Int] = [:]
        for _ in 0..<draws {
            counts[try await picker.pick(excluding: excluding).comic.number, default: 0] += 1
        }
        return counts
    }

    @Test func everyExistingComicIsEquallyLikelyAndAMissingOneNeverComes() async throws {
        // Given comics 1 to 12 where 4, 9 and 11 do not exist
        let existing = Set(1...12).subtracting([4, 9, 11])
        let source = InMemoryComicDataSource(comics: existing.map { makeComic($0) })
        let picker = RandomComicPicker(
            source: source, cache: InMemoryComicCache(), generator: SeededGenerator(seed: 12))

        // When 9,000 comics are picked
        let counts = try await counts(picker, draws: 9_000)

        // Then only existing ones come, each about 1,000 times: a neighbour of
        // a missing number drawn in its place would come about 2,000 times
        #expect(Set(counts.keys) == existing)
        for (number, count) in counts {
            #expect((850...1_150).contains(count), "comic \(number) came \(count) times")
        }
    }

    @Test func leftOutComicsNeverCome() async throws {
        let source = InMemoryComicDataSource(comics: (1...6).map { makeComic($0) })
        let picker = RandomComicPicker(source: source, cache: InMemoryComicCache(), generator: SeededGenerator(seed: 3))

        let counts = try await counts(picker, draws: 600, excluding: [1, 2, 6])

        #expect(Set(counts.keys) == [3, 4, 5])
    }

    @Test func everythingLeftOutIsAClearFailure() async throws {
        let source = InMemoryComicDataSource(comics: (1...3).map { makeComic($0) })
        let picker = RandomComicPicker(source: source, cache: InMemoryComicCache(), generator: SeededGenerator(seed: 1))

        await #expect(throws: RandomPickFailure.nothingLeft(isFromCache: false)) {
            try await picker.pick(excluding: [1, 2, 3])
        }
    }

    @Test func comic404IsNeverRequested() async throws {
        // Given a server with comics 400 to 410 (and 1 to 399), where 404 would answer
        let client = ScriptedNetworkClient(archive: .synthetic(through: 410))
        let remote = ComicAPIClient(
            client: client, configuration: .init(baseURL: URL(string: "http://stub.test")!))
        let source = LatestComicDataSource(network: remote, cache: InMemoryComicCache())
        let picker = RandomComicPicker(
            source: source, cache: InMemoryComicCache(), generator: SeededGenerator(seed: 404))

        // When everything but 400 to 410 is left out and many comics are picked
        var picked = Set<Int>()
        for _ in 0..<200 { picked.insert(try await picker.pick(excluding: Set(1...399)).comic.number) }

        // Then every one of them came, and 404 was never asked for
        #expect(picked == Set(400...410).subtracting([404]))
        #expect(await client.requests.allSatisfy { !$0.url.path.hasPrefix("/404/") })
    }

    @Test func offlineItPicksAmongTheCachedComicsAndSaysSo() async throws {
        // Given an offline feed whose cache holds 5, 8 and 13
        let cache = InMemoryComicCache(comics: [5, 8, 13].map { makeComic($0) })
        let source = LatestComicDataSource(cache: cache)
        let picker = RandomComicPicker(source: source, cache: cache, generator: SeededGenerator(seed: 7))

        var picks: [RandomComicPicker<LatestComicDataSource<InMemoryComicCache>, InMemoryComicCache>.Pick] = []
        for _ in 0..<300 { picks.append(try await picker.pick(excluding: [8])) }

        #expect(Set(picks.map(\.comic.number)) == [5, 13])
        #expect(picks.allSatisfy { $0.isFromCache })
    }
}
