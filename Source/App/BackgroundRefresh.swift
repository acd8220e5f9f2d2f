import ComicUI
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Starts this program again, detached: a session of its own (no terminal,
/// no signal from the shell's Ctrl-C or hang-up), stdin, stdout and stderr
/// on /dev/null, so it never writes to the terminal nor holds the prompt's
/// pipe open. Nobody waits for it; it ends by itself.
enum BackgroundRefresh {
    /// glibc's POSIX_SPAWN_SETSID, which its header shows only to _GNU_SOURCE.
    private static let newSession: Int32 = 0x80

    static func start(_ arguments: [String]) {
        let executable = "/proc/self/exe"
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(Self.newSession | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let argv = (["xkcd"] + arguments).map { strdup($0) } + [nil]
        let envp = Console.current.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child = pid_t()
        // A refresh that cannot start only leaves the answer as old as the database's.
        _ = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    }
}
