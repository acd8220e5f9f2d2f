import Foundation

// Times are stored as whole milliseconds since 1970: integers compare exactly,
// so a keyset position read back from a row matches that row again.
extension Date {
    var millisecondsSince1970: Int64 {
        Int64((timeIntervalSince1970 * 1000).rounded(.down))
    }

    init(millisecondsSince1970 milliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
