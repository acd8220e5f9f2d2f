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
        let locations = """
            access_log off;
            location = /info.0.json { try_files /comics/newest.json =404; }
            location ~ ^/(\\d+)/info\\.0\\.json$ { try_files /comics/$1.json =404; }
            location ~ ^/images/.+\\.(png|jpg|jpeg|gif)$ { try_files /fixtures/image.$1 =404; }
            location / { return 404; }
            """
        let nginx = try NginxServer(
            executable: executable, tls: nil, directory: directory,
            options: .init(locations: locations, endsWithThisProcess: true))
        try publish(try archive, in: directory.appendingPathComponent("root"), base: nginx.baseURL)
        return nginx
    }

    /// Where thousands of small files cost no disk: creating them on ext4,
    /// among the inodes earlier runs deleted, cost the run seconds.
    private static var filesystemInMemory: URL {
        let shared = URL(fileURLWithPath: "/dev/shm")
        return FileManager.default.isWritableFile(atPath: shared.path) ? shared : FileManager.default.temporaryDirectory
    }

    /// Flat files, one a comic, its image URLs pointing at this site, and one image a type.
    private func publish(_ archive: ComicArchive, in root: URL, base: URL) throws {
        let comics = root.appendingPathComponent("comics")
        let fixtures = root.appendingPathComponent("fixtures")
        for folder in [comics, fixtures] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        for name in ["image.png", "image.jpg", "image.jpeg", "image.gif"] {
            try ImageFixtures.image(forFileNamed: name)?.write(to: fixtures.appendingPathComponent(name))
        }
        for number in archive.numbers {
            guard let served = archive.servedBody(ofComic: number, from: base) else { continue }
            try served.write(to: comics.appendingPathComponent("\(number).json"))
            if number == archive.newest { try served.write(to: comics.appendingPathComponent("newest.json")) }
        }
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
