import Foundation

extension WhatIfReader {
    /// Every `div.archive-entry`: its article link's number, the title
    /// (`h1.archive-title`) and the date (`h2.archive-date`), newest first.
    func entries(_ root: HTMLNode) -> [WhatIfEntry] {
        var byNumber: [Int: WhatIfEntry] = [:]
        var node: HTMLNode? = root.firstChild
        while let current = node, visit(), byNumber.count < limits.maximumEntries {
            if current.isElement, current.hasClass("archive-entry") {
                if let entry = entry(current) { byNumber[entry.number] = entry }
                node = current.following(within: root)
            } else if current.isElement, HTMLNode.skippedNames.contains(current.name) {
                node = current.following(within: root)
            } else {
                node = current.firstChild ?? current.following(within: root)
            }
        }
        return byNumber.values.sorted { $0.number > $1.number }
    }

    private func entry(_ element: HTMLNode) -> WhatIfEntry? {
        let links = element.elements { $0.name == "a" && $0.attribute("href") != nil }
        guard let number = links.lazy.compactMap({ $0.attribute("href").flatMap(Self.articleNumber) }).first else {
            return nil
        }
        let title = element.firstElement { $0.hasClass("archive-title") }.map(words) ?? ""
        let date = element.firstElement { $0.hasClass("archive-date") }.map(words).flatMap(Self.isoDate) ?? ""
        return WhatIfEntry(number: number, title: title.isEmpty ? "What If? \(number)" : title, date: date)
    }

    /// "July 3, 2012" as "2012-07-03"; nil when it is not such a date.
    static func isoDate(_ text: String) -> String? {
        let parts = text.replacingOccurrences(of: ",", with: " ").split(separator: " ")
        guard parts.count == 3, let day = Int(parts[1]), let year = Int(parts[2]), (1...31).contains(day),
            (1900...9999).contains(year),
            let month = months.firstIndex(of: parts[0].prefix(3).lowercased())
        else { return nil }
        return "\(year)-\(month < 9 ? "0" : "")\(month + 1)-\(day < 10 ? "0" : "")\(day)"
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
}
