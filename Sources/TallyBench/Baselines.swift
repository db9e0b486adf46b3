import Foundation

/// Inserts a comma every three integer digits: what code around String(format:) does.
func grouped(_ text: String) -> String {
    var integer = Substring(text)
    var fraction = Substring("")
    if let point = text.firstIndex(of: ".") {
        integer = text[..<point]
        fraction = text[point...]
    }
    var negative = false
    if integer.first == "-" {
        negative = true
        integer = integer.dropFirst()
    }
    var result = ""
    for (index, character) in integer.enumerated() {
        if index > 0, (integer.count - index) % 3 == 0 { result.append(",") }
        result.append(character)
    }
    return (negative ? "-" : "") + result + fraction
}

/// A plain hand-written formatter, the floor a counter frame is held to:
/// the eased value in whole cents as an `Int64`, written backwards into a
/// stack buffer with a comma every three digits, made into one string.
///
/// ```swift
/// handFormatted(cents: 123_456_789)  // "1,234,567.89"
/// ```
@inline(never) func handFormatted(cents: Int64) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
        var index = 32
        var magnitude = cents.magnitude
        func put(_ byte: UInt8) {
            index -= 1
            buffer[index] = byte
        }
        for _ in 0..<2 {
            put(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        }
        put(UInt8(ascii: "."))
        var digits = 0
        repeat {
            if digits > 0, digits % 3 == 0 { put(UInt8(ascii: ",")) }
            put(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
            digits += 1
        } while magnitude > 0
        if cents < 0 { put(UInt8(ascii: "-")) }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[index..<32]), as: UTF8.self)
    }
}
