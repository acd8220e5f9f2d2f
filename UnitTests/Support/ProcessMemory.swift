import Foundation

/// This process's resident memory from /proc/self/status, for tests that
/// prove a bad response cannot make it grow.
public enum ProcessMemory {
    /// Current resident set, in bytes.
    public static var resident: Int? { field("VmRSS") }

    /// Peak resident set since the last `resetPeak()`, in bytes.
    public static var peak: Int? { field("VmHWM") }

    /// Starts a new peak (writing 5 to /proc/self/clear_refs resets VmHWM).
    @discardableResult
    public static func resetPeak() -> Bool {
        FileManager.default.createFile(atPath: "/proc/self/clear_refs", contents: Data("5".utf8))
            || ((try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))) != nil)
    }

    /// The peak growth over the resident size before `body`, in bytes.
    public static func peakGrowth<T>(during body: () async throws -> T) async rethrows -> (growth: Int, result: T) {
        resetPeak()
        let before = resident ?? 0
        let result = try await body()
        return (max(0, (peak ?? 0) - before), result)
    }

    private static func field(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.split(separator: " ").compactMap { Int($0) }.first
            return digits.map { $0 * 1024 }
        }
        return nil
    }
}
