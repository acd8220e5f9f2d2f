import ComicTestSupport
import Foundation
import Testing

/// chafa, GLib, libpng, libjpeg-turbo, giflib and libxml2 (with ICU behind
/// it) are opened on first use (Source/LazyLibraries): loaded at every
/// start, they cost each run about a millisecond and a hundred page faults.
@Suite("The image and HTML libraries are loaded by runs that use them, and only by them", .timeLimit(.minutes(1)))
struct LazyImageLibrariesTests {
    static let libraries = ["libchafa", "libglib-2.0", "libpng16", "libturbojpeg", "libgif", "libxml2", "libicuuc"]

    /// The libraries above that glibc's loader, asked to name the files it opens, opened.
    static func loaded(_ stderr: String) -> [String] {
        let lines = stderr.split(separator: "\n").filter { $0.contains("file=") }
        return libraries.filter { name in lines.contains { $0.contains("file=\(name).so") } }
    }

    @Test("--version, search --offline and new load none; a comic drawn as symbols loads libpng and chafa")
    func onlyDrawingLoads() async throws {
        try await withComicSite(.small) { base in
            let runner = try BinaryRunner(baseURL: base)
            let tracing = ["LD_DEBUG": "files"]
            #expect(try await runner.run(["latest", "--count", "3"]).status == 0)

            for arguments in [["--version"], ["search", "comic", "--offline"], ["new", "--no-wait", "--offline"]] {
                let run = try await runner.run(arguments, environment: tracing)
                #expect(run.stderr.contains("file="), "the loader names what it opens: \(arguments)")
                #expect(Self.loaded(run.stderr) == [], "\(arguments)")
            }

            let terminal = ["TERM": "xterm-256color", "COLUMNS": "100", "LINES": "40"]
            let drawn = try await runner.run(
                ["show", "2", "--images", "symbols"], environment: tracing.merging(terminal) { $1 })
            #expect(drawn.status == 0, "\(drawn.stderr.suffix(500))")
            #expect(!drawn.stderr.contains("image unavailable"))
            #expect(Set(Self.loaded(drawn.stderr)).isSuperset(of: ["libpng16", "libchafa", "libglib-2.0"]))
        }
    }
}
