import Foundation
import Synchronization

/// A suite that cannot run here (no tmux, no nginx) says so once, loudly, on
/// stderr, instead of a comment repeated on each of its tests or nothing at
/// all. A suite's condition is asked once for each of its tests; only the
/// first answer of each suite writes.
///
///     @Suite(.enabled(if: SuiteSkip.runs(#fileID, unless: HTTPSTestSite.unavailableReason)))
public final class SuiteSkip: Sendable {
    /// The one the suites use: its lines go to this process's stderr.
    public static let standardError = SuiteSkip { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    private let said = Mutex<Set<String>>([])
    private let write: @Sendable (String) -> Void

    public init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Whether `suite` runs: yes when nothing is `missing`; otherwise no, and
    /// `SKIP: <suite>: <missing>` the first time this suite asks.
    public func runs(_ suite: String, unless missing: String?) -> Bool {
        guard let missing else { return true }
        if said.withLock({ $0.insert(suite).inserted }) { write("SKIP: \(suite): \(missing)") }
        return false
    }

    /// `runs` on stderr.
    public static func runs(_ suite: String, unless missing: String?) -> Bool {
        standardError.runs(suite, unless: missing)
    }
}
