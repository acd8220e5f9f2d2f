import ComicData
import ComicUI
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Prints one article for `xkcd whatif N`: JSON, or text with each
/// illustration drawn where images are on (its title text below it either
/// way). A shown article counts as read. An illustration that cannot be
/// drawn is a note, never a failed command.
struct WhatIfArticlePrinter {
    let environment: AppEnvironment
    let output: TextOutput

    func print(_ choice: WhatIfChoice, json: Bool) async throws {
        let services = environment.services
        let library = services.whatIf
        let served = try await library.find(choice)
        let article = served.value
        if json { return try await WhatIfReport.articleJSON(article, from: services).emit() }
        try? await library.marks.read.setMarked(true, numbers: [article.number])
        let settings = environment.settings
        let drawing = ReaderImageSettings.forOutput(settings.terminal)
        // Every illustration shares one network phase: a slow server costs this, not each its own.
        let deadline = ContinuousClock.now + settings.networkPhase
        for part in WhatIfText.parts(article, width: output.columns, ambiguousIsWide: output.ambiguousIsWide) {
            switch part {
            case .lines(let lines):
                Console.current.print(output.text(lines), terminator: "")
            case .illustration(let picture):
                guard let drawing, let src = picture.src else { continue }
                await draw(src, of: article.number, with: drawing, from: library, before: deadline)
            }
        }
    }

    private func draw(
        _ src: String, of number: Int, with drawing: ReaderImageSettings, from library: WhatIfLibrary,
        before deadline: ContinuousClock.Instant
    ) async {
        guard ContinuousClock.now < deadline, let bytes = await Self.bytes(src, from: library, before: deadline) else {
            StandardError.note("note: What If? \(number): an illustration is unavailable")
            return
        }
        do {
            let image = try ImageDecoder.decode(bytes)
            let encoder = ChafaImageEncoder(graphics: drawing.graphics, cell: drawing.cell)
            // Half the screen at most: the text around it stays in sight.
            let size = TerminalSize.current()
            try encoder.encode(image, maximumColumns: size.columns, maximumRows: max(6, size.rows / 2)).print()
        } catch {
            StandardError.note("note: What If? \(number): an illustration cannot be drawn: \(error)")
        }
    }

    private static func bytes(
        _ src: String, from library: WhatIfLibrary, before deadline: ContinuousClock.Instant
    ) async -> Data? {
        await withTaskGroup(of: Data?.self) { group in
            group.addTask { await library.illustration(src) }
            group.addTask {
                try? await Task.sleep(until: deadline)
                return nil
            }
            defer { group.cancelAll() }
            return await group.next() ?? nil
        }
    }
}
