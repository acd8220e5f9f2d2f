import Foundation
import GRDB

/// A row of the `comic` table: the API's raw values, and when they were fetched.
///
/// Raw, not cleaned: `comic` rebuilds the cleaned `Comic` on every read, so a
/// better cleaner applies to the whole cache without refetching.
struct ComicRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "comic"

    var number: Int
    var title: String
    var safeTitle: String
    var alt: String
    var img: String
    var transcript: String
    var link: String
    var news: String
    var year: String
    var month: String
    var day: String
    /// Milliseconds since 1970.
    var fetchedAt: Int64

    enum Columns {
        static let number = Column(CodingKeys.number)
        static let fetchedAt = Column(CodingKeys.fetchedAt)
    }

    /// Every insert, update or upsert of a comic rewrites its row of the
    /// search index in the same transaction, so the two never disagree.
    func aroundSave(_ db: Database, save: () throws -> PersistenceSuccess) throws {
        _ = try save()
        try SearchDocument(comic).save(in: db)
    }
}

extension ComicRecord {
    init(_ comic: Comic, fetchedAt: Date) {
        let raw = comic.raw
        self.init(
            number: raw.num, title: raw.title, safeTitle: raw.safeTitle, alt: raw.alt, img: raw.img,
            transcript: raw.transcript, link: raw.link, news: raw.news,
            year: raw.year, month: raw.month, day: raw.day,
            fetchedAt: fetchedAt.millisecondsSince1970)
    }

    var comic: Comic {
        Comic(raw: APIComic(
            num: number, title: title, safeTitle: safeTitle, alt: alt, img: img,
            transcript: transcript, link: link, news: news,
            year: year, month: month, day: day))
    }
}

extension DerivableRequest<ComicRecord> {
    /// Highest number first: the order of the latest-comics feed.
    func newestFirst() -> Self {
        order(ComicRecord.Columns.number.desc)
    }
}
