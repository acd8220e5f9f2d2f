import ArgumentParser
import ComicData
import ComicSettings
import ComicUI
import Foundation

/// `--image-cache-mb`: for every command that may save images.
struct ImageCacheOptions: ParsableArguments {
    @Option(
        name: .customLong("image-cache-mb"),
        help:
            "Megabytes of unbookmarked comics' images to keep for offline reading; bookmarked ones are always kept."
    )
    var megabytes: Int = 100

    func validate() throws {
        guard (0...1_000_000).contains(megabytes) else {
            throw ValidationError("--image-cache-mb must be between 0 and 1000000, got \(megabytes)")
        }
    }

    var capacity: Int { megabytes * 1024 * 1024 }
}

/// `--images`: how comics' images are drawn. A command that draws them holds
/// `ImageCacheOptions` beside it, not inside: argument-parser's debug build
/// checks a nested group again for each check of its parent (the reader's
/// parse made 93 checks with it nested, 57 without).
struct ImageOptions: ParsableArguments {
    @Option(
        name: .customLong("images"),
        help: "Draw comics' images: auto, kitty, iterm, sixel, symbols or none (env XKCD_IMAGES; default auto).",
        completion: .list(ImageMode.allCases.map(\.rawValue)))
    var modeText: String?

    func validate() throws {
        try SettingFlags.check(flags)
    }

    var flags: [SettingKey: SettingFlag] { modeText.map { [.images: .text($0)] } ?? [:] }
}
