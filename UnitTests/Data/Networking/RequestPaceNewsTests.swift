import Foundation
import Testing

@testable import ComicData

/// A run's first window widened only when an answer came; the pace now also
/// hears that a connection multiplexes, and wakes whoever waits for news.
@Suite("RequestPace: the first news of a run", .timeLimit(.minutes(1)))
struct RequestPaceNewsTests {
    @Test("a waiter wakes when a connection is seen to multiplex, which tells HTTP/2; an answer's version wins")
    func multiplexed() async throws {
        let pace = RequestPace()
        let waiting = Task { await pace.firstNews() }
        pace.noteMultiplexed()
        await waiting.value
        #expect(pace.httpVersion == 2)
        pace.note(NetworkResponse(statusCode: 200, httpVersion: 3), at: .now, date: Date())
        pace.noteMultiplexed()
        #expect(pace.httpVersion == 3)
        // News heard already: a later waiter returns at once.
        await pace.firstNews()
    }

    @Test("a waiter wakes on any answer, whatever its status; a cancelled one returns without news")
    func answerOrCancel() async throws {
        let pace = RequestPace()
        let cancelled = Task { await pace.firstNews() }
        cancelled.cancel()
        await cancelled.value
        #expect(pace.httpVersion == 0)
        let waiting = Task { await pace.firstNews() }
        pace.note(NetworkResponse(statusCode: 404, httpVersion: 1), at: .now, date: Date())
        await waiting.value
        #expect(pace.httpVersion == 1)
    }
}
