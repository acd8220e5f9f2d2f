import ComicData
import ComicTestSupport
import Foundation
import Testing

/// Huge images through the binary under /usr/bin/time: decoded no larger
/// than the decoded-pixel limit, whatever size the file declares.
@Suite("Huge images, through the binary", .serialized, .timeLimit(.minutes(3)))
struct LargeImageMemoryTests {
    static func peakKilobytes(showing image: Data, named name: String) async throws -> (Int, ChildProcess.Result) {
        let time = URL(fileURLWithPath: "/usr/bin/time")
        try #require(FileManager.default.isExecutableFile(atPath: time.path), "needs /usr/bin/time")
        let archive = try ComicArchive.synthetic(through: 20).settingImage(
            "https://imgs.example.com/comics/\(name)", ofComic: 9)
        return try await withStubServer(archive) { server, base in
            await server.setImage(image, named: "comics/\(name)")
            let runner = try BinaryRunner(baseURL: base)
            let result = try await ChildProcess.run(
                time, ["-f", "peak %M", try BinaryRunner.executable.path, "show", "9", "--images", "symbols"],
                environment: runner.environment.merging(["TERM": "xterm-256color", "COLUMNS": "200", "LINES": "60"]) {
                    $1
                })
            let peak = result.stderr.split(separator: "\n").last { $0.hasPrefix("peak ") }
            return (try #require(peak.flatMap { Int($0.dropFirst(5)) }, "\(result.stderr)"), result)
        }
    }

    @Test("a 10,000×10,000 PNG is shown with a peak under 250 MB (whole, its pixels alone are 400 MB)")
    func hugePNG() async throws {
        let png = try GeneratedImages.png(width: 10_000, height: 10_000) { x, y in
            (x / 500 + y / 500) % 2 == 0 ? 0 : 255
        }

        let (kilobytes, result) = try await Self.peakKilobytes(showing: png, named: "huge.png")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("image unavailable"), "\(result.stderr)")
        #expect(result.stdout.contains("#9 Comic 9"))
        #expect(kilobytes < 250 * 1024, "peak \(kilobytes) KiB")
    }

    @Test("a 20,000×4,000 JPEG is shown with a peak under 250 MB (whole, 320 MB of pixels)")
    func wideJPEG() async throws {
        let jpeg = try GeneratedImages.jpeg(width: 20_000, height: 4_000) { x, _ in x % 1000 < 500 ? 0 : 255 }

        let (kilobytes, result) = try await Self.peakKilobytes(showing: jpeg, named: "wide.jpg")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("image unavailable"), "\(result.stderr)")
        #expect(kilobytes < 250 * 1024, "peak \(kilobytes) KiB")
    }

    @Test("a 154 KB PNG declaring 39.6 megapixels is shown with a peak under 250 MB (it took 338)")
    func declaredPNG() async throws {
        let png = try GeneratedImages.png(width: 7_000, height: 5_657) { _, _ in 255 }

        let (kilobytes, result) = try await Self.peakKilobytes(showing: png, named: "plain.png")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(kilobytes < 250 * 1024, "peak \(kilobytes) KiB")
    }
}
