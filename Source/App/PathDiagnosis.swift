import ComicData
import Foundation

/// Why the database file cannot be opened, in the system's words
/// ("permission denied", "not a directory"), naming the path that refused:
/// SQLite says only "unable to open database file".
enum PathDiagnosis {
    /// The error's text, with the reason found by trying what opening
    /// tried, when the error is that the file could not be opened.
    static func describe(_ error: StorageError) -> String {
        guard case .cannotOpen(let path, _) = error, let reason = reason(opening: path) else {
            return error.description
        }
        return "cannot open \(path): \(reason)"
    }

    /// Tries to create the missing folders and the file, undoing what
    /// succeeds; nil when nothing fails.
    static func reason(opening path: String) -> String? {
        var missingFolders: [String] = []
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, folder != "/" {
            var status = stat()
            if stat(folder, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else { return "\(folder) is not a folder" }
                break
            }
            guard errno == ENOENT || errno == ENOTDIR else { return "\(folder): \(words(errno))" }
            missingFolders.insert(folder, at: 0)
            folder = (folder as NSString).deletingLastPathComponent
        }
        var created: [String] = []
        defer { for folder in created.reversed() { rmdir(folder) } }
        for folder in missingFolders {
            guard mkdir(folder, 0o700) == 0 else { return "cannot create folder \(folder): \(words(errno))" }
            created.append(folder)
        }
        if FileManager.default.fileExists(atPath: path) {
            let descriptor = open(path, O_RDWR)
            guard descriptor >= 0 else { return words(errno) }
            close(descriptor)
        } else {
            let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL, 0o600)
            guard descriptor >= 0 else { return words(errno) }
            close(descriptor)
            unlink(path)
        }
        return nil
    }

    /// The system's words for an errno value: "permission denied".
    private static func words(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
