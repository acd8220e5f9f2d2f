import ComicTestSupport
import Foundation
import Testing

/// `xkcd show N --images … --large`: the comic's best image, from the stub.
@Suite("xkcd show --large: the best image at fit size")
struct LargeImageCommandTests {
    /// The image part of `show`'s output: everything above the title.
    static func imagePart(_ stdout: String) -> String {
        stdout.range(of: "\n#").map { String(stdout[..<$0.lowerBound]) } ?? stdout
    }

    @Test("the large page's <img> is drawn with --large, the normal image without; offline, the same large one")
    func largeFromPage() async throws {
        // Black on the left, white on the right: unlike the fixture (a square and a disc on white).
        let large = try GeneratedImages.png(width: 3000, height: 1500) { x, _ in x < 1500 ? 0 : 255 }
        try await withStubServer(.synthetic(through: 20)) { server, base in
            let page = base.appendingPathComponent("images/comics/money_large/").absoluteString
            await server.setArchive(
                try ComicArchive.synthetic(through: 20)
                    .settingImage("https://imgs.example.com/comics/money.png", ofComic: 9)
                    .settingLink(page, ofComic: 9)
                    .settingImage("https://imgs.example.com/comics/same.png", ofComic: 10))
            await server.setImage(
                Data("<html><body><img src=\"money_huge.png\" alt=\"Money\"></body></html>".utf8),
                named: "comics/money_large/")
            await server.setImage(large, named: "comics/money_large/money_huge.png")
            // Comic 10's normal image is the same picture: what --large must draw for 9.
            await server.setImage(large, named: "comics/same.png")
            let runner = try CommandRunner(baseURL: base)

            let normal = try await runner.run(["show", "9", "--images", "symbols"], environment: [:])
            let expected = try await runner.run(["show", "10", "--images", "symbols"], environment: [:])
            let best = try await runner.run(["show", "9", "--images", "symbols", "--large"], environment: [:])
            await server.stop()
            let offline = try await runner.run(
                ["show", "9", "--images", "symbols", "--large", "--offline"], environment: [:])

            #expect(best.status == 0, "\(best.stderr)")
            #expect(best.stderr.isEmpty, "\(best.stderr)")
            let bestImage = Self.imagePart(best.stdout)
            #expect(bestImage != Self.imagePart(normal.stdout))
            #expect(bestImage == Self.imagePart(expected.stdout))
            #expect(offline.status == 0, "\(offline.stderr)")
            #expect(Self.imagePart(offline.stdout) == bestImage)
        }
    }
}
