import Foundation

/// The bookkeeping of a sync: what comes back from a fetch, what one
/// transaction writes, and what a run has seen.
extension ArchiveSync {
    enum Outcome: Sendable {
        case comic(Comic)
        case missing
        case failed(ComicLoadError)
        case cancelled
    }

    enum Event: Sendable {
        case fetched(Int, Outcome)
        case wrote(Int)
        /// A batch could not be written: the run ends, saying what earlier batches kept.
        case writeFailed(StorageError)
    }

    /// What one transaction writes.
    struct Batch: Sendable {
        var comics: [Comic] = []
        var missing: [Int] = []

        var isEmpty: Bool { comics.isEmpty && missing.isEmpty }
        var bytes: Int { comics.reduce(0) { $0 + $1.textBytes } }
    }

    /// The bookkeeping of one run.
    struct Run {
        let total: Int
        let configuration: Configuration
        let start: ContinuousClock.Instant
        var completed = 0
        var stored = 0
        var missing: [Int] = []
        var failures: [ComicFailure] = []
        var consecutiveFailures = 0
        var stopReason: String?
        /// Fetched and not yet written.
        var buffer = Batch()
        var bufferBytes = 0
        /// The batch being written: comics and bytes.
        var writing = (comics: 0, bytes: 0)

        var waitingComics: Int { buffer.comics.count + writing.comics }
        var waitingBytes: Int { bufferBytes + writing.bytes }
        var isBackedUp: Bool {
            waitingComics >= configuration.maximumWaitingComics || waitingBytes >= configuration.maximumWaitingBytes
        }

        init(total: Int, configuration: Configuration, start: ContinuousClock.Instant) {
            self.total = total
            self.configuration = configuration
            self.start = start
        }

        mutating func record(_ number: Int, _ outcome: Outcome) {
            if case .cancelled = outcome { return }
            completed += 1
            switch outcome {
            case .comic(let comic):
                consecutiveFailures = 0
                buffer.comics.append(comic)
                bufferBytes += comic.textBytes
            case .missing:
                consecutiveFailures = 0
                missing.append(number)
                buffer.missing.append(number)
            case .cancelled:
                break
            case .failed(let error):
                consecutiveFailures += 1
                failures.append(ComicFailure(number: number, reason: error))
                if consecutiveFailures >= configuration.maximumConsecutiveFailures, stopReason == nil {
                    stopReason = "\(consecutiveFailures) comics failed in a row (last: \(error))"
                }
            }
        }

        /// The next batch: at most `batchSize` comics, and every missing number.
        mutating func takeBuffer() -> Batch {
            let batch = Batch(comics: Array(buffer.comics.prefix(configuration.batchSize)), missing: buffer.missing)
            buffer = Batch(comics: Array(buffer.comics.dropFirst(batch.comics.count)))
            writing = (batch.comics.count, batch.bytes)
            bufferBytes -= writing.bytes
            return batch
        }

        func progress(now: ContinuousClock.Instant) -> SyncProgress {
            SyncProgress(
                completed: completed, total: total, failed: failures.count, elapsed: now - start,
                waitingToBeWritten: waitingComics)
        }
    }
}

extension Comic {
    /// The bytes of text the comic holds, cleaned and raw: what back-pressure counts.
    fileprivate var textBytes: Int {
        let raw = [raw.title, raw.safeTitle, raw.alt, raw.transcript, raw.news, raw.link, raw.img]
        let clean = [title, safeTitle, alt, transcript, news]
        return (raw + clean).reduce(0) { $0 + $1.utf8.count }
    }
}
