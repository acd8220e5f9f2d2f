import CurlTransfer

/// libcurl loaded ahead of a command's first request (see CurlPreload.c).
extension CurlNetworkClient {
    /// Starts loading libcurl and the shared pool on a thread of its own.
    /// For `main` only, before its first hop to the concurrency runtime, with
    /// `waitForLibrary()` before that hop: a thread started while libcurl
    /// loads waits for the load (glibc), so the runtime's first worker threads would.
    public static func startLoadingLibrary() {
        xkcd_curl_preload_start()
    }

    /// Waits for `startLoadingLibrary()`'s load; at once when none runs.
    public static func waitForLibrary() {
        xkcd_curl_preload_wait()
    }
}
