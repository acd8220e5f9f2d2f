import ComicUI
import Testing

/// The effect tests' driver ends a wait that can never be met as soon as the
/// handler's work runs out, naming what it waited for, and waits on work
/// that is still to come (a timer).
@Suite("Effect driver", .timeLimit(.minutes(1)))
struct EffectDriverTests {
    static func neverCame(_ awaited: String) -> String {
        "waited for \(awaited); it never came: every effect's work had ended without it"
    }

    @Test("waiting for an event no effect sends ends at once, naming the event")
    func unmetExpectationFails() async {
        var driver = EffectDriver()
        defer { driver.stop() }
        let outcome = await driver.wait(for: "the notice nobody sends") { event -> String? in
            if case .notice(let text) = event { text } else { nil }
        }
        #expect(outcome.failure == Self.neverCame("the notice nobody sends"))
    }

    @Test("after an effect's events are read, a wait for one it does not send ends at once")
    func unmetAfterWork() async {
        var driver = EffectDriver()
        defer { driver.stop() }
        driver.send(.expireUndo(offer: 9, after: .zero))
        #expect(await driver.expect(.undoExpired(offer: 9)))
        let outcome = await driver.wait(for: "a second expiry") { $0 == .undoExpired(offer: 9) ? true : nil }
        #expect(outcome.failure == Self.neverCame("a second expiry"))
    }

    @Test("an event that does come ends the wait, after a timer too")
    func metExpectation() async {
        var driver = EffectDriver()
        defer { driver.stop() }
        driver.send(.expireUndo(offer: 9, after: .zero))
        #expect(await driver.expect(.undoExpired(offer: 9)))
        // Nothing runs while the timer is set: the wait counts it as work to come.
        driver.send(.expireUndo(offer: 10, after: .milliseconds(20)))
        #expect(await driver.expect(.undoExpired(offer: 10)))
    }
}

extension EffectDriver.Outcome {
    var failure: String? {
        if case .neverCame(let message) = self { message } else { nil }
    }
}
