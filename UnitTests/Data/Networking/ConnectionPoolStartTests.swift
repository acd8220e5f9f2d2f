import CurlTransfer
import Foundation
import Testing

@Suite("the connection pool's start", .timeLimit(.minutes(1)))
struct ConnectionPoolStartTests {
    /// Descriptors this process has open now.
    static func openDescriptors() throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
    }

    @Test("a pool whose thread cannot start is released whole: no libcurl handle (nor its descriptors) is left")
    func failedStartLeaksNothing() throws {
        try #require(xkcd_curl_load_error() == nil, "libcurl cannot be loaded")
        // EAGAIN, as pthread_create says when no thread can be made.
        let refuse: xkcd_thread_start = { _, _ in EAGAIN }
        let before = try Self.openDescriptors()
        for _ in 0..<200 { #expect(xkcd_connection_pool_new(refuse) == nil) }
        // Each multi handle holds a socket pair (its wake-up): leaked, 400 descriptors.
        // Other suites running meanwhile open a few connections of their own.
        let grown = try Self.openDescriptors() - before
        #expect(grown < 150, "\(grown) more descriptors open")
    }
}
