/// One comic whose image could not be saved, and why.
public struct ImageFailure: Sendable, Hashable {
    public let number: Int
    public let reason: ImageUnavailable

    public init(number: Int, reason: ImageUnavailable) {
        self.number = number
        self.reason = reason
    }
}

/// What of the images' files was not kept: text and other chunks never drawn.
public struct LeftOutBytes: Sendable, Hashable {
    public private(set) var images = 0
    public private(set) var bytes = 0

    public init(images: Int = 0, bytes: Int = 0) {
        self.images = images
        self.bytes = bytes
    }

    mutating func add(_ count: Int) {
        images += 1
        bytes += count
    }
}

/// What `xkcd sync --images` did.
public struct ImageSyncReport: Sendable, Hashable {
    /// Images fetched and saved by this run.
    public let fetched: Int
    /// Bytes this run fetched.
    public let fetchedBytes: Int
    /// Images that were in the cache already and are now kept.
    public let keptFromCache: Int
    /// Images kept before this run.
    public let alreadyKept: Int
    /// Comics with no image file (interactive ones), skipped.
    public let withoutImage: [Int]
    /// Images that could not be fetched or decoded, lowest number first.
    public let failures: [ImageFailure]
    /// Every kept image after the run, and the disk they use.
    public let keptImages: Int
    public let keptBytes: Int
    public let elapsed: Duration
    /// Why the run stopped before trying every image; nil when it did not.
    public let stopReason: String?
    /// Bytes of the fetched files not kept (see `ImageDecoder.kept`).
    public let leftOut: LeftOutBytes
    /// Failures whose request was never sent (`ImageUnavailable.notTried`), counted apart from the rest.
    public var notTried: Int { failures.count { $0.reason == .notTried } }

    public init(
        fetched: Int, fetchedBytes: Int, keptFromCache: Int, alreadyKept: Int, withoutImage: [Int],
        failures: [ImageFailure], keptImages: Int, keptBytes: Int, elapsed: Duration, stopReason: String? = nil,
        leftOut: LeftOutBytes = LeftOutBytes()
    ) {
        self.leftOut = leftOut
        self.fetched = fetched
        self.fetchedBytes = fetchedBytes
        self.keptFromCache = keptFromCache
        self.alreadyKept = alreadyKept
        self.withoutImage = withoutImage
        self.failures = failures
        self.keptImages = keptImages
        self.keptBytes = keptBytes
        self.elapsed = elapsed
        self.stopReason = stopReason
    }

    /// Every cached comic with an image has it kept.
    public var isComplete: Bool { failures.isEmpty && stopReason == nil }
}
