/// The compiler that built the benchmark, for the figures' machine note.
enum SwiftVersion {
    static var text: String {
        #if compiler(>=6.3)
        "Swift 6.3+"
        #elseif compiler(>=6.2)
        "Swift 6.2"
        #elseif compiler(>=6.1)
        "Swift 6.1"
        #else
        "Swift 6.0"
        #endif
    }
}
