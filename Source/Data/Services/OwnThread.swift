import Foundation

/// Work that can block its thread for seconds (opening a database another
/// process holds locked waits in SQLite's busy handler), run on a thread of
/// its own: the concurrency pool has one thread a core, and a request sent
/// ahead of the open needs one of them to leave while the open waits.
enum OwnThread {
    static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
        }
    }
}
