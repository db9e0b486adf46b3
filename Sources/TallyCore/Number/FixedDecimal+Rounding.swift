extension FixedDecimal {
    /// `value` rounded to `places` fraction digits, half away from zero.
    ///
    /// ```swift
    /// try FixedDecimal(rounding: 0.123456, places: 3).description  // "0.123"
    /// ```
    ///
    /// - Throws: ``TallyError/nonFiniteValue(_:)`` for NaN or infinity,
    ///   ``TallyError/valueOutOfRange(_:)`` when it does not fit.
    public init(rounding value: Double, places: Int) throws(TallyError) {
        guard value.isFinite else { throw .nonFiniteValue("\(value)") }
        let scaled = (value * FixedDecimal.doublePowerOfTen(min(max(places, 0), FixedDecimal.maximumScale))).rounded()
        guard abs(scaled) < 1e36 else { throw .valueOutOfRange("\(value)") }
        try self.init(significand: Int128(roundingFast: scaled), scale: min(max(places, 0), FixedDecimal.maximumScale))
    }

    /// The digits without trailing fraction zeros (nor a lone point): a
    /// short, byte-stable spelling for JSON, CSS and SVG.
    ///
    /// ```swift
    /// try FixedDecimal("2.500").trimmedDescription  // "2.5"
    /// try FixedDecimal("-0.000").trimmedDescription // "0"
    /// ```
    public var trimmedDescription: String {
        var text = description
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
