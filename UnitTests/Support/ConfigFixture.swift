import Foundation

/// A config file where a run whose HOME is `home` reads it.
public enum ConfigFixture {
    public static func write(_ text: String, home: URL) throws {
        let folder = home.appendingPathComponent(".config/xkcd")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("config"), atomically: true, encoding: .utf8)
    }
}
