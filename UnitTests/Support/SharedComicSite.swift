import Foundation
import Synchronization

/// An archive served as plain files by nginx over HTTP/1.1, one server per
/// archive for the whole test process (see `ProcessLifetime`). A test that
/// only needs the comics to be there (no faults, no holding, no counting)
/// reads them here: nginx answers in microseconds, where the stub, a debug
/// build of NIO, spends over a millisecond on each request, and the reader
/// tests make thousands. Images are fixtures, by extension, as the stub's.
public enum SharedComicSite: Hashable, Sendable {
    /// `ComicArchive.small`.
    case small
    /// `ComicArchive.synthetic(through:)`.
    case synthetic(through: Int)

    public var archive: ComicArchive {
        get throws {
            switch self {
            case .small: try .small
            case .synthetic(let newest): .synthetic(through: newest)
            }
        }
    }

    /// The site's base URL, its server started by the first caller; nil without nginx.
    func baseURL() async throws -> URL? {
        guard let executable = NginxServer.executable else { return nil }
        let start = Self.started.withLock { started in
            if let running = started[self] { return running }
            let site = self
            let starting = Task { try site.start(executable) }
            started[self] = starting
            return starting
        }
        return try await start.value.baseURL
    }

    /// The servers, kept for the process's life: one released would stop.
    private static let started = Mutex<[SharedComicSite: Task<NginxServer, any Error>]>([:])

    private func start(_ executable: URL) throws -> NginxServer {
        let directory = Self.filesystemInMemory.appendingPathComponent("xkcd-site-\(UUID().uuidString)")
        let nginx = try NginxServer(
            executable: executable, tls: nil, directory: directory,
            options: .init(endsWithThisProcess: true))
        try nginx.publish(try archive, imagesAt: nginx.baseURL)
        return nginx
    }

    /// Where thousands of small files cost no disk: creating them on ext4,
    /// among the inodes earlier runs deleted, cost the run seconds.
    private static var filesystemInMemory: URL {
        let shared = URL(fileURLWithPath: "/dev/shm")
        return FileManager.default.isWritableFile(atPath: shared.path) ? shared : FileManager.default.temporaryDirectory
    }
}

/// Runs `body` with the base URL of the shared site serving `site`'s
/// archive; on a machine without nginx, of a stub serving it.
public func withComicSite<T: Sendable>(_ site: SharedComicSite, _ body: (URL) async throws -> T) async throws -> T {
    guard let base = try await site.baseURL() else {
        return try await withStubServer(try site.archive) { _, base in try await body(base) }
    }
    return try await body(base)
}
