extension Unicode.Scalar {
    /// Whether the scalar controls how text is shown rather than being
    /// shown: a C0 or C1 control (ESC begins a terminal's escape sequences),
    /// DEL, a bidirectional mark, embedding, override or isolate (U+202E
    /// turns text round), or another invisible format character (a zero
    /// width space, a byte order mark). Such a scalar in a prefix, a title
    /// or a line of input would make text that is not what it looks like.
    /// The joiners that hold an emoji sequence together (U+200C, U+200D)
    /// and variation selectors are not counted: they join what is shown.
    ///
    /// ```swift
    /// Unicode.Scalar(0x1B)!.isControlOrInvisibleFormat    // true: ESC
    /// Unicode.Scalar(0x202E)!.isControlOrInvisibleFormat  // true: right-to-left override
    /// Unicode.Scalar("€").isControlOrInvisibleFormat      // false
    /// ```
    public var isControlOrInvisibleFormat: Bool {
        let value = self.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        if value == 0x200C || value == 0x200D { return false }
        if value == 0x2028 || value == 0x2029 { return true }
        return properties.generalCategory == .format
    }
}
