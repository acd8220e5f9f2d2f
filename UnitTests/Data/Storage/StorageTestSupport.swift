import ComicData
import Foundation

/// A comic with made-up text.
func makeComic(_ number: Int, title: String? = nil) -> Comic {
    Comic(raw: APIComic(
        num: number, title: title ?? "Comic \(number)", safeTitle: title ?? "Comic \(number)",
        alt: "Alt text of \(number)", img: "https://imgs.xkcd.com/comics/comic_\(number).png",
        year: "2020", month: "1", day: "2"))
}

/// Runs `body` with a new, empty folder in the temporary directory, removed afterwards.
@discardableResult
func withTemporaryFolder<T>(_ body: (URL) async throws -> T) async throws -> T {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("xkcd-storage-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder)
}
