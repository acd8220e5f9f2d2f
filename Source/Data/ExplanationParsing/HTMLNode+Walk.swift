extension HTMLNode {
    /// The elements below this node for which `matches` holds, in document
    /// order, found without recursion (any depth is safe); a match's own
    /// descendants are not searched.
    func elements(where matches: (HTMLNode) -> Bool) -> [HTMLNode] {
        var found: [HTMLNode] = []
        var node: HTMLNode? = firstChild
        while let current = node {
            var descend = false
            if current.isElement {
                if matches(current) {
                    found.append(current)
                } else {
                    descend = current.firstChild != nil
                }
            }
            node = descend ? current.firstChild : current.following(within: self)
        }
        return found
    }

    /// The first element below this node for which `matches` holds.
    func firstElement(where matches: (HTMLNode) -> Bool) -> HTMLNode? {
        var node: HTMLNode? = firstChild
        while let current = node {
            if current.isElement, matches(current) { return current }
            node = current.firstChild ?? current.following(within: self)
        }
        return nil
    }

    /// The next node in document order after this one and its descendants,
    /// staying below `root`.
    func following(within root: HTMLNode) -> HTMLNode? {
        var climbing: HTMLNode? = self
        while let step = climbing, step.pointer != root.pointer {
            if let sibling = step.next { return sibling }
            climbing = step.parent
        }
        return nil
    }
}
