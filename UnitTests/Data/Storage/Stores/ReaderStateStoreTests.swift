import Foundation
import Testing

@testable import ComicData

@Suite("The reader's resume position")
struct ReaderStateStoreTests {
    @Test func nothingSavedIsNil() async throws {
        #expect(try await ReaderStateStore(database: AppDatabase.inMemory()).resumeComicNumber() == nil)
    }

    @Test func theLastSavedNumberIsKeptAcrossReopening() async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("xkcd.sqlite").path
            do {
                let database = try AppDatabase(path: path)
                try await ReaderStateStore(database: database).saveResumeComicNumber(1_200)
                try await ReaderStateStore(database: database).saveResumeComicNumber(1_137)
            }

            #expect(try await ReaderStateStore(database: AppDatabase(path: path)).resumeComicNumber() == 1_137)
        }
    }
}
