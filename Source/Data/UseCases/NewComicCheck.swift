import Foundation

/// `xkcd new`: the comics out since the person last saw the newest, for a
/// shell prompt. The network is asked at most once per interval, with one
/// conditional request for the newest comic (a 304 costs no body); every
/// answer comes from the database.
public struct NewComicCheck: Sendable {
    /// A comic out since the last seen newest; its title when it is cached.
    public struct NewComic: Sendable, Hashable {
        public let number: Int
        public let title: String?

        public init(number: Int, title: String?) {
            self.number = number
            self.title = title
        }
    }

    /// What the database says now.
    public struct Report: Sendable, Hashable {
        public let newest: Int?
        public let lastSeen: Int?
        /// Highest first; at most `maximumListed` of `count`.
        public let comics: [NewComic]
        public let count: Int

        public init(newest: Int?, lastSeen: Int?, comics: [NewComic], count: Int) {
            self.newest = newest
            self.lastSeen = lastSeen
            self.comics = comics
            self.count = count
        }
    }

    /// How a check of the network went.
    public enum Refresh: Sendable, Hashable {
        case notModified
        case newest(Int)
        /// One readable line (the prompt says nothing of it: the answer comes from the database).
        case failed(String)
    }

    /// The comics a report names at most; the count is always whole.
    static let maximumListed = 50

    public let store: NewComicStore
    public let baseURL: URL
    /// The newest number known without asking (the API client's), raised by the cache's highest.
    let knownNewest: Int
    let maximumNewestJump: Int

    public init(database: AppDatabase, baseURL: URL, api: ComicAPIClient.Configuration = .init()) {
        store = NewComicStore(database: database)
        self.baseURL = baseURL
        knownNewest = api.knownNewest
        maximumNewestJump = api.maximumNewestJump
    }

    public var newestURL: URL { baseURL.appendingPathComponent("info.0.json") }

    /// Whether the last check of the newest comic is `interval` or more before `now` (or there was none).
    public func isDue(every interval: Duration, now: Date) async throws -> Bool {
        guard let last = try await store.lastCheck(of: newestURL) else { return true }
        let elapsed = now.timeIntervalSince(last.checkedAt)
        // A clock set back makes the last check look future: check again rather than never.
        return elapsed < 0 || elapsed >= Double(interval.components.seconds)
    }

    /// Asks `client` for the newest comic, conditionally on the last answer's validators.
    public func refresh(client: any NetworkClient, now: Date) async -> Refresh {
        let url = newestURL
        do {
            let last = try await store.lastCheck(of: url)
            var headers: [String: String] = [:]
            headers["If-None-Match"] = last?.etag
            headers["If-Modified-Since"] = last?.lastModified
            let response = try await client.send(NetworkRequest(url: url, headers: headers))
            switch response.statusCode {
            case 304:
                try await store.noteChecked(url, at: now)
                return .notModified
            case 200:
                let comic = try ComicFetcher.decodeComic(response.body, url: url)
                let cached = try await ComicCacheStore(database: store.database).highestCachedNumber()
                let highest = max(knownNewest, cached ?? 0)
                guard (1...(highest + maximumNewestJump)).contains(comic.number) else {
                    throw ComicLoadError.implausibleNewest(comic.number, url, highest: highest + maximumNewestJump)
                }
                let check = NewComicStore.Check(
                    etag: Self.validator(response.header("ETag")),
                    lastModified: Self.validator(response.header("Last-Modified")), checkedAt: now)
                try await store.noteNewest(comic, from: url, check: check)
                return .newest(comic.number)
            default:
                throw ComicLoadError.httpStatus(response.statusCode, url)
            }
        } catch let error as any ReadableError {
            return .failed(error.message)
        } catch {
            return .failed("\(error)")
        }
    }

    /// The comics above the last seen newest, from the database alone.
    public func report() async throws -> Report {
        let lastSeen = try await store.lastSeen()
        let (newest, titles) = try await store.cachedTitles(above: lastSeen ?? Int.max)
        guard let lastSeen, let newest, newest > lastSeen else {
            return Report(newest: newest, lastSeen: lastSeen, comics: [], count: 0)
        }
        let numbers = (lastSeen + 1...newest).reversed().filter { !Comic.missingNumbers.contains($0) }
        return Report(
            newest: newest, lastSeen: lastSeen,
            comics: numbers.prefix(Self.maximumListed).map { NewComic(number: $0, title: titles[$0]) },
            count: numbers.count)
    }

    /// A header's value worth sending back: one short line, else none.
    static func validator(_ value: String?) -> String? {
        guard let value, !value.isEmpty, value.count <= 200,
            value.unicodeScalars.allSatisfy({ (0x20..<0x7F).contains($0.value) })
        else { return nil }
        return value
    }
}
