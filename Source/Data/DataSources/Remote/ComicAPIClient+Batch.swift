extension ComicAPIClient {
    /// Comics fetched by number: those that came, newest first, those that
    /// failed, and those not tried because too many in a row were missing or failed.
    public struct Batch: Sendable, Hashable {
        public let comics: [Comic]
        public let failures: [ComicFailure]
        /// Highest first: the lowest numbers of the run.
        public let untried: [Int]

        /// When no comic came and every one of two or more failed for one
        /// network cause (the network went away mid-load): that cause, as one
        /// failure of the whole page. Failures that differ stay the comics' own.
        public var wholePageFailure: ComicLoadError? {
            guard comics.isEmpty, failures.count >= 2, let first = failures.first,
                case .network(let cause) = first.reason
            else { return nil }
            let shared = failures.allSatisfy {
                if case .network(let other) = $0.reason { other.hasSameCause(as: cause) } else { false }
            }
            return shared ? .pageUnavailable(cause, comics: failures.count) : nil
        }
    }
}
