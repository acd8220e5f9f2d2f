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
                try BookmarkImagesReport.report(
                    try await environment.bookmarks.imageReport(
                        fetchingWith: fetch ? environment.imageLoader(cache: cache) : nil)
                ).emit()
            }
        }
    }
}
