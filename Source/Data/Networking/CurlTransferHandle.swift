import CurlTransfer
import Foundation
import Synchronization

/// One transfer on the pool's thread. The continuation is resumed once: by
/// the pool when libcurl is done, or at once by `cancel()`. The pool holds a
/// reference from start to its report, so the transfer is never freed while
/// libcurl still uses it.
final class CurlTransferHandle: @unchecked Sendable {
    // Safe to share: the pool's thread alone runs the transfer until it
    // reports, the body is read only after, and the shim's cancel is thread-safe.
    private let pointer: OpaquePointer
    private let state = Mutex<(cancelled: Bool, continuation: CheckedContinuation<xkcd_transfer_outcome, any Error>?)>(
        (false, nil))

    /// Told, on the pool's thread, that the transfer's connection multiplexes.
    private let multiplexed: (@Sendable () -> Void)?

    init?(
        pool: OpaquePointer, url: URL, headers: [String], limits: xkcd_transfer_limits, trust: CertificateAuthorities,
        multiplexed: (@Sendable () -> Void)? = nil
    ) {
        let created: OpaquePointer? = url.absoluteString.withCString { urlText in
            let copies = headers.map { strdup($0) } + [trust.file, trust.directory].map { $0.flatMap { strdup($0) } }
            defer { copies.forEach { free($0) } }
            let lines = copies.prefix(headers.count).map { UnsafePointer($0) }
            let authorities = xkcd_transfer_trust(
                ca_file: copies[headers.count].map { UnsafePointer($0) },
                ca_directory: copies[headers.count + 1].map { UnsafePointer($0) })
            return lines.withUnsafeBufferPointer { buffer in
                xkcd_transfer_new(pool, urlText, buffer.baseAddress, buffer.count, limits, authorities)
            }
        }
        guard let created else { return nil }
        pointer = created
        self.multiplexed = multiplexed
        if multiplexed != nil { xkcd_transfer_on_multiplexed(created, Self.onMultiplexed) }
    }

    deinit { xkcd_transfer_free(pointer) }

    /// The pool's report: balances the reference taken by `hand(to:)`.
    private static let done: xkcd_transfer_done = { context, outcome in
        guard let context else { return }
        let transfer = Unmanaged<CurlTransferHandle>.fromOpaque(context).takeRetainedValue()
        transfer.state.withLock { $0.continuation.take() }?.resume(returning: outcome)
    }

    /// The context is the reference `start` holds until `done`.
    private static let onMultiplexed: xkcd_transfer_multiplexed = { context in
        guard let context else { return }
        Unmanaged<CurlTransferHandle>.fromOpaque(context).takeUnretainedValue().multiplexed?()
    }

    func start(_ continuation: CheckedContinuation<xkcd_transfer_outcome, any Error>) {
        let cancelled = state.withLock { state in
            if !state.cancelled { state.continuation = continuation }
            return state.cancelled
        }
        guard !cancelled else {
            continuation.resume(throwing: CancellationError())
            return
        }
        xkcd_transfer_start(pointer, Self.done, Unmanaged.passRetained(self).toOpaque())
    }

    /// Starts a HEAD whose answer nobody waits for.
    func startHeadOnly() {
        xkcd_transfer_head_only(pointer)
        xkcd_transfer_start(pointer, Self.done, Unmanaged.passRetained(self).toOpaque())
    }

    func cancel() {
        let continuation = state.withLock { state in
            state.cancelled = true
            return state.continuation.take()
        }
        xkcd_transfer_cancel(pointer)
        continuation?.resume(throwing: CancellationError())
    }
    var status: Int { xkcd_transfer_status(pointer) }
    var httpVersion: Int { Int(xkcd_transfer_http_major_version(pointer)) }

    var body: Data {
        var length = 0
        guard let bytes = xkcd_transfer_body(pointer, &length), length > 0 else { return Data() }
        return Data(bytes: bytes, count: length)
    }

    var headers: [String: String] {
        var length = 0
        guard let bytes = xkcd_transfer_headers(pointer, &length), length > 0 else { return [:] }
        return HTTPHeaderBlock.fields(UnsafeRawBufferPointer(start: bytes, count: length))
    }

    var errorText: String {
        guard let text = xkcd_transfer_error(pointer) else { return "unknown error" }
        let message = String(cString: text)
        return message.isEmpty ? "unknown error" : message
    }
}
