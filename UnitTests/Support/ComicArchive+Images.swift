import ComicData
import Foundation

extension ComicArchive {
    /// This archive with comic `number`'s `img` set to `img`; the comic is
    /// made up when the archive lacks it.
    public func settingImage(_ img: String, ofComic number: Int) throws -> ComicArchive {
        try setting(\.img, to: img, ofComic: number)
    }

    /// This archive with comic `number`'s `link` set to `link` (its large version, say).
    public func settingLink(_ link: String, ofComic number: Int) throws -> ComicArchive {
        try setting(\.link, to: link, ofComic: number)
    }

    private func setting(_ field: WritableKeyPath<APIComic, String>, to value: String, ofComic number: Int) throws
        -> ComicArchive
    {
        var comic = try bodies[number].map { try APIComic.decode(from: $0) } ?? SyntheticComic.api(number: number)
        comic[keyPath: field] = value
        var copy = self
        copy.bodies[number] = try JSONEncoder().encode(comic)
        return copy
    }

    /// Where a server at `base` (the stub, a `SharedComicSite`) serves the
    /// comics' images: its `/images/`, answered with fixtures.
    static func imageBase(of base: URL) -> String {
        base.appendingPathComponent("images").absoluteString + "/"
    }

    /// Comic `number`'s body as a server at `base` serves it, `img` pointing
    /// at that server; nil when the archive lacks it.
    public func servedBody(ofComic number: Int, from base: URL) -> Data? {
        bodies[number].map { StubState.pointingImagesAtStub($0, imageBase: Self.imageBase(of: base)) }
    }
}
