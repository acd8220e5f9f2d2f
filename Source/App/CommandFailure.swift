import ArgumentParser

/// A failure the user can act on: argument-parser prints it as one line
/// ("Error: …") on stderr and exits non-zero, with no stack trace.
struct CommandFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
