import Foundation

/// Image bodies for tests: small real images (see Fixtures/Images/PROVENANCE.md)
/// and the broken and hostile bodies a server could send instead.
public enum ImageFixtures {
    /// 740×400: a black square at (40,40)–(140,140), a red disc centred at (370,200), on white.
    public static var png: Data { get throws { try load("comic.png") } }
    public static var jpeg: Data { get throws { try load("comic.jpg") } }
    /// The same drawing, then a second frame of solid blue.
    public static var gif: Data { get throws { try load("comic.gif") } }

    /// A PNG header claiming 60000×60000 pixels (10.8 GB of RGB).
    public static var bombPNG: Data { get throws { try load("bomb.png") } }

    /// The JPEG with its frame header claiming 60000×60000 pixels.
    public static var bombJPEG: Data {
        get throws {
            var bytes = try jpeg
            // SOF0/SOF2: FF C0|C2, length (2), precision (1), height (2), width (2).
            guard
                let marker = (0..<bytes.count - 9).first(where: {
                    bytes[$0] == 0xFF && (bytes[$0 + 1] == 0xC0 || bytes[$0 + 1] == 0xC2)
                })
            else { throw Fixtures.Failure.unreadable("comic.jpg has no frame header") }
            bytes.replaceSubrange(marker + 5..<marker + 9, with: [0xEA, 0x60, 0xEA, 0x60])
            return bytes
        }
    }

    /// The GIF with its logical screen claiming 60000×60000 pixels.
    public static var bombGIF: Data {
        get throws {
            var bytes = try gif
            bytes.replaceSubrange(6..<10, with: [0x60, 0xEA, 0x60, 0xEA])
            return bytes
        }
    }

    /// The first `fraction` of `body`: a transfer cut short.
    public static func truncated(_ body: Data, keeping fraction: Double = 0.5) -> Data {
        body.prefix(Int(Double(body.count) * fraction))
    }

    /// What a misconfigured server sends instead of an image.
    public static let notAnImage = Data("<html><body>Not here</body></html>".utf8)

    /// The fixture for a file name's extension: .png, .jpg/.jpeg or .gif.
    public static func image(forFileNamed name: String) throws -> Data? {
        switch (name as NSString).pathExtension.lowercased() {
        case "png": try png
        case "jpg", "jpeg": try jpeg
        case "gif": try gif
        default: nil
        }
    }

    private static func load(_ name: String) throws -> Data {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/Images") else {
            throw Fixtures.Failure.missing("Images/\(name)")
        }
        return try Data(contentsOf: url)
    }
}
