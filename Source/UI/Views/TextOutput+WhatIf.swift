extension TextOutput {
    /// Lines as this output shows them: styled by the theme, folded to ASCII where asked.
    public func text(_ lines: [StyledLine]) -> String {
        render { lines }
    }
}
