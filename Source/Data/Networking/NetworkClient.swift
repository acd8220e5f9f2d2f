import Foundation

/// One HTTP request, as plain values so test doubles can match and log it.
public struct NetworkRequest: Sendable, Hashable {
    public var url: URL
    public var method: String
    public var headers: [String: String]

    public init(url: URL, method: String = "GET", headers: [String: String] = [:]) {
        self.url = url
        self.method = method
        self.headers = headers
    }
}

/// A complete HTTP response: status, headers (names lower-cased) and body.
public struct NetworkResponse: Sendable, Hashable {
    public let statusCode: Int
    public let headers: [String: String]
    public let body: Data
    /// The HTTP major version it came in (1, 2 or 3); 0 when not known (a test double).
    public let httpVersion: Int

    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data(), httpVersion: Int = 0) {
        self.statusCode = statusCode
        self.httpVersion = httpVersion
        self.headers = Dictionary(
            headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
    }

    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// Sends HTTP requests. Any status is a response, not an error: errors are
/// for transport failures (see `NetworkError`) and cancellation.
public protocol NetworkClient: Sendable {
    func send(_ request: NetworkRequest) async throws -> NetworkResponse
}
