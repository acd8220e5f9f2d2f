import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// `.openViewer`: the comic's best image comes back as `.viewerImage`, or why there is none.
@Suite("Reader effects: the image viewer", .timeLimit(.minutes(1)))
struct ReaderViewerEffectTests {
    static let comic = Comic(raw: SyntheticComic.api(number: 7))

    @Test("the best image comes back for the viewer, with which image it is")
    func loads() async throws {
        let image = try #require(InMemoryImages.image)
        var driver = EffectDriver(images: InMemoryImages())
        defer { driver.stop() }
        driver.send(.openViewer(Self.comic))
        #expect(await driver.expect(.viewerImage(7, .loaded(ReaderImage(comicNumber: 7, image: image), .normal))))
    }

    @Test("an image that cannot be had says why")
    func unavailable() async {
        var driver = EffectDriver(images: InMemoryImages(unavailable: .notCached))
        defer { driver.stop() }
        driver.send(.openViewer(Self.comic))
        #expect(await driver.expect(.viewerImage(7, .unavailable(ImageUnavailable.notCached.description))))
    }
}
