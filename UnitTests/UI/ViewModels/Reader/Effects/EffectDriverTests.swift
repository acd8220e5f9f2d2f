import ComicUI
import Testing

/// The effect tests' driver must fail a wait that can never end, not hang
/// until the suite's time limit.
@Suite("Effect driver", .timeLimit(.minutes(1)))
struct EffectDriverTests {
    @Test("waiting for an event no effect sends fails, naming the event")
    func unmetExpectationFails() async {
        var driver = EffectDriver()
        defer { driver.stop() }
        var met = true
        await withKnownIssue {
            met = await driver.expect(.notice("an event nobody sends"))
        } matching: { issue in
            issue.description.contains("an event nobody sends")
        }
        #expect(!met)
    }

    @Test("an event that does come ends the wait")
    func metExpectation() async {
        var driver = EffectDriver()
        defer { driver.stop() }
        driver.send(.expireUndo(offer: 9, after: .zero))
        #expect(await driver.expect(.undoExpired(offer: 9)))
    }
}
