import ComicData
import ComicSettings
import Testing

@Suite("Database location")
struct DatabaseLocationTests {
    @Test func usesXDGDataHomeWhenSet() throws {
        let path = try DatabaseLocation.path(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ann"])

        #expect(path == "/data/xkcd/xkcd.sqlite")
    }

    @Test func fallsBackToLocalShareInHomeWhenXDGDataHomeIsUnset() throws {
        let path = try DatabaseLocation.path(environment: ["HOME": "/home/ann"])

        #expect(path == "/home/ann/.local/share/xkcd/xkcd.sqlite")
    }

    @Test(arguments: ["", "relative/data"])
    func ignoresAnEmptyOrRelativeXDGDataHome(_ dataHome: String) throws {
        let path = try DatabaseLocation.path(environment: ["XDG_DATA_HOME": dataHome, "HOME": "/home/ann/"])

        #expect(path == "/home/ann/.local/share/xkcd/xkcd.sqlite")
    }

    /// XKCD_DB is the `db` setting, resolved by ComicSettings and passed as `explicitPath`.
    @Test func explicitPathOverridesTheEnvironment() throws {
        let path = try DatabaseLocation.path(explicitPath: "here.sqlite", environment: ["XDG_DATA_HOME": "/data"])

        #expect(path == "here.sqlite")
    }

    @Test func noHomeAndNoOverrideIsAnError() {
        #expect(throws: StorageError.noLocation) {
            try DatabaseLocation.path(environment: ["HOME": ""])
        }
    }
}
