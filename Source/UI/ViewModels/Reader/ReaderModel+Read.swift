/// Read marks set by hand.
extension ReaderModel {
    /// Marks comic `number` read or unread, saying so on the status line.
    mutating func setRead(_ number: Int, _ isRead: Bool) -> [ReaderEffect] {
        notice = "Comic \(number) marked \(isRead ? "read" : "unread")"
        return [.setRead(number, isRead)]
    }
}
