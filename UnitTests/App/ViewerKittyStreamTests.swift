import ComicTestSupport
import ComicUI
import Foundation
import Testing

/// The viewer with kitty's protocol, every byte the binary writes recorded
/// (tmux's pipe-pane): the pixels go once, each step is a placement.
@Suite("The image viewer's kitty byte stream", .serialized, .needsTmux(), .timeLimit(.minutes(2)))
struct ViewerKittyStreamTests {
    static let columns = 100
    static let rows = 30

    @Test("v sends the image once; + l l - 0 each place a source rectangle in under 512 bytes; q deletes it")
    func recordedStream() async throws {
        try await withComicSite(.small) { base in
            let runner = try BinaryRunner(baseURL: base)
            // The pane's pixel size as the binary reads it (tmux makes one up when no client says).
            let pixels = runner.directory.appendingPathComponent("pixels")
            let before =
                "python3 -c 'import fcntl, termios, struct; print(*struct.unpack(\"HHHH\", "
                + "fcntl.ioctl(0, termios.TIOCGWINSZ, bytes(8))))' > '\(pixels.path)';"
            try await Tmux.withReader(
                base: base, runner: runner, columns: Self.columns, rows: Self.rows, arguments: "--images kitty",
                imagesOff: false, before: before
            ) { tmux in
                try await drive(tmux, pixels: pixels)
            }
        }
    }

    /// CellGeometry.current's answer for `rows columns xpixel ypixel`.
    static func cell(_ winsize: String) -> CellGeometry {
        let numbers = winsize.split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { return .assumed }
        return CellGeometry(width: numbers[2] / numbers[1], height: numbers[3] / numbers[0])
    }

    func drive(_ tmux: Tmux, pixels: URL) async throws {
        _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }
        let cell = Self.cell(String(decoding: try Data(contentsOf: pixels), as: UTF8.self))
        let output = try await tmux.recordOutput()
        defer { output.remove() }

        try await tmux.sendBytes("v")
        try await output.wait { $0.contains("a=p,") }
        let opening = output.text()
        let header = try #require(Self.commands(in: opening).first { $0.hasPrefix("a=t,") })
        let keys = Self.keys(header)
        let id = try #require(keys["i"])
        let (width, height) = (try #require(keys["s"].flatMap(Int.init)), try #require(keys["v"].flatMap(Int.init)))
        // All rows but the status line.
        var viewport = ImageViewport(
            imageWidth: width, imageHeight: height, screenWidth: Self.columns * cell.width,
            screenHeight: (Self.rows - 1) * cell.height)
        #expect(Self.placements(in: opening, id: id) == [viewport.source])

        var seen = Self.bytes(output).count
        let steps: [(String, (inout ImageViewport) -> Void)] = [
            ("+", { $0.zoom(by: 1) }), ("+", { $0.zoom(by: 1) }), ("l", { $0.pan(across: 0.1, down: 0) }),
            ("l", { $0.pan(across: 0.1, down: 0) }), ("-", { $0.zoom(by: -1) }), ("0", { $0.fit() }),
        ]
        for (key, change) in steps {
            let before = viewport.source
            change(&viewport)
            let expected = viewport
            #expect(expected.source != before, "\(key) must move the view for the test to see a step")
            try await tmux.sendBytes(key)
            try await output.wait { _ in
                let step = Self.text(Self.bytes(output).dropFirst(seen))
                return Self.placements(in: step, id: id).contains(expected.source) && step.contains(expected.summary)
            }
            let written = Self.bytes(output)
            let step = Self.text(written.dropFirst(seen))
            seen = written.count
            let commands = Self.commands(in: step)
            #expect(commands.allSatisfy { $0.hasPrefix("a=p,i=\(id),") }, "\(key): only placements: \(commands)")
            #expect(Self.placements(in: step, id: id) == [expected.source], "\(key)")
            #expect(step.utf8.count < 512, "\(key): \(step.utf8.count) bytes")
        }

        try await tmux.sendBytes("q")
        try await output.wait { _ in Self.text(Self.bytes(output).dropFirst(seen)).contains("a=d,d=I,i=\(id),") }
        let all = output.text()
        #expect(Self.commands(in: all).filter { $0.hasPrefix("a=t,") || $0.hasPrefix("a=T,") }.count == 1)
        #expect(Self.commands(in: all).filter { Self.keys($0)["i"] == id && $0.contains("a=t") }.count == 1)
    }

    /// What the binary wrote so far, as bytes: a step starts at a byte offset, not a character.
    static func bytes(_ output: PaneOutput) -> Data {
        (try? Data(contentsOf: output.file)) ?? Data()
    }

    static func text(_ bytes: Data) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The keys of kitty's graphics commands (`ESC _ G keys ; payload ESC \`), in order.
    static func commands(in text: String) -> [String] {
        text.components(separatedBy: "\u{1B}_G").dropFirst().map { command in
            String(command.prefix { $0 != ";" && $0 != "\u{1B}" })
        }
    }

    static func keys(_ command: String) -> [String: String] {
        var keys: [String: String] = [:]
        for pair in command.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { keys[String(parts[0])] = String(parts[1]) }
        }
        return keys
    }

    /// The source rectangles placed of image `id`.
    static func placements(in text: String, id: String) -> [PixelRect] {
        commands(in: text).compactMap { command in
            let keys = keys(command)
            guard keys["a"] == "p", keys["i"] == id, let x = keys["x"].flatMap(Int.init),
                let y = keys["y"].flatMap(Int.init), let width = keys["w"].flatMap(Int.init),
                let height = keys["h"].flatMap(Int.init)
            else { return nil }
            return PixelRect(x: x, y: y, width: width, height: height)
        }
    }
}
