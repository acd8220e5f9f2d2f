/// A scrolling-text page's loads, one a number, each answer back as an event
/// so the keys never wait: a new load, or leaving the page (`close`), stops
/// the one before, so an abandoned page holds none of the server's request slots.
struct LoadsByNumber: Sendable {
    /// The loads under way, by number: finishing one's stream stops it.
    private var loading: [Int: AsyncStream<Never>.Continuation] = [:]

    /// Loads `number`'s document with `fetch`; `answer` gets it, or `failure`'s
    /// line for the error, and nothing when the load was stopped.
    mutating func load<Document: Sendable & Hashable>(
        _ number: Int, in group: inout DiscardingTaskGroup,
        fetch: @escaping @Sendable () async throws -> Document,
        failure: @escaping @Sendable (any Error) -> String,
        answer: @escaping @Sendable (TextScreenContent<Document>) -> Void
    ) {
        let (closed, close) = AsyncStream<Never>.makeStream()
        self.close(number)
        loading[number] = close
        group.addTask {
            await SearchEffects.run(until: closed) {
                let content: TextScreenContent<Document>
                do {
                    content = .loaded(try await fetch())
                } catch is CancellationError {
                    return
                } catch {
                    content = .unavailable(failure(error))
                }
                answer(content)
            }
        }
    }

    mutating func close(_ number: Int) {
        loading.removeValue(forKey: number)?.finish()
    }
}
