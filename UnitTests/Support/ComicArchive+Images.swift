import ComicData
import Foundation

extension ComicArchive {
    /// This archive with comic `number`'s `img` set to `img`; the comic is
    /// made up when the archive lacks it.
    public func settingImage(_ img: String, ofComic number: Int) throws -> ComicArchive {
        var comic = try bodies[number].map { try APIComic.decode(from: $0) } ?? SyntheticComic.api(number: number)
        comic.img = img
        var copy = self
        copy.bodies[number] = try JSONEncoder().encode(comic)
        return copy
    }
}
