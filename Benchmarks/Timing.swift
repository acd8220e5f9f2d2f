/// Repeated timings of one operation, summarised as median and spread.
struct Timing {
    let label: String
    let samples: [Duration]

    /// Runs `operation` `runs` times (after one unmeasured warm-up if asked) and keeps each duration.
    static func measure(
        _ label: String, runs: Int, warmUp: Bool = true, _ operation: () async throws -> Duration
    ) async rethrows -> Timing {
        if warmUp { _ = try await operation() }
        var samples: [Duration] = []
        for _ in 0..<runs { samples.append(try await operation()) }
        return Timing(label: label, samples: samples)
    }

    var median: Duration {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .zero }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    var minimum: Duration { samples.min() ?? .zero }
    var maximum: Duration { samples.max() ?? .zero }

    /// `label: median 12.3 ms (min 11.9, max 13.0, n=7)`
    var summary: String {
        "\(label): median \(Self.milliseconds(median)) ms (min \(Self.milliseconds(minimum)), max \(Self.milliseconds(maximum)), n=\(samples.count))"
    }

    static func milliseconds(_ duration: Duration) -> String {
        let ms = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        return ms < 10 ? String(format: "%.2f", ms) : String(format: "%.1f", ms)
    }
}
