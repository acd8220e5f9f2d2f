import ComicData
import ComicSettings
import ComicUI
import Foundation

/// A run's settings and the services built from them: what every command
/// starts from. The services' parts read as the environment's own.
@dynamicMemberLookup
struct AppEnvironment: Sendable {
    typealias LatestSource = ComicServices.LatestSource

    /// This run's settings, resolved once.
    let settings: Settings
    let services: ComicServices
    /// The services' notes, kept while the reader owns the screen.
    let notes: HeldNotes

    init(settings: Settings, pageSize: Int = 20, connections: DatabaseConnections = .one) throws {
        let notes = HeldNotes()
        let configuration = try Self.configuration(settings, pageSize: pageSize, connections: connections, notes: notes)
        self.init(settings: settings, services: try ComicServices(configuration), notes: notes)
    }

    /// For a command that starts with the newest comic: its request leaves
    /// before the database is opened (`ComicServices.newestFirst`).
    static func newestFirst(settings: Settings, pageSize: Int) async throws -> AppEnvironment {
        let notes = HeldNotes()
        let configuration = try Self.configuration(settings, pageSize: pageSize, connections: .one, notes: notes)
        return AppEnvironment(
            settings: settings, services: try await ComicServices.newestFirst(configuration), notes: notes)
    }

    /// For `sync --whatif`: the archive's request leaves before the database is opened.
    static func whatIfSyncFirst(settings: Settings) async throws -> (environment: AppEnvironment, sync: WhatIfSync?) {
        let notes = HeldNotes()
        let configuration = try Self.configuration(settings, pageSize: 20, connections: .one, notes: notes)
        let (services, sync) = try await ComicServices.whatIfSyncFirst(configuration)
        return (AppEnvironment(settings: settings, services: services, notes: notes), sync)
    }

    /// The database alone, opened as the services open it, with their notes.
    static func database(settings: Settings, connections: DatabaseConnections) throws -> AppDatabase {
        try ComicServices.openDatabase(
            configuration(settings, pageSize: 20, connections: connections, notes: HeldNotes()))
    }

    private init(settings: Settings, services: ComicServices, notes: HeldNotes) {
        self.settings = settings
        self.services = services
        self.notes = notes
    }

    private static func configuration(
        _ settings: Settings, pageSize: Int, connections: DatabaseConnections, notes: HeldNotes
    ) throws -> ComicServices.Configuration {
        var configuration = ComicServices.Configuration(databasePath: try settings.databaseLocation())
        configuration.baseURL = settings.baseURL
        configuration.explainURL = settings.explainURL
        configuration.whatIfURL = settings.whatIfURL
        configuration.isOffline = settings.offline
        configuration.networkPhase = settings.networkPhase
        configuration.trust = settings.certificates
        configuration.pageSize = pageSize
        configuration.connections = connections
        // Said through this run's console, whichever task the services note from.
        let console = Console.current
        configuration.note = { [notes] in notes.say($0, on: console) }
        return configuration
    }

    subscript<Part>(dynamicMember part: KeyPath<ComicServices, Part>) -> Part {
        services[keyPath: part]
    }

    func imageLoader(cache: ImageCacheOptions) -> ComicImageLoader {
        services.imageLoader(cacheCapacity: cache.capacity)
    }
}
