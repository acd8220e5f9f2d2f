/// Which article `xkcd whatif` shows.
public enum WhatIfChoice: Sendable, Hashable {
    case number(Int)
    case latest
    case random

    /// "7", "#7", "latest" or "random"; nil for anything else.
    public init?(_ word: String) {
        switch word.lowercased() {
        case "latest": self = .latest
        case "random": self = .random
        default:
            let digits = word.hasPrefix("#") ? String(word.dropFirst()) : word
            guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(digits),
                number >= 1
            else { return nil }
            self = .number(number)
        }
    }
}

extension WhatIfLibrary {
    /// The article chosen: by number, the newest the archive lists, or one
    /// at random (offline: among the saved ones).
    public func find(_ choice: WhatIfChoice) async throws -> Served<WhatIfArticle> {
        switch choice {
        case .number(let number):
            return try await article(number)
        case .latest:
            return try await article(newestNumber())
        case .random:
            let numbers: [Int]
            if remote == nil {
                numbers = Array(try await store.savedArticleNumbers())
            } else {
                numbers = try await newest(Int.max).value.map(\.number)
            }
            guard let number = numbers.randomElement() else { throw WhatIfError.noArchive }
            return try await article(number)
        }
    }
}
