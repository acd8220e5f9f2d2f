import ComicTestSupport
import Foundation
import Testing

/// The reader's detail screen with `--images symbols`, driven in tmux.
@Suite("Comic images in the interactive reader", .serialized, .needsTmux(), .timeLimit(.minutes(2)))
struct ReaderImageTests {
    /// Symbols from the encoder's map: box drawing (chafa's borders) and blocks.
    static func blockCharacters(_ text: Substring) -> Int {
        text.unicodeScalars.filter { (0x2500...0x259F).contains($0.value) }.count
    }

    /// The screen's lines, and how many hold image symbols.
    static func imageRows(_ screen: String) -> [Substring] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).filter { blockCharacters($0) > 3 }
    }

    /// The widest run of image symbols on any line.
    static func imageWidth(_ screen: String) -> Int {
        imageRows(screen).map { $0.count }.max() ?? 0
    }

    @Test(
        "the detail screen shows the image, then the alt text; scrolling, i, I, n/p and resizing; q restores the terminal"
    )
    func imageOnTheDetailScreen() async throws {
        try await withComicSite(.small) { base in
            let runner = try BinaryRunner(baseURL: base)
            try await Tmux.withReader(
                base: base, runner: runner, rows: 30, arguments: "--images symbols", imagesOff: false, drive)
        }
    }

    func drive(_ tmux: Tmux) async throws {
        _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }

        // Given comic 410 open: the image first, then the text, with the alt text (the punchline) on the first screen.
        try await tmux.sendKeys("Enter")
        var screen = try await tmux.waitForScreen { $0.contains("xkcd #410") && Self.imageRows($0).count > 10 }
        let fittedHeight = Self.imageRows(screen).count
        screen = try await tmux.waitForScreen { $0.contains("A comic with extra parts.") }
        var lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let lastImageRow = try #require(lines.lastIndex { Self.blockCharacters($0) > 3 })
        let textRow = try #require(lines.firstIndex { $0.contains("Published") })
        #expect(lastImageRow < textRow, "the image comes before the text")

        // i: the image at full height, the text below the fold; the screen's full width.
        try await tmux.sendKeys("i")
        screen = try await tmux.waitForScreen { Self.imageRows($0).count > fittedHeight }
        let fullHeight = Self.imageRows(screen).count
        let fullWidth = Self.imageWidth(screen)
        #expect(fullWidth > 90)
        #expect(!screen.contains("Published"), "the text starts below the image")

        // Scrolling moves past the image to the text: the image's top goes off screen.
        try await tmux.sendKeys("G")
        screen = try await tmux.waitForScreen {
            $0.contains("explainxkcd.com/wiki/index.php/410") && $0.contains("Published")
        }
        lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Self.imageRows(screen).count < fullHeight)
        #expect(lines.contains { $0.contains("Published") })
        try await tmux.sendKeys("g")
        screen = try await tmux.waitForScreen { Self.imageRows($0).count >= fullHeight }

        // I hides the image and shows it again.
        try await tmux.sendKeys("I")
        screen = try await tmux.waitForScreen { $0.contains("Image hidden") && Self.imageRows($0).isEmpty }
        try await tmux.sendKeys("I")
        screen = try await tmux.waitForScreen { Self.imageRows($0).count >= fullHeight }

        // n opens the next comic in the feed, with its image; p goes back.
        try await tmux.sendKeys("n")
        screen = try await tmux.waitForScreen { $0.contains("xkcd #409") && Self.imageRows($0).count > 10 }
        try await tmux.sendKeys("p")
        screen = try await tmux.waitForScreen { $0.contains("xkcd #410") && Self.imageRows($0).count > 10 }

        // A narrower window redraws the image to its width.
        try await tmux.resize(columns: 60, rows: 30)
        screen = try await tmux.waitForScreen {
            Self.imageWidth($0) > 0 && Self.imageWidth($0) <= 60 && Self.imageRows($0).count > 5
        }
        #expect(Self.imageWidth(screen) < fullWidth)

        try await tmux.sendKeys("Q")
        screen = try await tmux.waitForScreen { $0.contains("END-MODE") }
        #expect(screen.contains("EXIT=0"))
        #expect(screen.contains("MODE: icanon echo"))
    }
}

extension Tmux {
    /// Resizes the window, as a person dragging its corner does (the program gets SIGWINCH).
    func resize(columns: Int, rows: Int) async throws {
        let result = try await ChildProcess.run(
            Self.executable, Self.server + ["resize-window", "-t", name, "-x", "\(columns)", "-y", "\(rows)"])
        guard result.status == 0 else { throw TmuxError.failed(["resize-window"], result.stderr) }
    }
}
