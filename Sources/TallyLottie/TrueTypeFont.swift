/// The outlines of a TrueType font, read from its tables as the OpenType
/// specification lays them out (Microsoft, "OpenType specification":
/// the table directory; `head` unitsPerEm and indexToLocFormat; `maxp`
/// numGlyphs; `hhea` numberOfHMetrics; `hmtx` advance widths; `cmap`
/// format 4 and 12 subtables; `loca` offsets; `glyf` simple and composite
/// glyphs). Every read is checked: a damaged font is an error, never a
/// crash.
struct TrueTypeFont: Sendable {
    /// A glyph's contours in font units (y up): each a list of points, on
    /// the curve or a quadratic control point.
    typealias Contour = [(x: Double, y: Double, onCurve: Bool)]

    let unitsPerEm: Double
    private let data: [UInt8]
    private let numGlyphs: Int
    private let longLoca: Bool
    private let tables: [String: (offset: Int, length: Int)]
    private let advances: [Double]
    private let characterMap: [UInt32: Int]

    init(_ bytes: [UInt8]) throws(LottieFontError) {
        data = bytes
        guard bytes.count >= 12, let version = Self.u32(bytes, 0), version == 0x0001_0000 || version == 0x7472_7565
        else { throw .notTrueType }
        let count = Int(Self.u16(bytes, 4) ?? 0)
        var tables: [String: (Int, Int)] = [:]
        for index in 0..<count {
            let record = 12 + index * 16
            guard let offset = Self.u32(bytes, record + 8), let length = Self.u32(bytes, record + 12),
                Int(offset) + Int(length) <= bytes.count
            else { throw .damaged(table: "directory", reason: "a table lies outside the file") }
            let tag = String(decoding: bytes[record..<record + 4], as: Unicode.ASCII.self)
            tables[tag] = (Int(offset), Int(length))
        }
        self.tables = tables
        func table(_ tag: String, atLeast size: Int) throws(LottieFontError) -> Int {
            guard let entry = tables[tag] else { throw .missingTable(tag) }
            guard entry.1 >= size else { throw .damaged(table: tag, reason: "too short") }
            return entry.0
        }
        let head = try table("head", atLeast: 54)
        let units = Int(Self.u16(bytes, head + 18) ?? 0)
        guard (16...16384).contains(units) else { throw .damaged(table: "head", reason: "unitsPerEm \(units)") }
        unitsPerEm = Double(units)
        longLoca = Self.u16(bytes, head + 50) == 1
        let maxp = try table("maxp", atLeast: 6)
        numGlyphs = Int(Self.u16(bytes, maxp + 4) ?? 0)
        let hhea = try table("hhea", atLeast: 36)
        let metrics = Int(Self.u16(bytes, hhea + 34) ?? 0)
        let hmtx = try table("hmtx", atLeast: metrics * 4)
        guard metrics >= 1, metrics <= numGlyphs else { throw .damaged(table: "hhea", reason: "numberOfHMetrics") }
        advances = (0..<numGlyphs).map { glyph in
            Double(Self.u16(bytes, hmtx + min(glyph, metrics - 1) * 4) ?? 0)
        }
        _ = try table("loca", atLeast: (numGlyphs + 1) * (longLoca ? 4 : 2))
        _ = try table("glyf", atLeast: 0)
        characterMap = try Self.characterMap(bytes, cmap: try table("cmap", atLeast: 4), numGlyphs: numGlyphs)
    }

    /// The glyph of a Unicode scalar, if the font maps it.
    func glyph(for scalar: Unicode.Scalar) -> Int? {
        characterMap[scalar.value]
    }

    /// A glyph's advance in font units.
    func advance(of glyph: Int) -> Double {
        advances.indices.contains(glyph) ? advances[glyph] : 0
    }

    /// A glyph's contours, composite glyphs resolved (to a depth of 8).
    func contours(of glyph: Int, depth: Int = 0) throws(LottieFontError) -> [Contour] {
        guard depth < 8, glyph >= 0, glyph < numGlyphs, let loca = tables["loca"], let glyf = tables["glyf"] else {
            throw .damaged(table: "glyf", reason: "a composite glyph nests too deep or names no glyph")
        }
        func offset(_ index: Int) -> Int? {
            longLoca
                ? Self.u32(data, loca.offset + index * 4).map { Int($0) }
                : Self.u16(data, loca.offset + index * 2).map { Int($0) * 2 }
        }
        guard let start = offset(glyph), let end = offset(glyph + 1), start <= end, end <= glyf.length else {
            throw .damaged(table: "loca", reason: "glyph \(glyph) lies outside 'glyf'")
        }
        guard end - start >= 10 else { return [] }  // an empty glyph (a space)
        let base = glyf.offset + start
        let limit = glyf.offset + end
        guard let contourCount = Self.i16(data, base) else { throw .damaged(table: "glyf", reason: "cut short") }
        if contourCount >= 0 {
            return try simple(at: base, limit: limit, contours: Int(contourCount))
        }
        return try composite(at: base + 10, limit: limit, depth: depth)
    }

    private func simple(at base: Int, limit: Int, contours count: Int) throws(LottieFontError) -> [Contour] {
        let damaged = LottieFontError.damaged(table: "glyf", reason: "a glyph is cut short")
        var ends: [Int] = []
        for index in 0..<count {
            guard let end = Self.u16(data, base + 10 + index * 2) else { throw damaged }
            ends.append(Int(end))
        }
        let points = (ends.last ?? -1) + 1
        guard let instructions = Self.u16(data, base + 10 + count * 2) else { throw damaged }
        var cursor = base + 12 + count * 2 + Int(instructions)
        var flags: [UInt8] = []
        while flags.count < points {
            guard cursor < limit else { throw damaged }
            let flag = data[cursor]
            cursor += 1
            flags.append(flag)
            if flag & 8 != 0 {
                guard cursor < limit else { throw damaged }
                flags += Array(repeating: flag, count: Int(data[cursor]))
                cursor += 1
            }
        }
        flags = Array(flags.prefix(points))
        func coordinates(short: UInt8, same: UInt8) throws(LottieFontError) -> [Double] {
            var value = 0
            var result: [Double] = []
            for flag in flags {
                if flag & short != 0 {
                    guard cursor < limit else { throw damaged }
                    value += flag & same != 0 ? Int(data[cursor]) : -Int(data[cursor])
                    cursor += 1
                } else if flag & same == 0 {
                    guard cursor + 1 < limit, let delta = Self.i16(data, cursor) else { throw damaged }
                    value += Int(delta)
                    cursor += 2
                }
                result.append(Double(value))
            }
            return result
        }
        let xs = try coordinates(short: 2, same: 16)
        let ys = try coordinates(short: 4, same: 32)
        var result: [Contour] = []
        var first = 0
        for end in ends {
            guard end >= first, end < points else { throw damaged }
            result.append((first...end).map { (xs[$0], ys[$0], flags[$0] & 1 != 0) })
            first = end + 1
        }
        return result
    }

    private func composite(at start: Int, limit: Int, depth: Int) throws(LottieFontError) -> [Contour] {
        let damaged = LottieFontError.damaged(table: "glyf", reason: "a composite glyph is cut short")
        var cursor = start
        var result: [Contour] = []
        while true {
            guard let flags = Self.u16(data, cursor), let component = Self.u16(data, cursor + 2) else { throw damaged }
            cursor += 4
            var dx = 0.0
            var dy = 0.0
            if flags & 1 != 0 {
                guard let x = Self.i16(data, cursor), let y = Self.i16(data, cursor + 2) else { throw damaged }
                (dx, dy) = (Double(x), Double(y))
                cursor += 4
            } else {
                guard cursor + 1 < limit else { throw damaged }
                (dx, dy) = (Double(Int8(bitPattern: data[cursor])), Double(Int8(bitPattern: data[cursor + 1])))
                cursor += 2
            }
            // Points matched by number (not x/y offsets) are placed at the offset 0.
            if flags & 2 == 0 { (dx, dy) = (0, 0) }
            var (a, b, c, d) = (1.0, 0.0, 0.0, 1.0)
            func f2dot14(_ at: Int) throws(LottieFontError) -> Double {
                guard let value = Self.i16(data, at) else { throw damaged }
                return Double(value) / 16384
            }
            if flags & 8 != 0 {
                a = try f2dot14(cursor)
                d = a
                cursor += 2
            } else if flags & 0x40 != 0 {
                (a, d) = (try f2dot14(cursor), try f2dot14(cursor + 2))
                cursor += 4
            } else if flags & 0x80 != 0 {
                (a, b, c, d) = (
                    try f2dot14(cursor), try f2dot14(cursor + 2), try f2dot14(cursor + 4), try f2dot14(cursor + 6)
                )
                cursor += 8
            }
            for contour in try contours(of: Int(component), depth: depth + 1) {
                result.append(contour.map { (a * $0.x + c * $0.y + dx, b * $0.x + d * $0.y + dy, $0.onCurve) })
            }
            if flags & 0x20 == 0 { break }
        }
        return result
    }

    /// Unicode scalar -> glyph, from a format 12 subtable if the font has
    /// one, else format 4.
    private static func characterMap(_ data: [UInt8], cmap: Int, numGlyphs: Int) throws(LottieFontError)
        -> [UInt32: Int]
    {
        let damaged = LottieFontError.damaged(table: "cmap", reason: "a subtable is cut short")
        guard let count = u16(data, cmap + 2) else { throw damaged }
        var format4: Int?
        var format12: Int?
        for index in 0..<Int(count) {
            let record = cmap + 4 + index * 8
            guard let platform = u16(data, record), let encoding = u16(data, record + 2),
                let offset = u32(data, record + 4)
            else { throw damaged }
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode, let format = u16(data, cmap + Int(offset)) else { continue }
            if format == 4 { format4 = format4 ?? cmap + Int(offset) }
            if format == 12 { format12 = format12 ?? cmap + Int(offset) }
        }
        var map: [UInt32: Int] = [:]
        if let table = format12 {
            guard let groups = u32(data, table + 12), Int(groups) <= data.count / 12 else { throw damaged }
            for group in 0..<Int(groups) {
                let at = table + 16 + group * 12
                guard let first = u32(data, at), let last = u32(data, at + 4), let glyph = u32(data, at + 8),
                    first <= last, last - first < 0x11_0000
                else { throw damaged }
                for scalar in first...last where Int(glyph) + Int(scalar - first) < numGlyphs {
                    map[scalar] = Int(glyph) + Int(scalar - first)
                }
            }
            return map
        }
        guard let table = format4, let doubled = u16(data, table + 6) else { throw .missingTable("cmap (Unicode)") }
        let segments = Int(doubled) / 2
        for segment in 0..<segments {
            let ends = table + 14
            let starts = ends + segments * 2 + 2
            let deltas = starts + segments * 2
            let ranges = deltas + segments * 2
            guard let end = u16(data, ends + segment * 2), let start = u16(data, starts + segment * 2),
                let delta = u16(data, deltas + segment * 2), let range = u16(data, ranges + segment * 2)
            else { throw damaged }
            guard start <= end, end != 0xFFFF || start == 0xFFFF else { continue }
            for code in UInt32(start)...UInt32(end) where code != 0xFFFF {
                var glyph: Int
                if range == 0 {
                    glyph = Int((code + UInt32(delta)) & 0xFFFF)
                } else {
                    let at = ranges + segment * 2 + Int(range) + Int(code - UInt32(start)) * 2
                    guard let index = u16(data, at) else { throw damaged }
                    glyph = index == 0 ? 0 : Int((UInt32(index) + UInt32(delta)) & 0xFFFF)
                }
                if glyph > 0, glyph < numGlyphs { map[code] = glyph }
            }
        }
        return map
    }

    private static func u16(_ data: [UInt8], _ at: Int) -> UInt16? {
        guard at >= 0, at + 1 < data.count else { return nil }
        return UInt16(data[at]) << 8 | UInt16(data[at + 1])
    }

    private static func i16(_ data: [UInt8], _ at: Int) -> Int16? {
        u16(data, at).map { Int16(bitPattern: $0) }
    }

    private static func u32(_ data: [UInt8], _ at: Int) -> UInt32? {
        guard let high = u16(data, at), let low = u16(data, at + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }
}
