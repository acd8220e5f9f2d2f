import ArgumentParser
import ComicData
import ComicUI
import Foundation

/// `xkcd search`: ranked full-text search over the cached comics.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search titles, alt text and transcripts of the cached comics, best match first.",
        usage: "xkcd search <words>... [--count <n>] [--json] [--unread] [<options>]",
        discussion: """
            Searches what the cache holds (run `xkcd sync` to cache every comic); needs no network. \
            Words are matched whole, the last one also as a prefix; accents and case do not matter, \
            and word forms are folded ("estimation" finds "Estimating"); "Tukey's" finds "Tukey". \
            Words in double quotes rank first where they stand together ('"drop table"'). \
            When no comic holds the words, the titles most like them are shown (a typo is forgiven). \
            A comic number finds that comic.
            """
    ).parsedAlone()

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Words to look for.")
    var words: [String]

    @OptionGroup var counted: CountOption

    @Flag(help: "Print JSON only: an array of comics with the API's field names plus \"bookmarked\" and \"read\".")
    var json = false

    @Flag(help: "Only comics you have not read.")
    var unread = false

    @Option(help: "Search one publication only: comic or whatif (default: both; What If? articles as sync saved them).")
    var kind: SearchKind?

    enum SearchKind: String, ExpressibleByArgument, CaseIterable {
        case comic, whatif
    }

    func validate() throws {
        guard !words.isEmpty else { throw ValidationError("give at least one word to search for") }
        guard words.count <= Self.maximumWords else {
            throw ValidationError("too many words to search for (\(words.count.grouped)); at most \(Self.maximumWords)")
        }
    }

    var count: Int { counted.count }

    /// More words than any search needs (a title has at most a dozen).
    static let maximumWords = 64

    /// grep's convention, for scripts: 0 when something matched, 1 when nothing did (`SearchReport`), 2 on errors.
    static let failureExitCode: Int32 = 2

    func run() async throws {
        let report: CommandReport
        do {
            var found: CommandReport?
            try await CommandFailure.reporting { found = try await search() }
            report = found ?? CommandReport()
        } catch let failure as CommandFailure {
            throw CommandFailure(failure.description, exitCode: Self.failureExitCode)
        } catch {
            throw CommandFailure(String(describing: error), exitCode: Self.failureExitCode)
        }
        try report.emit()
    }

    private func search() async throws -> CommandReport {
        // It only reads: each read on this thread, not a hop to GRDB's queue and back.
        let environment = try AppEnvironment(
            settings: global.settings(), pageSize: count, connections: .oneReadingInline)
        let services = environment.services
        let query = SearchQuery(arguments: words)
        let read = try await environment.readMarkStore.markedNumbers()
        let store = services.whatIfStore
        let articlesRead = try await store.markedNumbers(.read)
        let saved = kind == .comic ? [] : try await store.savedArticleNumbers()
        let withArticles = !saved.isEmpty
        let comics =
            kind == .whatif
            ? nil
            : try await services.searchFeed(query, pageSize: count).loadFirst(count, excluding: unread ? read : [])
        let articles =
            withArticles
            ? try await store.rankedSearch(query, limit: count * 2).filter {
                !unread || !articlesRead.contains($0.entry.number)
            } : []
        // Comics and articles in one order: each comic's place as its feed ranked it.
        let positions =
            articles.isEmpty
            ? [:]
            : try await SearchComicDataSource(database: services.database, query: query).positions(
                of: Set(comics?.comics.map(\.number) ?? []))
        let searched = kind == .whatif ? "What If? articles" : withArticles ? "comics or What If? articles" : "comics"
        let marks = SearchReport.Marks(
            comicBookmarks: comics?.bookmarkedNumbers ?? [], comicsRead: read,
            articleBookmarks: try await store.markedNumbers(.bookmark), articlesRead: articlesRead)
        return try SearchReport.report(
            SearchReport.ranked(
                comics: comics?.comics ?? [], positions: positions, articles: articles, count: count),
            words: words, searched: searched, marks: marks, unread: unread, json: json,
            coverage: kind == .whatif ? nil : try await services.searchCoverage(),
            whatIfBase: services.configuration.whatIfURL,
            output: TextOutput(profile: environment.settings.terminal))
    }
}
