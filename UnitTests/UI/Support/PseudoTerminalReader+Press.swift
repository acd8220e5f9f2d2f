extension PseudoTerminalReader {
    /// Types each of `keys` in a write of its own, as a person presses them
    /// one after another, then waits (within `within`) until the screen
    /// satisfies `condition`; the screen then.
    @discardableResult
    func press(
        _ keys: String..., within: Duration = .seconds(15), until condition: (String) -> Bool
    ) async throws -> String {
        for key in keys { sendKeys(key) }
        return try await waitForScreen(within: within, condition)
    }

    /// `press` until the screen shows `text`.
    @discardableResult
    func press(_ keys: String..., within: Duration = .seconds(15), untilShows text: String) async throws -> String {
        for key in keys { sendKeys(key) }
        return try await waitForScreen(within: within) { $0.contains(text) }
    }
}
