import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

/// `.loadExplanation` through the effect handler: the explanation, or the
/// one line saying why there is none, comes back as an event.
@Suite("Reader effects: explanations", .timeLimit(.minutes(1)))
struct ReaderExplanationEffectTests {
    func loaded(_ number: Int, from services: InMemoryReaderServices) async -> ExplanationScreen.Content? {
        var driver = EffectDriver(services)
        defer { driver.stop() }
        driver.send(.loadExplanation(number))
        return await driver.next { event in
            guard case .explanationLoaded(number, let content) = event else { return nil }
            return content
        }
    }

    @Test("a saved explanation comes back loaded")
    func saved() async {
        let explanation = ReaderModelExplanationTests.explanation(3)
        let services = InMemoryReaderServices(explanations: [3: .success(explanation)])
        #expect(await loaded(3, from: services) == .loaded(explanation))
    }

    @Test("offline with none saved: one line naming xkcd sync --explain")
    func notSaved() async {
        let services = InMemoryReaderServices(explanations: [3: .failure(.notSaved(3))])
        guard case .unavailable(let line) = await loaded(3, from: services) else {
            Issue.record("not unavailable")
            return
        }
        #expect(line.contains("xkcd sync --explain"))
        #expect(!line.contains("\n"))
    }

    @Test("no page on the wiki: one line naming the comic")
    func noPage() async {
        let services = InMemoryReaderServices(explanations: [3104: .failure(.noPage(3104))])
        #expect(await loaded(3104, from: services) == .unavailable("explain xkcd has no page for #3104 yet"))
    }

    @Test("leaving the screen cancels its load, freeing the slot; the other load goes on")
    func closingCancels() async {
        let explanation = ReaderModelExplanationTests.explanation(3)
        let services = InMemoryReaderServices(explanations: [3: .success(explanation)], heldExplanations: [1, 2])
        var driver = EffectDriver(services)
        defer { driver.stop() }

        driver.send(.loadExplanation(1), .loadExplanation(2), .closeExplanation(1))

        #expect(await services.log.waitFor(.explanationCancelled(1)))
        #expect(!services.log.calls.contains(.explanationCancelled(2)))
        driver.send(.closeExplanation(2), .loadExplanation(3))
        #expect(await services.log.waitFor(.explanationCancelled(2)))
        #expect(await driver.expect(.explanationLoaded(3, .loaded(explanation))))
    }
}
