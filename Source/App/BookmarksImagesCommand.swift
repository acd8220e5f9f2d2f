import ArgumentParser
import ComicData
import ComicUI
import Foundation

extension BookmarksCommand {
    /// `xkcd bookmarks images`: which bookmarked comics lack a saved image, and `--fetch` to get them.
    struct Images: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List bookmarked comics whose image is not saved for offline reading; --fetch saves them.")

        @OptionGroup var global: GlobalOptions

        @OptionGroup var cache: ImageCacheOptions

        @Flag(help: "Fetch and save the missing images.")
        var fetch = false

        func run() async throws {
            try await CommandFailure.reporting {
                let environment = try AppEnvironment(global: global)
                let missing = try await ImageStore(database: environment.database).bookmarkedComicsWithoutImages()
                var reasons: [Int: ImageUnavailable] = [:]
                if fetch {
                    reasons = await environment.imageLoader(cache: cache).prefetch(missing)
                    let saved = missing.count - reasons.count
                    print("Saved \(saved) image\(saved == 1 ? "" : "s").")
                }
                let stillMissing = fetch ? missing.filter { reasons[$0.number] != nil } : missing
                // A bookmark whose comic is not cached has no image address to go by.
                let notCached = try await BookmarkStore(database: environment.database).numbersNotCached()
                if !notCached.isEmpty {
                    print(
                        "\(notCached.count) bookmarked comic\(notCached.count == 1 ? " is" : "s are") not cached, "
                            + "so \(notCached.count == 1 ? "its image is" : "their images are") not covered: "
                            + notCached.map { "#\($0)" }.joined(separator: ", "))
                }
                guard !stillMissing.isEmpty else {
                    if notCached.isEmpty { print("Every bookmarked comic's image is saved.") }
                    return
                }
                print("Bookmarked comics without a saved image:")
                for comic in stillMissing {
                    let reason = reasons[comic.number]?.description ?? Self.reasonBeforeFetching(comic)
                    print(TerminalSanitizer.line("#\(comic.number) \(comic.title): \(reason)"))
                }
            }
        }

        /// Comics with no image to fetch say so; the rest are simply not saved yet.
        private static func reasonBeforeFetching(_ comic: Comic) -> String {
            do {
                _ = try ComicImageLoader.followableURL(comic.raw.img)
                return "not saved yet (xkcd bookmarks images --fetch)"
            } catch {
                return error.description
            }
        }
    }
}
