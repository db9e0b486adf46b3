/// One column of an odometer frame: what a renderer needs to draw it.
///
/// A column shows `faces[0]` moved `offset` of the way towards `faces[1]`
/// (which comes from below when rolling ``RollDirection/up``, from above when
/// rolling down). With reduced motion, `offset` is the cross-fade from the
/// first face to the second instead.
///
/// ```swift
/// let column = odometer.frame(at: .milliseconds(700)).columns[0]
/// column.faces   // ["4", "5"]
/// column.offset  // 0.3
/// ```
public struct OdometerColumn: Sendable, Hashable, Identifiable {
    /// What a column holds.
    public enum Role: Sendable, Hashable {
        /// Digits of the place value 10^place (0: ones, -1: tenths).
        case digit(place: Int)
        /// The minus sign.
        case sign
        /// A grouping separator.
        case groupSeparator
        /// The decimal mark.
        case decimalMark
        /// A styled format's text before the digits, its sign included:
        /// "-$", "+", "(", "≈".
        case prefix
        /// A styled format's text after the digits: a compact unit ("K",
        /// " Mio."), a percent sign, a byte unit, a currency, a suffix.
        case suffix
    }

    /// Which column this is, the same in every frame of an odometer: a view
    /// keys the column's view by it (`ForEach(frame.columns) { … }`).
    public let id: ID
    /// What the column holds.
    public var role: Role { id.role }
    /// The face at rest and, while moving, the next one.
    public var faces: Faces
    /// How far from `faces[0]` towards `faces[1]`, 0..<1.
    public var offset: Double
    /// Which way it moves.
    public var direction: RollDirection
    /// 0 (invisible) to 1.
    public var opacity: Double
    /// 0 (no room taken) to 1 (a full column): columns entering or leaving.
    public var width: Double
    /// 0 when readable; towards 1 as the column turns too fast to read.
    public var blur: Double

    /// The face a person reads now: the nearer one.
    public var reading: String {
        readingFace.string
    }

    /// ``reading`` as held, without making a string.
    var readingFace: FaceText {
        faces.face(at: faces.count > 1 && offset >= 0.5 ? 1 : 0)
    }

    /// Whether it counts in the reading a person sees: at least half there
    /// in width and opacity. ``OdometerFrame/text`` joins the shown columns.
    ///
    /// ```swift
    /// try Odometer(from: 999, to: 1000).frame(at: .zero).columns.filter(\.isShown).count  // 3
    /// ```
    public var isShown: Bool { width >= 0.5 && opacity >= 0.5 }

    /// A column's identity: its role and, for digits and group separators,
    /// its place, so every separator of 1,000,000 has one of its own.
    ///
    /// ```swift
    /// let columns = try Odometer(from: 0, to: 1_000_000).frame(at: .seconds(2)).columns
    /// columns[1].id             // separator after place 6
    /// columns[1].id.place       // 6
    /// Set(columns.map(\.id)).count  // 9: one identity a column
    /// ```
    public struct ID: Sendable, Hashable, CustomStringConvertible {
        let slot: OdometerSlot

        init(_ slot: OdometerSlot) {
            self.slot = slot
        }

        /// What the column holds.
        public var role: Role { slot.role }

        /// For a digit, its place value (0: ones, -1: tenths); for a group
        /// separator, the place of the digit to its left; nil otherwise.
        public var place: Int? {
            switch slot {
            case .digit(let place), .groupSeparator(let place): return place
            case .sign, .decimalMark, .prefix, .suffix: return nil
            }
        }

        /// "digit 3", "separator after place 3", "sign", "decimal mark",
        /// "prefix" or "suffix".
        public var description: String {
            switch slot {
            case .digit(let place): return "digit \(place)"
            case .groupSeparator(let place): return "separator after place \(place)"
            case .sign: return "sign"
            case .decimalMark: return "decimal mark"
            case .prefix: return "prefix"
            case .suffix: return "suffix"
            }
        }
    }

    /// One or two faces, held without an array or a string so a frame
    /// costs no allocation per column and a column copies as plain bytes.
    /// Reading them is inlinable: a renderer in another module that goes
    /// through the faces calls neither the count nor the subscript.
    ///
    /// ```swift
    /// let faces: OdometerColumn.Faces = ["4", "5"]
    /// faces.count  // 2
    /// faces[1]     // "5"
    /// ```
    public struct Faces: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral,
        CustomStringConvertible
    {
        @usableFromInline var first: FaceText
        @usableFromInline var second: FaceText?

        /// One face, or a face and the next.
        public init(_ first: String, _ second: String? = nil) {
            self.init(FaceText(first), second.map(FaceText.init))
        }

        init(_ first: FaceText, _ second: FaceText? = nil) {
            self.first = first
            self.second = second
        }

        /// One or two faces from a literal: `["9", "0"]`.
        public init(arrayLiteral elements: String...) {
            precondition((1...2).contains(elements.count), "a column shows one or two faces")
            self.init(elements[0], elements.count == 2 ? elements[1] : nil)
        }

        /// 0.
        @inlinable public var startIndex: Int { 0 }
        /// 1 or 2.
        @inlinable public var endIndex: Int { second == nil ? 1 : 2 }

        /// The face at `position` (0 or 1).
        @inlinable public subscript(position: Int) -> String {
            face(at: position).string
        }

        /// The face at `position`, as held.
        @inlinable func face(at position: Int) -> FaceText {
            position == 0 ? first : second ?? first
        }

        /// The faces as a list: `["9", "0"]`.
        public var description: String { Array(self).description }
    }
}
