import ComicSettings
import Testing

/// `check-every`'s values, from a flag, the environment or the file alike.
@Suite("check-every")
struct CheckIntervalTests {
    static func interval(_ text: String) throws -> Duration {
        var settings = Settings()
        try SettingKey.checkEvery.apply(text, to: &settings)
        return settings.checkEvery
    }

    @Test("a number with s, m, h or d, a bare number being seconds; shown in the largest unit that divides it")
    func units() throws {
        #expect(try Self.interval("90s") == .seconds(90))
        #expect(try Self.interval("30m") == .seconds(1800))
        #expect(try Self.interval(" 2H ") == .seconds(7200))
        #expect(try Self.interval("7d") == .seconds(7 * 86_400))
        #expect(try Self.interval("45") == .seconds(45))
        #expect(try Self.interval("0") == .zero)
        var settings = Settings()
        #expect(SettingKey.checkEvery.shown(in: settings) == "1h")
        settings.checkEvery = .seconds(5400)
        #expect(SettingKey.checkEvery.shown(in: settings) == "90m")
        settings.checkEvery = .zero
        #expect(SettingKey.checkEvery.shown(in: settings) == "0s")
    }

    @Test(
        "more than a week, a negative, another unit or no number is refused",
        arguments: ["8d", "-1m", "2w", "h", "1.5h", "soon", ""])
    func refused(text: String) {
        #expect(throws: SettingValueProblem.self) { try Self.interval(text) }
    }
}
