extension StrokeText {
    /// The polylines that draw `character` in Tally's stroke font, for an
    /// exporter that draws them with a round pen of its own (a Lottie
    /// file's stroked paths); nil when the font has no such character.
    ///
    /// Units are the font's: the cap height is 10, the baseline is at y = 0
    /// and y goes up; x starts at the glyph's left edge, side bearing
    /// included. A polyline of one point is a dot. The pen of the regular
    /// weight is ``StrokeWeight/regular``'s share of the cap height wide.
    ///
    /// ```swift
    /// let seven = StrokeText.outline(of: "7")!
    /// seven.advance      // 7.8: every digit's
    /// seven.strokes[0]   // (1.1, 10), (6.7, 10), (2.9, 0)
    /// StrokeText.outline(of: "字")  // nil
    /// ```
    public static func outline(of character: Character) -> (advance: Double, strokes: [[Point]])? {
        StrokeFont.glyph(for: character).map { ($0.advance, $0.strokes) }
    }
}
