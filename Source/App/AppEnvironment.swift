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
    let notes = HeldNotes()

    init(
        settings: Settings, pageSize: Int = 20, connections: DatabaseConnections = .one,
        environment: [String: String] = Console.current.environment
    ) throws {
        self.settings = settings
        var configuration = ComicServices.Configuration(
            databasePath: try DatabaseLocation.path(explicitPath: settings.databasePath, environment: environment))
        configuration.baseURL = settings.baseURL
        configuration.explainURL = settings.explainURL
        configuration.whatIfURL = settings.whatIfURL
        configuration.isOffline = settings.offline
        configuration.networkPhase = settings.networkPhase
        configuration.pageSize = pageSize
        configuration.connections = connections
        // Said through this run's console, whichever task the services note from.
        let console = Console.current
        configuration.note = { [notes] in notes.say($0, on: console) }
        services = try ComicServices(configuration)
    }

    subscript<Part>(dynamicMember part: KeyPath<ComicServices, Part>) -> Part {
        services[keyPath: part]
    }

    func imageLoader(cache: ImageCacheOptions) -> ComicImageLoader {
        services.imageLoader(cacheCapacity: cache.capacity)
    }
}
