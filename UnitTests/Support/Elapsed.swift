/// How long `body` took, with what it returned: for tests that bound a time.
public func elapsed<T>(_ body: () async throws -> T) async rethrows -> (Duration, T) {
    let clock = ContinuousClock()
    let start = clock.now
    let value = try await body()
    return (clock.now - start, value)
}
