/// Comic numbers as messages name them: "#1, #12".
public enum NumberList {
    public static func text(_ numbers: some Sequence<Int>) -> String {
        numbers.map { "#\($0)" }.joined(separator: ", ")
    }
}
