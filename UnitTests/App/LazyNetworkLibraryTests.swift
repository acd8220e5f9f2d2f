import ComicTestSupport
import Foundation
import Testing

/// libcurl and the libraries behind it cost a run ~7 ms to load, so only a
/// run that makes a request loads it.
@Suite("libcurl is loaded by runs that use the network, and only by them", .timeLimit(.minutes(1)))
struct LazyNetworkLibraryTests {
    /// Whether glibc's loader, asked to name the files it opens, opened libcurl.
    static func loadedCurl(_ stderr: String) -> Bool {
        stderr.split(separator: "\n").contains { $0.contains("file=libcurl") }
    }

    @Test("latest over the network loads libcurl; latest --offline and search --offline do not")
    func onlyNetworkRunsLoadCurl() async throws {
        try await withComicSite(.small) { base in
            let runner = try BinaryRunner(baseURL: base)
            let tracing = ["LD_DEBUG": "files"]

            let online = try await runner.run(["latest", "--count", "3"], environment: tracing)
            #expect(online.status == 0)
            #expect(Self.loadedCurl(online.stderr))

            for arguments in [["latest", "--count", "3", "--offline"], ["search", "comic", "--offline"]] {
                let offline = try await runner.run(arguments, environment: tracing)
                #expect(offline.status == 0, "\(arguments)")
                #expect(!offline.stdout.isEmpty, "\(arguments) answered from the cache")
                #expect(!Self.loadedCurl(offline.stderr), "\(arguments)")
            }
        }
    }
}
