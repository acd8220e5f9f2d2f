/// Comic numbers as messages name them: "#1, #12".
enum NumberList {
    static func text(_ numbers: some Sequence<Int>) -> String {
        numbers.map { "#\($0)" }.joined(separator: ", ")
    }
}
