import Foundation

/// The viewer's image: the best version of a comic's image that can be had.
extension ComicImageLoader {
    /// The large version the comic's `link` names (an image, or a page whose
    /// `<img>` names one), else the `_2x` image, else `img`. A version the
    /// server lacks (404) is remembered and not asked for again; any other
    /// problem with one falls through to the next. Throws as `image(for:)`
    /// when the normal image fails too.
    public func bestImage(for comic: Comic) async throws -> ComicImage {
        let normal = try Self.followableURL(comic.raw.img)
        var candidates: [(ImageVersion, LargeLink)] = []
        if let large = LargeLink(link: comic.raw.link) { candidates.append((.large, large)) }
        if let double = ImageVersion.doubleURL(of: normal) { candidates.append((.double, .image(double))) }
        for (version, link) in candidates {
            guard let url = try await imageURL(of: link) else { continue }
            do {
                let image = try await image(comicNumber: comic.number, url: url, version: version)
                await remember(link.url, found: url)
                return image
            } catch let unavailable as ImageUnavailable {
                if unavailable.isMissing { await remember(link.url, found: nil) }
            }
        }
        return try await image(for: comic)
    }

    /// Where `link` leads: the image itself, or a page's `<img>` (fetched
    /// once, then remembered); nil when it is known missing or cannot be had now.
    private func imageURL(of link: LargeLink) async throws -> URL? {
        switch try await known(link.url) {
        case .missing: return nil
        case .found(let found): return URL(string: found)
        case nil: break
        }
        guard case .page(let page) = link else { return link.url }
        let body: Data
        do {
            body = try await fetcher.bytes(at: page, limits: ImageLimits(maximumBytes: LargeImagePage.maximumBytes))
        } catch let unavailable as ImageUnavailable {
            if unavailable.isMissing { await remember(page, found: nil) }
            return nil
        }
        guard let found = LargeImagePage.imageURL(in: body, page: page) else {
            await remember(page, found: nil)
            return nil
        }
        await remember(page, found: found)
        return found
    }

    private func known(_ address: URL) async throws -> KnownImageVersion? {
        guard let database else { return nil }
        do {
            return try await ImageStore(database: database).knownVersion(at: address.absoluteString)
        } catch let error as StorageError {
            throw ImageUnavailable.storage(reason: error.description)
        }
    }

    /// What was learned is kept when it can be; a store that cannot write only means asking again.
    private func remember(_ address: URL, found: URL?) async {
        guard let database else { return }
        try? await ImageStore(database: database).rememberVersion(
            at: address.absoluteString, found: found?.absoluteString, checkedAt: now())
    }
}

extension ImageUnavailable {
    /// The server says there is no such file: worth remembering.
    var isMissing: Bool {
        if case .httpStatus(let code) = self { return code == 404 || code == 410 }
        return false
    }
}
