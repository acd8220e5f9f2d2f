import ComicData
import ComicTestSupport
import ComicUI
import Foundation

extension PseudoTerminalReader {
    /// The reader as `xkcd` starts it with `XKCD_IMAGES=none` and the
    /// default settings (the mouse on unless `mouse` is false), over services on `base` in a folder
    /// of their own, as many database connections as the binary's reader;
    /// `prepare` fills the database first, `inspect` reads it once the run
    /// has ended and its writes settled. Returns how the run ended.
    static func run(
        base: URL, rows: Int = 20, columns: Int = 100, mouse: Bool = true, startNumber: Int? = nil, quits: Bool = true,
        endsWithin: Duration = .seconds(15), prepare: (ServicesFolder) async throws -> Void = { _ in },
        inspect: (ComicServices) async throws -> Void = { _ in }, _ drive: (PseudoTerminalReader) async throws -> Void
    ) async throws -> ReaderPump.Ending {
        let folder = try ServicesFolder()
        defer { folder.remove() }
        try await prepare(folder)
        let services = try folder.services(baseURL: base) { $0.connections = .pool }
        let pump = ReaderPump(services: services, images: nil, imageSettings: nil, theme: .plain, mouse: mouse)
        let ending = try await run(
            pump, startNumber: startNumber, rows: rows, columns: columns, quits: quits, endsWithin: endsWithin, drive)
        await services.database.settleWrites()
        try await inspect(services)
        return ending
    }

    /// Types the number and Enter on a list; returns once the comic's page shows.
    func goTo(_ number: Int) async throws {
        sendKeys("\(number)")
        sendKeys("Enter")
        _ = try await waitForScreen { $0.contains("explainxkcd.com/wiki/index.php/\(number)") }
    }

    /// The rows on screen for comic `number`: one, unless it shows twice.
    static func rowCount(_ number: Int, in screen: String) -> Int {
        screen.split(separator: "\n").count { $0.dropFirst(2).drop { $0 == " " }.hasPrefix("\(number) ") }
    }

    /// The reader over the small archive at Latest (all of it cached first
    /// when `synced`), once its first screen shows, driven by `drive`.
    static func readingSmall(
        synced: Bool = false, mouse: Bool = true, _ drive: (PseudoTerminalReader) async throws -> Void
    ) async throws -> ReaderPump.Ending {
        try await withComicSite(.small) { base in
            try await run(
                base: base, mouse: mouse,
                prepare: { folder in
                    if synced {
                        try await ComicArchive.small.cache(servedFrom: base, intoDatabaseAt: folder.databasePath)
                    }
                }
            ) { reader in
                _ = try await reader.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }
                try await drive(reader)
            }
        }
    }
}
