import ComicData

/// What an article's load brings: the article, and whether it is the copy
/// sync saved (the reader is offline, or the site could not be reached).
public struct LoadedArticle: Sendable, Hashable {
    public let article: WhatIfArticle
    public let isFromCache: Bool

    public init(_ article: WhatIfArticle, isFromCache: Bool) {
        self.article = article
        self.isFromCache = isFromCache
    }
}

extension TextScreenContent where Document == LoadedArticle {
    public static func loaded(_ article: WhatIfArticle, isFromCache: Bool) -> Self {
        .loaded(LoadedArticle(article, isFromCache: isFromCache))
    }
}
