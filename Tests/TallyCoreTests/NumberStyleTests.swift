import Foundation
import Testing

@testable import TallyCore

/// The styles beyond what the oracle compares: what is kept per format,
/// settings that combine with a style, and what check() refuses.
@Suite struct NumberStyleTests {
    /// Words asked of Foundation for each number (a currency's name) are
    /// kept for the numbers seen, at most `wordsKept` of them: 10,000
    /// different amounts keep 4,096 and every text stays right.
    @Test func wordsKeptAreBounded() throws {
        let format = NumberFormat(currency: "USD", presentation: .name)
        let style = Decimal.FormatStyle.Currency(code: "USD", locale: Locale(identifier: "en_US"))
            .presentation(.fullName).precision(.fractionLength(2))
        for cents in 0..<10_000 {
            let value = try FixedDecimal(significand: Int128(cents), scale: 2)
            let want = Decimal(string: value.description)!.formatted(style)
            #expect(format.string(for: value) == want)
            if format.string(for: value) != want { return }
        }
        #expect(format.keptWordCount == FormatTables.wordsKept)
    }

    /// A prefix, a suffix, numerals and marks of the format's own apply to
    /// every style; the sign goes where `signPosition` says when shown.
    @Test func ownSettingsApplyToStyles() {
        var euros = NumberFormat(currency: "EUR", locale: Locale(identifier: "de_DE"))
        euros.prefix = "≈"
        euros.numerals = .arabicIndic
        #expect(euros.string(for: 1234.5) == "≈١.٢٣٤,٥٠\u{A0}€")
        var compact = NumberFormat()
        compact.notation = .compact
        compact.signDisplay = .always()
        compact.prefix = "~"
        compact.signPosition = .beforePrefix
        #expect(compact.string(for: 1_234_567) == "+~1.2M")
        #expect(compact.string(for: -1_234_567) == "-~1.2M")
        var percent = NumberFormat(fractionDigits: 1)
        percent.style = .percent
        percent.decimalMark = ","
        percent.groupSeparator = "."
        #expect(percent.string(for: 12.3456) == "1.234,6%")
    }

    /// An odometer in carry mode turns plain digits: a format with words or
    /// units is refused in that mode when made and when applied (the other
    /// modes draw the words: OdometerStyleTests).
    @Test func carryingOdometersRefuseFormatsWithWords() throws {
        var styled: [NumberFormat] = [NumberFormat(currency: "EUR"), NumberFormat(prefix: "$")]
        for change in [
            { (format: inout NumberFormat) in format.style = .percent },
            { $0.notation = .compact }, { $0.signDisplay = .always() }, { $0.significantDigits = 1...3 },
            { $0.suffix = " B" },
        ] {
            var format = NumberFormat()
            change(&format)
            styled.append(format)
        }
        for format in styled {
            var options = OdometerOptions()
            options.format = format
            #expect(try Odometer(from: 0, to: 5, options: options).frame(at: .seconds(5)).text == format.string(for: 5))
            options.mode = .carry
            #expect(
                throws: TallyError.invalidParameter(
                    name: "mode",
                    reason:
                        "carry mode turns plain digits: a format with words or units (a prefix, suffix, style, notation, sign display or significant digits) rolls in roll or classic mode"
                )
            ) {
                try Odometer(from: 0, to: 5, options: options)
            }
            var odometer = try Odometer(from: 0, to: 5)
            #expect(throws: TallyError.self) { try odometer.apply(options, at: .zero) }
            #expect(odometer.options.format == NumberFormat())
        }
        var german = OdometerOptions()
        german.format = NumberFormat(locale: Locale(identifier: "de_DE"), fractionDigits: 2)
        german.fixedFractionDigits = true
        #expect(try Odometer(from: 0, to: 1234.5, options: german).frame(at: .seconds(10)).text == "1.234,50")
    }

    /// With `.beforePrefix` only the sign goes before the prefix; a currency
    /// symbol stays after it, and no sign shown moves nothing.
    @Test func onlyTheSignGoesBeforeThePrefix() {
        var dollars = NumberFormat(currency: "USD")
        dollars.prefix = "≈"
        dollars.signPosition = .beforePrefix
        #expect(dollars.string(for: 5) == "≈$5.00")
        #expect(dollars.string(for: -5) == "-≈$5.00")
        dollars.signDisplay = .never
        #expect(dollars.string(for: -5) == "≈$5.00")
        dollars.signDisplay = .always()
        #expect(dollars.string(for: 5) == "+≈$5.00")
    }

    /// A percentage, significant digits and whole bytes count in steps of
    /// the digits their text shows: 0 to 1 as a percentage passes 50%.
    @Test func countersStepByTheDigitsShown() throws {
        var percent = NumberFormat()
        percent.style = .percent
        let share = try Counter(from: 0, to: 1, duration: .seconds(1), easing: .linear, format: percent)
        #expect(share.frame(at: .milliseconds(500)).text == "50%")
        #expect(share.frame(at: .milliseconds(123)).text == "12%")
        var significant = NumberFormat()
        significant.significantDigits = 1...3
        let small = try Counter(from: 0, to: 1, duration: .seconds(1), easing: .linear, format: significant)
        #expect(small.frame(at: .milliseconds(500)).text == "0.5")
        #expect(small.frame(at: .milliseconds(123)).text == "0.12")
        var bytes = NumberFormat(fractionDigits: 2)
        bytes.style = .bytes()
        let download = try Counter(from: 0, to: 2_500_000, duration: .seconds(1), easing: .linear, format: bytes)
        #expect(download.frame(at: .milliseconds(500)).text == "1.2 MB")
    }

    /// What the oracle's random values do not reach, against Foundation:
    /// 30 significant digits of 10^-18 (more decimals than 10^38 has
    /// digits), and a byte count in compact notation (which bytes ignore).
    @Test func edgesMatchFoundation() throws {
        var significant = NumberFormat()
        significant.significantDigits = 30...30
        let tiny = try FixedDecimal("0.000000000000000001")
        let style = Decimal.FormatStyle(locale: Locale(identifier: "en_US")).precision(.significantDigits(30...30))
        #expect(significant.string(for: tiny) == Decimal(string: "0.000000000000000001")!.formatted(style))
        var bytes = NumberFormat()
        bytes.style = .bytes()
        bytes.notation = .compact
        let count: Int64 = 1_234_000_000_000_000_000
        let foundation = ByteCountFormatStyle(
            style: .file, allowedUnits: .all, spellsOutZero: false, includesActualByteCount: false,
            locale: Locale(identifier: "en_US"))
        #expect(bytes.string(for: FixedDecimal(count)) == count.formatted(foundation))
    }

    /// A currency code is one spelling, whatever its case.
    @Test func currencyCodesAreUppercase() {
        var format = NumberFormat()
        format.style = .currency(code: "eur")
        #expect(format.style == .currency(code: "EUR"))
        #expect(NumberFormat(currency: "eur") == NumberFormat(currency: "EUR"))
    }

    /// A currency code Foundation does not know is refused by check();
    /// lowercase codes are taken.
    @Test func unknownCurrenciesAreRefused() throws {
        #expect(throws: TallyError.self) { try NumberFormat(currency: "EURO").check() }
        #expect(throws: TallyError.self) { try NumberFormat(currency: "").check() }
        try NumberFormat(currency: "eur").check()
    }

    /// Changing the locale keeps the style: its symbols are read again.
    @Test func aNewLocaleKeepsTheStyle() {
        var format = NumberFormat(currency: "EUR", locale: Locale(identifier: "de_DE"))
        format.locale = Locale(identifier: "en_IE")
        #expect(format.string(for: 1234.5) == "€1,234.50")
        #expect(format == NumberFormat(currency: "EUR", locale: Locale(identifier: "en_IE")))
        #expect(format != NumberFormat(locale: Locale(identifier: "en_IE"), fractionDigits: 2))
    }

    /// Extremes: the largest values, the smallest, percent of the largest,
    /// significant digits beyond a value's own.
    @Test func extremesStayWithinTheirDigits() throws {
        var compact = NumberFormat()
        compact.notation = .compact
        #expect(compact.string(for: FixedDecimal(Int64.max)) == "9,223,372T")
        #expect(compact.string(for: try FixedDecimal("0.000000000000000001")) == "0.000000000000000001")
        var percent = NumberFormat()
        percent.style = .percent
        #expect(percent.string(for: FixedDecimal(Int64.max)) == "922,337,203,685,477,580,700%")
        var significant = NumberFormat()
        significant.significantDigits = 30...30
        #expect(significant.string(for: 1) == "1.00000000000000000000000000000")
        var bytes = NumberFormat()
        bytes.style = .bytes(.binary)
        #expect(bytes.string(for: FixedDecimal(Int64.min)) == "-8,192 PB")
    }
}

/// `NumberFormat` as a Foundation `FormatStyle`: the same text, written and
/// read back with every setting.
@Suite struct NumberFormatStyleTests {
    @Test func formatsAsStringFor() throws {
        let euros = NumberFormat(currency: "EUR", locale: Locale(identifier: "de_DE"))
        let price = try FixedDecimal("1234.5")
        #expect(price.formatted(euros) == "1.234,50\u{A0}€")
        #expect(euros.format(price) == euros.string(for: price))
        // Foundation's own styles follow a locale handed to them (SwiftUI's
        // environment): so does a NumberFormat, keeping its other settings.
        let irish = euros.locale(Locale(identifier: "en_IE"))
        let foundation = Decimal.FormatStyle.Currency(code: "EUR", locale: Locale(identifier: "de_DE"))
            .locale(Locale(identifier: "en_IE"))
        #expect(irish.format(price) == Decimal(string: "1234.5")!.formatted(foundation))
        #expect(irish.format(price) == "€1,234.50" && irish.style == euros.style)
    }

    @Test func everySettingIsWrittenAndReadBack() throws {
        var format = NumberFormat(currency: "JPY", locale: Locale(identifier: "ja_JP"), presentation: .name)
        format.rounding = .halfUp
        format.grouping = .indian
        format.prefix = "~"
        format.suffix = "!"
        format.signPosition = .beforePrefix
        format.minimumIntegerDigits = 3
        format.numerals = .devanagari
        format.groupSeparator = "_"
        format.decimalMark = ";"
        format.notation = .compact
        format.signDisplay = .accountingAlways(includingZero: false)
        format.significantDigits = 2...4
        var bytes = NumberFormat()
        bytes.style = .bytes(.binary)
        for original in [format, bytes, NumberFormat(), NumberFormat(currency: "USD")] {
            let read = try JSONDecoder().decode(NumberFormat.self, from: JSONEncoder().encode(original))
            #expect(read == original)
            #expect(read.hashValue == original.hashValue)
            for value: FixedDecimal in [0, -1234.5, 12_345_678, 0.001] {
                #expect(read.string(for: value) == original.string(for: value))
            }
        }
    }

    @Test func badNumeralsAreADecodingError() throws {
        func json(numerals: String) -> Data {
            Data(
                (#"{"locale":"en_US","fractionDigits":0,"rounding":{"halfEven":{}},"grouping":{"automatic":{}},"#
                    + #""prefix":"","suffix":"","signPosition":{"afterPrefix":{}},"minimumIntegerDigits":1,"#
                    + #""numerals":"\#(numerals)","style":{"decimal":{}},"notation":{"standard":{}},"#
                    + #""signDisplay":{"automatic":{}}}"#).utf8)
        }
        let read = try JSONDecoder().decode(NumberFormat.self, from: json(numerals: "٠١٢٣٤٥٦٧٨٩"))
        #expect(read.string(for: 12) == "١٢")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NumberFormat.self, from: json(numerals: "0123"))
        }
    }
}
