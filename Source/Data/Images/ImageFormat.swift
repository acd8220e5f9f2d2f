import Foundation

/// The image formats xkcd uses (2,968 PNG, 128 JPEG, 5 GIF), recognised by
/// their first bytes: a server's Content-Type is not trusted.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    case png = "PNG"
    case jpeg = "JPEG"
    case gif = "GIF"

    /// The format `bytes` start with, or nil when they start like none of them.
    public init?(sniffing bytes: Data) {
        let prefix = Array(bytes.prefix(8))
        if prefix == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] {
            self = .png
        } else if prefix.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if prefix.starts(with: Array("GIF87a".utf8)) || prefix.starts(with: Array("GIF89a".utf8)) {
            self = .gif
        } else {
            return nil
        }
    }
}
