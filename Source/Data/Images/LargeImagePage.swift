import Foundation

/// The image a large-version page shows (xkcd's `/657/large/`: one big
/// `<img>` naming the file on imgs.xkcd.com), read with libxml2's HTML parser.
enum LargeImagePage {
    /// A page larger than this is not a large-version page.
    static let maximumBytes = 512 * 1024
    /// Elements looked at, at most: a hostile page cannot make the walk long.
    static let maximumElements = 20_000

    /// The first `<img>` whose `src` names a PNG, JPEG or GIF over http(s),
    /// resolved against `page`; nil when there is none.
    static func imageURL(in body: Data, page: URL) -> URL? {
        guard body.count <= maximumBytes, let document = HTMLDocument(html: String(decoding: body, as: UTF8.self)),
            let root = document.root
        else { return nil }
        var stack = [root]
        var visited = 0
        while let node = stack.popLast(), visited < maximumElements {
            visited += 1
            if node.isElement, node.name.lowercased() == "img", let source = node.attribute("src"),
                let url = URL(string: source.trimmingCharacters(in: .whitespacesAndNewlines), relativeTo: page)?
                    .absoluteURL,
                let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
                LargeLink.imageExtensions.contains(url.pathExtension.lowercased())
            {
                return url
            }
            // Children pushed in reverse, so the first in the page is looked at first.
            stack.append(contentsOf: node.children.filter(\.isElement).reversed())
        }
        return nil
    }
}
