import ArgumentParser
import ComicData
import ComicUI
import Foundation

extension BookmarksCommand {
    /// `xkcd bookmarks images`: which bookmarked comics lack a saved image, and `--fetch` to get them.
    struct Images: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List bookmarked comics whose image is not saved for offline reading; --fetch saves them.",
            usage: "xkcd bookmarks images [--fetch] [<options>]")

        @OptionGroup var global: GlobalOptions

        @OptionGroup var cache: ImageCacheOptions

        @Flag(help: "Fetch and save the missing images.")
        var fetch = false

        func run() async throws {
            try await CommandFailure.reporting {
                let environment = try AppEnvironment(settings: global.settings())
                // A comic not cached yet (imported offline) comes first: its image URL is in it.
                if fetch { _ = try await environment.bookmarks.fetchUncached { try await $0.run(numbers: $1) } }
                let missing = try await ImageStore(database: environment.database).bookmarkedComicsWithoutImages()
                let notCached = try await BookmarkStore(database: environment.database).numbersNotCached()
                var reasons: [Int: ImageUnavailable] = [:]
                if fetch {
                    reasons = await environment.imageLoader(cache: cache).prefetch(missing)
                    let saved = missing.count - reasons.count
                    print("Saved \(Plural.count(saved, "image")).")
                }
                let stillMissing = fetch ? missing.filter { reasons[$0.number] != nil } : missing
                guard !stillMissing.isEmpty || !notCached.isEmpty else {
                    print("Every bookmarked comic's image is saved.")
                    return
                }
                print("Bookmarked comics without a saved image:")
                for comic in stillMissing {
                    let reason = reasons[comic.number]?.description ?? Self.reasonBeforeFetching(comic)
                    print(TerminalSanitizer.line("#\(comic.number) \(comic.title): \(reason)"))
                }
                // Listed, not dropped: nothing is known of their images until the comic is fetched.
                for number in notCached {
                    print("#\(number): the comic is not cached yet\(fetch ? "" : " (xkcd bookmarks images --fetch)")")
                }
                if !notCached.isEmpty {
                    print(
                        "\(notCached.count) bookmarked comic\(notCached.count == 1 ? " is" : "s are") not cached, "
                            + "so \(notCached.count == 1 ? "its image is" : "their images are") not covered.")
                }
                // Asked to fetch, and nothing could be: a failure, whatever the list above says.
                if fetch, missing.count == reasons.count { throw ExitCode.failure }
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
