import ComicData
import Foundation

/// A database in a folder of its own, and `ComicServices` built over it as
/// the command line builds them from its settings: in-process tests of what
/// a command decides, against the same servers the binary would meet.
public struct ServicesFolder: Sendable {
    public let folder: URL

    public init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("services-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    public var databasePath: String { folder.appendingPathComponent("xkcd.sqlite").path }

    /// A network phase short enough for a silent server to cost seconds, and
    /// long enough for a loaded machine (2 cores, suites run 4 at a time).
    public static let shortPhase = Duration.seconds(3)

    /// One phase of `phase` plus room for a loaded machine, under two phases.
    public static func withinOnePhase(_ phase: Duration = shortPhase) -> Duration {
        phase + phase / 2
    }

    /// Services over this folder's database; `baseURL` nil is a port no one listens on.
    public func services(
        baseURL: URL? = nil, offline: Bool = false, pageSize: Int = 20,
        _ configure: (inout ComicServices.Configuration) -> Void = { _ in }
    ) throws -> ComicServices {
        var configuration = ComicServices.Configuration(databasePath: databasePath)
        configuration.baseURL = baseURL ?? URL(string: "http://127.0.0.1:9")!
        configuration.isOffline = offline
        configuration.pageSize = pageSize
        configure(&configuration)
        return try ComicServices(configuration)
    }

    public func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
