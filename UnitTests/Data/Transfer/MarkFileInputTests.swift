import ComicData
import Foundation
import Testing

/// A mark file that is not a file is refused in one line naming it, before it is read.
@Suite("Reading a mark file")
struct MarkFileInputTests {
    @Test("a folder is refused in one line, not with a Foundation error code")
    func folder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let error = #expect(throws: MarkFileInput.Failure.self) { try MarkFileInput.contents(of: folder.path) }

        #expect(error?.message == "cannot import \(folder.path): it is a folder, not a mark file")
    }
}
