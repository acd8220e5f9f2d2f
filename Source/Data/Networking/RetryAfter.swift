import Foundation

/// The wait a `Retry-After` header asks for: delay-seconds or an HTTP date.
public enum RetryAfter {
    /// The wait `response` asks for, measured from `now`; nil when it asks
    /// for none or the value is neither form. Digits too many for an `Int`
    /// ask for longer than anyone waits.
    public static func delay(in response: NetworkResponse, now: Date) -> Duration? {
        guard let value = response.header("Retry-After")?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
            return nil
        }
        if value.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) {
            return .seconds(Int(value) ?? Int.max)
        }
        // IMF-fixdate, the form HTTP dates are sent in (RFC 9110). Retry-After is rare: no formatter is kept.
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        let seconds = max(0, min(date.timeIntervalSince(now), 1e9))
        return .milliseconds(Int(seconds * 1000))
    }
}
