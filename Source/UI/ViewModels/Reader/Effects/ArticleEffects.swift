import ComicData
import Foundation

/// What If?'s effects: an article's load (back as `.articleLoaded`, so the
/// keys never wait for the site; leaving the screen cancels it), its layout
/// off the main loop, its illustrations, and the articles' marks, straight
/// on their shared `MarkRepository`s.
struct ArticleEffects: Sendable {
    /// Nil where the services have no What If? (a test's).
    let library: WhatIfLibrary?
    let sink: ReaderEventSink
    /// The loads under way, by article: finishing one's stream stops it.
    private var loading: [Int: AsyncStream<Never>.Continuation] = [:]
    private let newestLayout = LayoutTicket()

    init(library: WhatIfLibrary?, sink: ReaderEventSink) {
        self.library = library
        self.sink = sink
    }

    mutating func load(_ number: Int, in group: inout DiscardingTaskGroup) {
        let (library, sink) = (self.library, self.sink)
        let (closed, close) = AsyncStream<Never>.makeStream()
        self.close(number)
        loading[number] = close
        group.addTask {
            await SearchEffects.run(until: closed) {
                let content: ArticleScreen.Content
                do {
                    guard let library else { throw WhatIfError.notSaved(number) }
                    let served = try await library.article(number)
                    content = .loaded(served.value, isFromCache: served.isFromCache)
                } catch is CancellationError {
                    return
                } catch {
                    content = .unavailable("\(error)")
                }
                sink.yield(.articleLoaded(number, content))
            }
        }
    }

    mutating func close(_ number: Int) {
        loading.removeValue(forKey: number)?.finish()
    }

    /// Lays the article out off the main loop; one made for a size no longer wanted is dropped.
    func layOut(
        _ article: WhatIfArticle, _ key: ArticleLayout.Key, ambiguousIsWide: Bool, in group: inout DiscardingTaskGroup
    ) {
        let (sink, newest) = (self.sink, newestLayout)
        let ticket = newest.take()
        group.addTask {
            let layout = ArticleLayout(article, key: key, ambiguousIsWide: ambiguousIsWide)
            guard !Task.isCancelled, newest.isNewest(ticket) else { return }
            sink.yield(.articleLaidOut(article.number, layout))
        }
    }

    /// The illustrations, one after another, each back as `.illustrationLoaded`.
    func loadIllustrations(_ number: Int, _ sources: [String], in group: inout DiscardingTaskGroup) {
        guard let library else { return }
        let sink = self.sink
        group.addTask {
            for (index, src) in sources.enumerated() where !Task.isCancelled {
                let image: DetailImage
                if let bytes = await library.illustration(src) {
                    do {
                        let decoded = try ImageDecoder.decode(bytes)
                        image = .loaded(
                            ReaderImage(
                                comicNumber: ArticleScreen.imageKey(article: number, index: index), image: decoded))
                    } catch {
                        image = .unavailable("\(error)")
                    }
                } else {
                    image = .unavailable("not saved, and the site did not send it")
                }
                sink.yield(.illustrationLoaded(number, src: src, image))
            }
        }
    }

    /// Bookmarks or read marks on an article, through the mark repository every What If? feed shares.
    func setMark(_ kind: MarkKind, _ number: Int, _ isMarked: Bool, in group: inout DiscardingTaskGroup) {
        guard let library else { return }
        let sink = self.sink
        group.addTask {
            do {
                try await library.marks[kind].setMarked(isMarked, numbers: [number])
            } catch {
                sink.yield(
                    .notice("Could not \(isMarked ? "save" : "remove") the mark on What If? \(number): \(error)"))
            }
        }
    }
}
