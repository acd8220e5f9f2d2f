import GRDB
import GRDBSQLite

/// `xkcd_rank(comicSearch)`: the rank of one full-text match, lower first
/// (`xkcd_whatif_rank(whatIfSearch)` the same for a What If? article).
///
/// FTS5's own `bm25()` cannot express the order a person expects here: it
/// divides by the whole comic's length, so one mention of the words in a
/// short alt text beats a transcript built around them, and its weights
/// cannot promise that a transcript never outranks a title (transcripts of
/// 1611–1677 belong to other comics). So the rank has two parts:
/// - the tier: 2 when every query word is in the title, else 3;
/// - within a tier, fewer weighted mentions rank lower: each word counts
///   its mentions in the title ×4, alt ×2, transcript ×1, at most 6 per word.
///
/// What explain xkcd says ranks below the comic's own text: a match that
/// needs a word found only in the explained transcript is tier 4, one that
/// needs the explanation's text tier 5.
///
/// Exact titles and comic numbers (tiers 0 and 1) are decided in SQL;
/// `bm25()` breaks ties. Registered on every connection the database opens.
enum SearchRanking {
    static let functionName = "xkcd_rank"
    /// The same rank for `whatIfSearch`'s articles.
    static let articleFunctionName = "xkcd_whatif_rank"

    /// Columns of the `comicSearch` table, in order.
    enum Column: Int32 {
        case title, safeTitle, alt, transcript
        // 4 and 5 are the folded titles, not indexed.
        case explainedTranscript = 6
        case explanation = 7
    }

    static let titleTier = 2
    static let otherTier = 3
    static let explainedTranscriptTier = 4
    static let explanationTier = 5
    static let tierSize = 1000
    static let maximumMentionsPerWord = 6

    /// Adds the function to a connection; without FTS5 in SQLite there is
    /// nothing to add to, and searches report SQLite's own error.
    static func register(in db: Database) {
        guard sqlite3_compileoption_used("ENABLE_FTS5") == 1 else { return }
        let api = FTS5.api(db)
        _ = api.pointee.xCreateFunction(UnsafeMutablePointer(mutating: api), functionName, nil, rankOfMatch, nil)
        _ = api.pointee.xCreateFunction(
            UnsafeMutablePointer(mutating: api), articleFunctionName, nil, rankOfArticleMatch, nil)
    }

    /// The rank from how often each query word (FTS5 phrase) appears in each column.
    static func rank(
        titleMentions: [Int], altMentions: [Int], transcriptMentions: [Int],
        explainedTranscriptMentions: [Int] = [], explanationMentions: [Int] = []
    ) -> Int {
        func mentions(_ list: [Int], _ word: Int) -> Int { word < list.count ? list[word] : 0 }
        let words = titleMentions.indices
        let own = words.map { 4 * titleMentions[$0] + 2 * altMentions[$0] + transcriptMentions[$0] }
        let explained = words.map { mentions(explainedTranscriptMentions, $0) }
        let explanation = words.map { mentions(explanationMentions, $0) }
        let tier =
            if titleMentions.allSatisfy({ $0 > 0 }) {
                titleTier
            } else if words.allSatisfy({ own[$0] > 0 || explained[$0] + explanation[$0] == 0 }) {
                otherTier
            } else if words.allSatisfy({ own[$0] > 0 || explained[$0] > 0 || explanation[$0] == 0 }) {
                explainedTranscriptTier
            } else {
                explanationTier
            }
        var weighted = 0
        for word in words {
            var count = own[word]
            if tier >= explainedTranscriptTier { count += explained[word] }
            if tier == explanationTier { count += explanation[word] }
            weighted += min(count, maximumMentionsPerWord)
        }
        return tier * tierSize + (tierSize - 1 - min(weighted, tierSize - 1))
    }
}

/// Mentions of each query word (FTS5 phrase) in each column: `[column][phrase]`;
/// nil after reporting an error to SQLite.
private func mentionsByColumn(
    _ api: UnsafePointer<Fts5ExtensionApi>?, _ fts: OpaquePointer?, _ context: OpaquePointer?
) -> [[Int]]? {
    guard let functions = api?.pointee, let fts, let phraseCountOf = functions.xPhraseCount,
        let columnCountOf = functions.xColumnCount, let instanceCountOf = functions.xInstCount,
        let instance = functions.xInst
    else {
        sqlite3_result_error(context, "xkcd_rank: no FTS5 context", -1)
        return nil
    }
    let phraseCount = Int(max(0, phraseCountOf(fts)))
    let columnCount = Int(max(0, columnCountOf(fts)))
    var instanceCount: Int32 = 0
    let code = instanceCountOf(fts, &instanceCount)
    guard code == SQLITE_OK else {
        sqlite3_result_error_code(context, code)
        return nil
    }
    var mentions = [[Int]](repeating: [Int](repeating: 0, count: phraseCount), count: columnCount)
    for index in 0..<instanceCount {
        var phrase: Int32 = 0
        var column: Int32 = 0
        var offset: Int32 = 0
        guard instance(fts, index, &phrase, &column, &offset) == SQLITE_OK, (0..<phraseCount).contains(Int(phrase)),
            (0..<columnCount).contains(Int(column))
        else { continue }
        mentions[Int(column)][Int(phrase)] += 1
    }
    return mentions
}

/// The C entry point FTS5 calls for each matching comic.
private func rankOfMatch(
    _ api: UnsafePointer<Fts5ExtensionApi>?, _ fts: OpaquePointer?, _ context: OpaquePointer?,
    _ argumentCount: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?
) {
    guard let mentions = mentionsByColumn(api, fts, context) else { return }
    typealias Column = SearchRanking.Column
    func column(_ column: Column) -> [Int] {
        Int(column.rawValue) < mentions.count ? mentions[Int(column.rawValue)] : []
    }
    // The larger of title and safe title, which are nearly always the same words.
    let titleMentions = zip(column(.title), column(.safeTitle)).map { max($0, $1) }
    let rank = SearchRanking.rank(
        titleMentions: titleMentions, altMentions: column(.alt), transcriptMentions: column(.transcript),
        explainedTranscriptMentions: column(.explainedTranscript), explanationMentions: column(.explanation))
    sqlite3_result_int64(context, sqlite3_int64(rank))
}

/// The C entry point for a What If? article (`whatIfSearch`: title,
/// question, body), ranked as a comic whose alt text is the question and
/// whose transcript is the body, so the two kinds share one order.
private func rankOfArticleMatch(
    _ api: UnsafePointer<Fts5ExtensionApi>?, _ fts: OpaquePointer?, _ context: OpaquePointer?,
    _ argumentCount: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?
) {
    guard let mentions = mentionsByColumn(api, fts, context), mentions.count >= 3 else {
        sqlite3_result_error(context, "xkcd_whatif_rank: not the What If? search table", -1)
        return
    }
    let rank = SearchRanking.rank(
        titleMentions: mentions[0], altMentions: mentions[1], transcriptMentions: mentions[2])
    sqlite3_result_int64(context, sqlite3_int64(rank))
}
