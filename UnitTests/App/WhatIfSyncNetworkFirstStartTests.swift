import Foundation
import NetworkFirst
import Testing

/// `sync --whatif` starts with the archive's request as `latest` starts
/// with its own: libcurl's load now begins in the constructor for it too
/// (Source/NetworkFirst); a plain `sync` or an offline line does not pay for it.
@Suite("libcurl loaded before main for sync --whatif")
struct WhatIfSyncNetworkFirstStartTests {
    @Test(
        "wanted for sync --whatif online, wherever --whatif stands; not offline, not plain sync",
        arguments: [
            (["sync", "--whatif"], true), (["sync", "--concurrency", "8", "--whatif"], true),
            (["sync", "--whatif", "--offline"], false), (["sync"], false), (["whatif"], false),
            (["--whatif", "sync"], false), (["search", "--whatif"], false),
        ])
    func wanted(arguments: [String], expected: Bool) {
        let words = ["xkcd"] + arguments
        let copies = words.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let wanted = copies.withUnsafeBufferPointer { xkcd_network_first_wanted(Int32(words.count), $0.baseAddress) }
        #expect((wanted != 0) == expected, "\(arguments)")
    }
}
