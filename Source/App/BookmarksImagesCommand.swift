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
                let report = try await environment.bookmarks.imageReport(
                    fetchingWith: fetch ? environment.imageLoader(cache: cache) : nil)
                if let saved = report.saved { print("Saved \(Plural.count(saved, "image")).") }
                guard !report.missing.isEmpty || !report.notCached.isEmpty else {
                    print("Every bookmarked comic's image is saved.")
                    return
                }
                print("Bookmarked comics without a saved image:")
                for (comic, reason) in report.missing {
                    let why = reason?.description ?? Self.reasonBeforeFetching(comic)
                    print(TerminalSanitizer.line("#\(comic.number) \(comic.title): \(why)"))
                }
                // Listed, not dropped: nothing is known of their images until the comic is fetched.
                for number in report.notCached {
                    print("#\(number): the comic is not cached yet\(fetch ? "" : " (xkcd bookmarks images --fetch)")")
                }
                let uncached = report.notCached.count
                if uncached > 0 {
                    print(
                        "\(uncached) bookmarked comic\(uncached == 1 ? " is" : "s are") not cached, "
                            + "so \(uncached == 1 ? "its image is" : "their images are") not covered.")
                }
                // Asked to fetch, and nothing could be: a failure, whatever the list above says.
                if report.saved == 0 { throw ExitCode.failure }
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
