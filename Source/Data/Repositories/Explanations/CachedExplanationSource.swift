import Foundation
import Synchronization

/// A saved explanation while it is fresh, else the wiki's, saved for next
/// time; the saved one when the wiki cannot be reached or fails. A page
/// the wiki says it has not is not served from the save either.
public final class CachedExplanationSource: ExplanationProviding {
    public let remote: RemoteExplanationSource
    public let store: ExplanationStore
    /// A saved explanation younger than this is shown without asking the wiki.
    public let maximumAge: Duration
    private let now: @Sendable () -> Date
    private let problem = Mutex<String?>(nil)

    public init(
        remote: RemoteExplanationSource, store: ExplanationStore, maximumAge: Duration = .seconds(24 * 3600),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.remote = remote
        self.store = store
        self.maximumAge = maximumAge
        self.now = now
    }

    /// Why the last explanation fetched could not be saved; nil when it was (or nothing was fetched).
    public var saveProblem: String? { problem.withLock { $0 } }

    public func explanation(of number: Int) async throws -> Explanation {
        let saved = try await store.explanation(of: number)
        if let saved, isFresh(saved) { return saved }
        let fetched: Explanation
        do {
            fetched = try await remote.explanation(of: number)
        } catch ExplanationError.noPage(let number) {
            throw ExplanationError.noPage(number)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            guard let saved else { throw error }
            return saved
        }
        do {
            try await store.save(fetched)
            problem.withLock { $0 = nil }
        } catch {
            // Shown all the same; the caller may say it was not saved.
            problem.withLock { $0 = "\(error)" }
        }
        return fetched
    }

    private func isFresh(_ explanation: Explanation) -> Bool {
        let age = now().timeIntervalSince(explanation.fetchedAt)
        return age >= 0 && age < Double(maximumAge.components.seconds)
    }
}
