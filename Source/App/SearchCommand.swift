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

    @Option(name: .shortAndLong, help: CountOption.help)
    var count = 20

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
        try CountOption.check(count)
        guard !words.isEmpty else { throw ValidationError("give at least one word to search for") }
        guard words.count <= Self.maximumWords else {
            throw ValidationError("too many words to search for (\(words.count.grouped)); at most \(Self.maximumWords)")
        }
    }

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
        // It only reads: each read on this thread, not a hop to GRDB's queue
        // and back; the database and the index alone, no services graph.
        let settings = try global.settings()
        let database = try AppEnvironment.database(settings: settings, connections: .oneReadingInline)
        let query = SearchQuery(arguments: words)
        let search = CachedComicSearch(database: database, query: query)
        let found = try await search.marks()
        let withArticles = kind != .comic && !found.savedArticles.isEmpty
        let comics = kind == .whatif ? nil : try await search.first(count, excluding: unread ? found.comicsRead : [])
        let articles =
            withArticles
            ? try await WhatIfStore(database: database).rankedSearch(query, limit: count * 2).filter {
                !unread || !found.articlesRead.contains($0.entry.number)
            } : []
        let source = SearchComicDataSource(database: database, query: query)
        // Comics and articles in one order: each comic's place as its feed ranked it.
        let positions = articles.isEmpty ? [:] : try await source.positions(of: Set(comics?.map(\.number) ?? []))
        let searched = kind == .whatif ? "What If? articles" : withArticles ? "comics or What If? articles" : "comics"
        let marks = SearchReport.Marks(
            comicBookmarks: comics == nil ? [] : found.comicBookmarks, comicsRead: found.comicsRead,
            articleBookmarks: found.articleBookmarks, articlesRead: found.articlesRead)
        return try SearchReport.report(
            SearchReport.ranked(comics: comics ?? [], positions: positions, articles: articles, count: count),
            words: words, searched: searched, marks: marks, unread: unread, json: json,
            coverage: kind == .whatif ? nil : try await source.coverage(),
            whatIfBase: settings.whatIfURL, output: TextOutput(profile: settings.terminal))
    }
}
