import ComicTestSupport
import Foundation
import Testing

@Suite("xkcd show --images and saved images, run as a person would")
struct ImageCommandTests {
    /// A colour terminal's environment for a child whose output is a pipe.
    static let colourTerminal = ["NO_COLOR": "", "TERM": "xterm-256color", "COLORTERM": "truecolor"]

    static func containsEscape(_ text: String) -> Bool { text.unicodeScalars.contains("\u{1B}") }

    static func blockCharacters(_ text: String) -> Int {
        text.unicodeScalars.filter { (0x2580...0x259F).contains($0.value) }.count
    }

    @Test("symbols: the image, in colour, above the comic's text")
    func symbolsAboveText() async throws {
        try await withStubServer(.synthetic(through: 20)) { _, base in
            let result = try await CommandRunner(baseURL: base).run(
                ["show", "5", "--images", "symbols"], environment: Self.colourTerminal)

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty)
            let title = try #require(result.stdout.range(of: "Comic 5"))
            let image = result.stdout[..<title.lowerBound]
            #expect(Self.blockCharacters(String(image)) > 100)
            #expect(image.contains("\u{1B}[38;2;") || image.contains("\u{1B}[48;2;"))
            #expect(result.stdout.contains("The alt text of comic 5."))
        }
    }

    @Test(
        "each pixel protocol's framing for each format, from the server",
        arguments: [
            ("kitty", "png", "\u{1B}_G"), ("iterm", "jpg", "\u{1B}]1337;File="), ("sixel", "gif", "\u{1B}P"),
        ])
    func pixelProtocols(mode: String, fileType: String, framing: String) async throws {
        let archive = try ComicArchive.synthetic(through: 20)
            .settingImage("https://imgs.example.com/comics/drawing.\(fileType)", ofComic: 7)
        try await withStubServer(archive) { _, base in
            let result = try await CommandRunner(baseURL: base).run(["show", "7", "--images", mode])

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix(framing))
            #expect(result.stdout.contains("Comic 7"))
        }
    }

    @Test("NO_COLOR symbols carry no escape byte; auto on a pipe and none draw nothing")
    func noColourAndNoImage() async throws {
        try await withStubServer(.synthetic(through: 20)) { server, base in
            let runner = try CommandRunner(baseURL: base)
            let plain = try await runner.run("show", "5")

            let monochrome = try await runner.run("show", "5", "--images", "symbols")
            #expect(monochrome.status == 0, "\(monochrome.stderr)")
            #expect(!Self.containsEscape(monochrome.stdout))
            #expect(Self.blockCharacters(monochrome.stdout) > 100)
            #expect(monochrome.stdout.hasSuffix(plain.stdout))

            await server.resetCounters()
            for mode in ["auto", "none"] {
                let result = try await runner.run(["show", "5", "--images", mode], environment: Self.colourTerminal)
                #expect(result.stdout == plain.stdout, "\(mode)")
            }
            let fromEnvironment = try await runner.run(["show", "5"], environment: ["XKCD_IMAGES": "none"])
            #expect(fromEnvironment.stdout == plain.stdout)
            #expect(await server.requestCount == 0, "no image fetched when none is drawn")
        }
    }

    @Test("--json never carries image bytes")
    func jsonHasNoImage() async throws {
        try await withStubServer(.synthetic(through: 20)) { _, base in
            let result = try await CommandRunner(baseURL: base).run(
                ["show", "5", "--json", "--images", "symbols"], environment: Self.colourTerminal)

            #expect(result.status == 0, "\(result.stderr)")
            #expect(!Self.containsEscape(result.stdout))
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            #expect(object["num"] as? Int == 5)
            #expect(Self.blockCharacters(result.stdout) == 0)
        }
    }

    @Test(
        "a broken, hostile or unfollowable image is a one-line note; the text is printed",
        arguments: [
            ("truncated.png", "could not be decoded"),
            ("page.png", "not a PNG, JPEG or GIF"),
            ("bomb.png", "claims 60000×60000 pixels, more than 250 megapixels; refused"),
            ("file:///etc/passwd", "a file: URL; only http and https are followed"),
            ("https://imgs.example.com/comics/", "has no image file"),
        ])
    func unavailableImage(img: String, reason: String) async throws {
        let url = img.contains(":") ? img : "https://imgs.example.com/comics/\(img)"
        let archive = try ComicArchive.synthetic(through: 20).settingImage(url, ofComic: 9)
        try await withStubServer(archive) { server, base in
            await server.setImage(ImageFixtures.truncated(try ImageFixtures.png), named: "comics/truncated.png")
            await server.setImage(ImageFixtures.notAnImage, named: "comics/page.png")
            await server.setImage(try ImageFixtures.bombPNG, named: "comics/bomb.png")

            let result = try await CommandRunner(baseURL: base).run(
                ["show", "9", "--images", "symbols"], environment: Self.colourTerminal)

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("note: comic 9: image unavailable: "))
            #expect(result.stderr.contains(reason))
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(!result.stderr.contains("passwd"))
            #expect(result.stdout.hasPrefix("#9 Comic 9"))
        }
    }

    @Test("a bookmarked comic's image is shown offline with the server stopped")
    func offlineBookmarkedImage() async throws {
        let server = StubXKCDServer(archive: .synthetic(through: 20))
        let runner = try CommandRunner(baseURL: try await server.start())
        let added = try await runner.run("bookmarks", "add", "12")
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr.isEmpty)
        await server.stop()

        let result = try await runner.run(
            ["show", "12", "--offline", "--images", "symbols"], environment: Self.colourTerminal)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(Self.blockCharacters(result.stdout) > 100)
        #expect(result.stdout.contains("Comic 12"))
        let unsaved = try await runner.run(["show", "12", "--offline", "--images", "symbols", "--image-cache-mb", "0"])
        #expect(Self.blockCharacters(unsaved.stdout) > 100, "a bookmark's image outlives any cap")
    }

    @Test("bookmarks images lists the bookmarks without a saved image; --fetch saves them")
    func bookmarksImagesReport() async throws {
        let archive = try ComicArchive.synthetic(through: 20)
            .settingImage("https://imgs.example.com/comics/", ofComic: 3)
            .settingImage("https://imgs.example.com/comics/gone.png", ofComic: 4)
        try await withStubServer(archive) { server, base in
            let runner = try CommandRunner(baseURL: base)
            await server.setImage(ImageFixtures.notAnImage, named: "comics/gone.png")
            let added = try await runner.run("bookmarks", "add", "3", "4", "5")
            #expect(added.stderr.contains("note: comic 3: image not saved: this comic has no image file"))
            #expect(added.stderr.contains("note: comic 4: image not saved: "))

            let report = try await runner.run("bookmarks", "images")
            #expect(report.status == 0, "\(report.stderr)")
            #expect(report.stdout.contains("#3 Comic 3: this comic has no image file"))
            #expect(report.stdout.contains("#4 Comic 4: not saved yet"))
            #expect(!report.stdout.contains("#5"))

            await server.setImage(try ImageFixtures.gif, named: "comics/gone.png")
            let fetched = try await runner.run("bookmarks", "images", "--fetch")
            #expect(fetched.stdout.hasPrefix("Saved 1 image."))
            #expect(!fetched.stdout.contains("#4"))
            #expect(fetched.stdout.contains("#3 Comic 3: this comic has no image file"))
        }
    }

    @Test("bookmarks images lists a bookmark whose comic is not cached; --fetch fetches the comic, then its image")
    func bookmarksImagesOfUncachedComics() async throws {
        try await withStubServer(ComicArchive.synthetic(through: 20)) { _, base in
            let runner = try CommandRunner(baseURL: base)
            let imported = try await runner.run(["bookmarks", "import", "--offline", "-"], input: "6\n")
            #expect(imported.status == 0, "\(imported.stderr)")

            let report = try await runner.run("bookmarks", "images", "--offline")
            #expect(report.status == 0, "\(report.stderr)")
            #expect(
                report.stdout
                    == "Bookmarked comics without a saved image:\n"
                    + "#6: the comic is not cached yet (xkcd bookmarks images --fetch)\n"
                    + "1 bookmarked comic is not cached, so its image is not covered.\n")

            let fetched = try await runner.run("bookmarks", "images", "--fetch")
            #expect(fetched.status == 0, "\(fetched.stderr)")
            #expect(fetched.stdout == "Saved 1 image.\nEvery bookmarked comic's image is saved.\n")
        }
    }

    @Test("a bad --images or XKCD_IMAGES is one clear line")
    func badMode() async throws {
        let runner = try CommandRunner(baseURL: nil)
        let flag = try await runner.run("show", "1", "--images", "braille")
        #expect(flag.status != 0)
        #expect(flag.stderr.contains("--images must be one of auto, kitty, iterm, sixel, symbols, none; got 'braille'"))

        let variable = try await runner.run(["show", "1", "--offline"], environment: ["XKCD_IMAGES": "pictures"])
        // The variable is named, not the flag that was never given; a usage mistake, as a bad flag is.
        #expect(variable.status == 64)
        #expect(variable.stderr.hasPrefix("Error: XKCD_IMAGES must be one of auto, kitty"), "\(variable.stderr)")
        #expect(variable.stderr.contains("got 'pictures'"))
        #expect(variable.stderr.split(separator: "\n").count == 1)

        // Every setting's variable is checked as the file's value is, not ignored.
        for (name, value) in [("XKCD_COLOR", "yes"), ("XKCD_MOUSE", "nope")] {
            let ignored = try await runner.run(["latest", "--offline"], environment: [name: value])
            #expect(ignored.status == 64)
            #expect(ignored.stderr.hasPrefix("Error: \(name) must be"), "\(ignored.stderr)")
        }
    }
}
