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
    private var loads = LoadsByNumber()
    private let layouts = NewestLayout()

    init(library: WhatIfLibrary?, sink: ReaderEventSink) {
        self.library = library
        self.sink = sink
    }

    mutating func load(_ number: Int, in group: inout DiscardingTaskGroup) {
        let (library, sink) = (self.library, self.sink)
        loads.load(number, in: &group) {
            guard let library else { throw WhatIfError.notSaved(number) }
            let served = try await library.article(number)
            return LoadedArticle(served.value, isFromCache: served.isFromCache)
        } failure: {
            "\($0)"
        } answer: {
            sink.yield(.articleLoaded(number, $0))
        }
    }

    mutating func close(_ number: Int) {
        loads.close(number)
    }

    /// Lays the article out off the main loop; one made for a size no longer wanted is dropped.
    func layOut(
        _ article: WhatIfArticle, _ key: ArticleLayout.Key, ambiguousIsWide: Bool, in group: inout DiscardingTaskGroup
    ) {
        let sink = self.sink
        layouts.make(in: &group) { _ in
            ArticleLayout(article, key: key, ambiguousIsWide: ambiguousIsWide)
        } deliver: {
            sink.yield(.articleLaidOut(article.number, $0))
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
