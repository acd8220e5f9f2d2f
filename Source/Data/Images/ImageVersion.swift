import Foundation

/// Which of a comic's images: the large version its `link` names, the
/// double-resolution one xkcd serves beside most `img`s since 2012, or `img` itself.
public enum ImageVersion: String, Sendable, Hashable, CaseIterable {
    case large
    case double = "2x"
    case normal

    /// How the viewer's status line names it.
    public var label: String {
        switch self {
        case .large: "large image"
        case .double: "2x image"
        case .normal: "normal image"
        }
    }

    /// `img` with `_2x` before its extension (`…/tukey.png` → `…/tukey_2x.png`);
    /// nil when it has no extension or is a `_2x` already.
    public static func doubleURL(of img: URL) -> URL? {
        let name = img.deletingPathExtension().lastPathComponent
        let pathExtension = img.pathExtension
        guard !pathExtension.isEmpty, !name.isEmpty, !name.hasSuffix("_2x") else { return nil }
        return img.deletingLastPathComponent().appendingPathComponent(name + "_2x").appendingPathExtension(
            pathExtension)
    }
}

/// What a comic's `link` says about a large version: an image itself, a page
/// showing one (`/657/large/`, `/980/huge/`, `/681_large/`), or nothing.
public enum LargeLink: Sendable, Hashable {
    case image(URL)
    case page(URL)

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif"]

    /// Nil for an empty link, one that is not http(s), or one to another kind of page.
    public init?(link: String) {
        let text = link.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host?.isEmpty == false
        else { return nil }
        let path = url.path.lowercased()
        if Self.imageExtensions.contains(url.pathExtension.lowercased()) {
            self = .image(url)
        } else if path.contains("large") || path.contains("huge") {
            self = .page(url)
        } else {
            return nil
        }
    }

    /// The URL the link itself names.
    public var url: URL {
        switch self {
        case .image(let url), .page(let url): url
        }
    }
}
