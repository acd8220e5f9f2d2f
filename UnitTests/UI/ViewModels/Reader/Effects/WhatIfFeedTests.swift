import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

/// The reader's What If? feed against nginx serving the stand-in site: the
/// archive (the immutable remote source) written through to the store (the
/// local one) and paged as the comics' feeds are, and offline the saved copy.
@Suite(
    "What If? feed against nginx over HTTPS", .timeLimit(.minutes(2)),
    .enabled(if: HTTPSTestSite.unavailableReason == nil, "\(HTTPSTestSite.unavailableReason ?? ""): skipped"))
struct WhatIfFeedTests {
    static func services(_ folder: ServicesFolder, _ site: HTTPSTestSite?, offline: Bool = false) throws
        -> ComicServices
    {
        try folder.services(offline: offline, pageSize: 5) { configuration in
            if let site {
                configuration.whatIfURL = site.baseURL
                configuration.trust.file = site.authority.certificate.path
            }
        }
    }

    @Test("online: articles newest first, five a page, the rows articles with their marks, not comics")
    func online() async throws {
        try await withWhatIfSite { site in
            let folder = try ServicesFolder()
            defer { folder.remove() }
            let services = try Self.services(folder, site)
            try await services.whatIfMarks.read.setMarked(true, numbers: [11])
            let first = try await services.whatIfFeed.loadFirst(5)
            #expect(first.rows.map(\.number) == [12, 11, 10, 9, 8])
            #expect(first.comics.isEmpty)
            #expect(first.rows.allSatisfy { $0.article != nil })
            #expect(first.rows.map(\.isRead) == [false, true, false, false, false])
            #expect(first.hasMore && !first.isFromCache)
            await services.whatIfFeed.loadNextPage()
            let second = await services.whatIfFeed.currentState
            #expect(second.rows.map(\.number) == Array((3...12).reversed()))
            // Written through: the store holds the archive the site listed.
            #expect(try await services.whatIfStore.entries(limit: 100).count == 12)
            // Go to: a page starting at an article.
            #expect(await services.whatIfFeed.start(at: 4))
            let started = await services.whatIfFeed.currentState
            #expect(started.rows.first?.number == 4 && started.hasNewer)
        }
    }

    @Test("offline after sync --whatif: the saved archive, said to come from the saved copy")
    func offline() async throws {
        let folder = try ServicesFolder()
        defer { folder.remove() }
        try await withWhatIfSite { site in
            let services = try Self.services(folder, site)
            _ = try await services.whatIfSync()?.run()
        }
        let offline = try Self.services(folder, nil, offline: true)
        let state = try await offline.whatIfFeed.loadFirst(12)
        #expect(state.rows.map(\.number) == Array((1...12).reversed()))
        #expect(state.isFromCache && state.isOffline)
        let article = try await offline.whatIf.article(7)
        #expect(article.value.title == "Walking to the Sea" && article.isFromCache)
    }

    @Test("offline with nothing saved: one line saying how to save the articles")
    func offlineEmpty() async throws {
        let folder = try ServicesFolder()
        defer { folder.remove() }
        let services = try Self.services(folder, nil, offline: true)
        let state = await services.whatIfFeed.loadFirstFailing()
        #expect(state == WhatIfError.noArchive.description)
    }
}

/// Article marks have one writer, their `MarkRepository`: the reader's
/// keys and an import go through it, and every What If? feed shows them at once.
@Suite("What If? marks through their MarkRepository")
struct WhatIfMarkRepositoryTests {
    @Test("b in the reader and an import bookmark the article through the repository, never a comic")
    func throughTheRepository() async throws {
        let folder = try ServicesFolder()
        defer { folder.remove() }
        let services = try folder.services(offline: true)
        let (_, sink) = AsyncStream<ReaderEvent>.makeStream()
        var handler = ReaderEffectHandler(services: services, images: nil, sink: sink)
        await withDiscardingTaskGroup { group in
            await handler.perform(.setArticleMark(.bookmark, 7, true), in: &group)
        }
        // No watcher runs: only a write through the repository shows here at once.
        #expect(await services.whatIfMarks.bookmarks.markedNumbers == [7])
        #expect(await services.whatIfFeed.currentState.marks[.bookmark] == [7])
        _ = try await services.whatIfMarks.bookmarks.importMarks(
            [MarkEntry(number: 9, line: 1, isWhatIf: true)], now: Date())
        #expect(await services.whatIfMarks.bookmarks.markedNumbers == [7, 9])
        #expect(try await services.whatIfStore.markedNumbers(.bookmark) == [7, 9])
        #expect(await services.bookmarkRepository.markedNumbers.isEmpty, "no comic 7 or 9 was bookmarked")
        await withDiscardingTaskGroup { group in
            await handler.perform(.setArticleMark(.bookmark, 7, false), in: &group)
        }
        #expect(await services.whatIfMarks.bookmarks.markedNumbers == [9])
    }

    @Test("no code but WhatIfMarkStore writes the articles' mark table")
    func oneWriter() throws {
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path),
            root.pathComponents.count > 1
        {
            root.deleteLastPathComponent()
        }
        let source = root.appendingPathComponent("Source")
        let files = try #require(FileManager.default.enumerator(at: source, includingPropertiesForKeys: nil))
        var writers: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            if text.range(of: #"(INSERT INTO|DELETE FROM|UPDATE) whatIfMark\b"#, options: .regularExpression) != nil {
                writers.insert(file.lastPathComponent)
            }
        }
        #expect(writers == ["WhatIfMarkStore.swift"])
    }
}

extension ComicFeed {
    /// The first page's failure line; nil when it loaded.
    func loadFirstFailing() async -> String? {
        do {
            _ = try await loadFirst(1)
            return nil
        } catch let error as RepositoryError {
            return "\(error)"
        } catch {
            return "\(error)"
        }
    }
}
