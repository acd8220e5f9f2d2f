/// A bracketed paste: one event, typed into the open prompt as its
/// characters would be, with one search for the whole text.
extension ReaderModel {
    mutating func paste(_ text: String) -> [ReaderEffect] {
        notice = nil
        guard keymap.takesText else {
            notice = "a paste goes into a prompt: / to search, : to go to a comic"
            return []
        }
        var effects: [ReaderEffect] = []
        for character in text {
            guard case .edit(.insert(let typed))? = keymap.action(for: .character(character)) else { break }
            effects += perform(.edit(.insert(typed)))
        }
        // Only the last query matters: searching for each prefix would be work thrown away.
        let lastSearch = effects.last(where: \.isSearch)
        effects.removeAll(where: \.isSearch)
        return effects + (lastSearch.map { [$0] } ?? [])
    }
}

extension ReaderEffect {
    fileprivate var isSearch: Bool {
        if case .debounceSearch = self { true } else { false }
    }
}
