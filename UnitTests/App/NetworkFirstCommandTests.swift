import ComicTestSupport
import Foundation
import Testing

/// `xkcd latest` (online) is parsed on the main thread while libcurl loads
/// beside it (`XKCDCommand.parsedBesideNetworkLibrary`), a path only the
/// binary takes: what it answers must be what any other line answers.
@Suite("latest, parsed while libcurl loads, as the binary runs it", .timeLimit(.minutes(1)))
struct NetworkFirstCommandTests {
    @Test("a cold page of 20: the newest 20 comics, each asked for once")
    func coldPage() async throws {
        try await withStubServer(.synthetic(through: 40)) { server, baseURL in
            let runner = try BinaryRunner(baseURL: baseURL)
            let result = try await runner.run("latest", "--count", "20")
            #expect(result.status == 0, "\(result.stderr)")
            let numbers = result.stdout.split(separator: "\n").map { $0.prefix { $0 != "\t" } }
            #expect(numbers == (21...40).reversed().map { "\($0)"[...] }, "\(result.stdout)")
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            #expect(await server.requestCount == 20, "one request per comic")
        }
    }

    @Test("a usage error exits 64 with argument-parser's words; an unreachable server, one line and 1")
    func errors() async throws {
        try await FreePort.withRefusingPort { port in
            let runner = try BinaryRunner(baseURL: URL(string: "http://127.0.0.1:\(port)"))
            let usage = try await runner.run("latest", "--count", "many")
            #expect(usage.status == 64, "\(usage.stderr)")
            #expect(usage.stdout.isEmpty)
            #expect(usage.stderr.hasPrefix("Error: The value 'many' is invalid for '--count"), "\(usage.stderr)")
            let unreachable = try await runner.run("latest", "--count", "5")
            #expect(unreachable.status == 1, "\(unreachable.stderr)")
            #expect(unreachable.stdout.isEmpty)
            #expect(unreachable.stderr.split(separator: "\n").count == 1, "\(unreachable.stderr)")
            #expect(unreachable.stderr.hasPrefix("Error: "), "\(unreachable.stderr)")
        }
    }
}
