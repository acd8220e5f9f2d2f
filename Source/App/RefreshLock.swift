import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One background check at a time: with `check-every 0` every prompt starts
/// one, and a slow server would otherwise let them pile up. The lock is a
/// file beside the database (not the database itself: SQLite's own POSIX
/// locks are dropped by closing any descriptor of its file), held until the
/// process ends. The prompt looks before it starts one, and the check
/// takes it (two prompts at once may both start one: the second ends at once).
enum RefreshLock {
    static func path(besideDatabase database: String) -> String { database + "-check.lock" }

    /// Whether a background check holds the lock now: the prompt then starts none.
    static func isHeld(besideDatabase database: String) -> Bool {
        let descriptor = open(path(besideDatabase: database), O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return flock(descriptor, LOCK_EX | LOCK_NB) != 0
    }

    /// True when this process now holds the lock, or when no lock file can be
    /// made there (then the check runs as it did without one).
    static func take(besideDatabase database: String) -> Bool {
        let descriptor = open(path(besideDatabase: database), O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return true }
        // Never closed: the lock lasts as long as this process.
        return flock(descriptor, LOCK_EX | LOCK_NB) == 0
    }
}
