import Foundation

/// Database files made with older schemas of xkcd, for migration tests.
public enum StorageFixtures {
    /// The fixture named `name` in Fixtures/Storage. Copy it before opening:
    /// opening migrates a file in place.
    public static func url(_ name: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/Storage")
    }
}
