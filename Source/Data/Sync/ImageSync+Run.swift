import Foundation

/// The bookkeeping of an image sync: which images to fetch, and what a run has seen.
extension ImageSync {
    /// The comics whose images are wanted, from their `img`.
    struct Plan {
        var wanted: [(number: Int, url: URL)] = []
        var withoutImage: [Int] = []
        var urls: [Int: String] = [:]

        mutating func add(_ address: ComicImageAddress) {
            do {
                let url = try ComicImageLoader.followableURL(address.img)
                wanted.append((address.comicNumber, url))
                urls[address.comicNumber] = url.absoluteString
            } catch {
                // No image file (interactive comics), or an address we never follow.
                withoutImage.append(address.comicNumber)
            }
        }

        /// Leaves out the comics whose image was in the cache already.
        mutating func drop(_ numbers: Set<Int>) {
            wanted.removeAll { numbers.contains($0.number) }
        }
    }
}

/// What one image sync has fetched, written and failed.
struct ImageRun {
    enum Outcome: Sendable {
        /// `leftOut`: bytes of the file not kept (text and other chunks never drawn).
        case image(String, SavedImage, leftOut: Int)
        case failed(ImageUnavailable)
        case cancelled
    }

    enum Event: Sendable {
        case fetched(Int, Outcome)
        case wrote(Int)
        /// A batch could not be written: the run ends, saying what earlier batches kept.
        case writeFailed(StorageError)
    }

    let total: Int
    let start: ContinuousClock.Instant
    let maximumConsecutiveFailures: Int
    var completed = 0
    var saved = 0
    var bytes = 0
    var leftOut = LeftOutBytes()
    var failures: [ImageFailure] = []
    var consecutiveFailures = 0
    /// Why no more images are started; nil while the run goes on.
    var stopReason: String?
    var buffer: [KeptImage] = []
    var bufferBytes = 0
    /// Bytes in the batch being written.
    var writing = 0

    var waitingBytes: Int { bufferBytes + writing }

    init(total: Int, start: ContinuousClock.Instant, maximumConsecutiveFailures: Int = .max) {
        self.total = total
        self.start = start
        self.maximumConsecutiveFailures = maximumConsecutiveFailures
    }

    mutating func record(_ number: Int, _ outcome: Outcome) {
        switch outcome {
        case .cancelled:
            return
        case .image(let url, let image, let leftOutBytes):
            if leftOutBytes > 0 { leftOut.add(leftOutBytes) }
            buffer.append(KeptImage(comicNumber: number, url: url, image: image))
            bufferBytes += image.bytes.count
            bytes += image.bytes.count
            consecutiveFailures = 0
        case .failed(let reason):
            failures.append(ImageFailure(number: number, reason: reason))
            consecutiveFailures += 1
            if consecutiveFailures >= maximumConsecutiveFailures, stopReason == nil {
                stopReason = "\(consecutiveFailures) images failed in a row (last: \(reason))"
            }
        }
        completed += 1
    }

    /// Everything buffered: its size is bounded by the waiting-bytes limit.
    mutating func takeBuffer() -> [KeptImage] {
        let batch = buffer
        buffer = []
        writing = bufferBytes
        bufferBytes = 0
        return batch
    }

    func progress(now: ContinuousClock.Instant) -> SyncProgress {
        SyncProgress(
            completed: completed, total: total, failed: failures.count, elapsed: now - start,
            waitingToBeWritten: buffer.count, bytes: bytes)
    }
}
