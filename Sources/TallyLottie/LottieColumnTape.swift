import TallyCore

/// One odometer column, sampled at every frame, as a strip of faces that a
/// window shows: for the odometers whose columns no single tween moves
/// (carry mode, cross-fades, words that carry a minus, a new target
/// mid-roll), made from the core's own frames.
///
/// A rolling frame shows its upper face at some row of the strip and the
/// face below it at the next row, the strip moved so that the window sits
/// the frame's fraction of a line between them (rolling up, the first face
/// is the upper one; rolling down, the second). From one frame to the next
/// the strip moves the shortest way the column rolls: onto the next rows
/// when the faces follow on (a slow column passes every face), else to the
/// nearest rows ahead that already hold the faces, else (a column passing
/// several faces a frame) to any rows that hold them, a jump at the frame,
/// else to new rows at the end it rolls towards. A digit column passing a
/// thousand faces so keeps a strip of a few dozen.
///
/// A cross-fading frame shows its faces at one row of their own, each as
/// opaque as the fade says; the rolling faces are then transparent, and
/// the fading ones while the column rolls.
///
/// ```swift
/// var tape = LottieColumnTape()
/// tape.add(column, crossFades: false)  // once a frame, nil where the column is absent
/// tape.faces       // the strip's faces and their rows
/// tape.positions   // the row in the window at each frame
/// ```
struct LottieColumnTape {
    /// A face of the strip: `text` at `row` (row n sits n lines down).
    struct Face {
        let text: String
        let row: Int
        /// For a cross-fade's face (at ``LottieColumnTape/fadeRow``), its
        /// opacity (0...1) at each frame from its first; nil for a rolling
        /// face, as opaque as ``LottieColumnTape/rolling`` says.
        var fade: [Double]?
        /// The frame of `fade[0]`.
        let first: Int
    }

    /// The strip's faces, as first placed.
    private(set) var faces: [Face] = []
    /// The strip's position at each frame, in rows: the window's top sits
    /// there.
    private(set) var positions: [Double] = []
    /// `holds[k]`: the strip jumps from frame k's position to frame k + 1's.
    private(set) var holds: [Bool] = []
    /// The column's width (0 absent, 1 a full column) at each frame.
    private(set) var widths: [Double] = []
    /// The column's opacity (0...1) at each frame.
    private(set) var opacities: [Double] = []
    /// The rolling faces' opacity at each frame: 1 where the column rolls,
    /// 0 where it cross-fades.
    private(set) var rolling: [Double] = []
    /// The row of every cross-fade's faces.
    static let fadeRow = 0
    /// How far ahead, in rows, the strip rolls on to faces it already holds.
    static let reach = 3

    /// The rolling faces' index in ``faces`` by row.
    private var rows: [Int: Int] = [:]
    /// The fading faces' index in ``faces`` by text.
    private var fading: [String: Int] = [:]
    /// The last frame's upper row and position, when it rolled.
    private var last: (row: Int, position: Double)?

    /// Records the column at the next frame: `column`, or nil where it is
    /// absent (it takes no room then); `crossFades` when its offset is a
    /// cross-fade's.
    mutating func add(_ column: OdometerColumn?, crossFades: Bool) {
        let frame = positions.count
        guard let column else {
            positions.append(positions.last ?? 0)
            holds.append(true)
            widths.append(0)
            opacities.append(0)
            rolling.append(rolling.last ?? 1)
            for index in faces.indices where faces[index].fade != nil { setOpacity(index, nil) }
            last = nil
            return
        }
        widths.append(column.width)
        opacities.append(column.opacity)
        let two = column.faces.count > 1
        if crossFades {
            for text in column.faces where fading[text] == nil {
                fading[text] = faces.count
                faces.append(Face(text: text, row: Self.fadeRow, fade: [], first: frame))
            }
            place(Double(Self.fadeRow), continuing: false)
            rolling.append(0)
            for index in faces.indices where faces[index].fade != nil {
                let text = faces[index].text
                var opacity = 0.0
                if text == column.faces[0] { opacity += two ? 1 - column.offset : 1 }
                if two && text == column.faces[1] { opacity += column.offset }
                setOpacity(index, opacity)
            }
            last = nil
            return
        }
        // The upper face, the one below it, and how far the window is between.
        let down = two && column.direction == .down
        let upper = down ? column.faces[1] : column.faces[0]
        let lower = two ? (down ? column.faces[0] : column.faces[1]) : nil
        let fraction = two ? (down ? 1 - column.offset : column.offset) : 0
        let (row, continuing) = choose(upper: upper, lower: lower, fraction: fraction, direction: column.direction)
        for (text, at) in [(upper, row), (lower, row + 1)] {
            guard let text, rows[at] == nil else { continue }
            rows[at] = faces.count
            faces.append(Face(text: text, row: at, fade: nil, first: frame))
        }
        place(Double(row) + fraction, continuing: continuing)
        rolling.append(1)
        for index in faces.indices where faces[index].fade != nil { setOpacity(index, 0) }
        last = (row, Double(row) + fraction)
    }

    /// The row for the upper face, and whether the strip rolls there from
    /// the last frame's place (else it jumps).
    private func choose(upper: String, lower: String?, fraction: Double, direction: RollDirection) -> (Int, Bool) {
        /// Whether the rows from `row` hold the faces, or are free for them.
        func fits(_ row: Int, exactly: Bool) -> Bool {
            let texts = [rows[row], rows[row + 1]].map { $0.map { faces[$0].text } }
            if exactly { return texts[0] == upper && (lower == nil || texts[1] == lower) }
            return (texts[0] ?? upper) == upper && (lower == nil || (texts[1] ?? lower) == lower)
        }
        let known = rows.keys.sorted()
        guard let last else {
            // Anywhere it already is, else at row 0 or below the strip.
            if let row = known.first(where: { fits($0, exactly: true) }) { return (row, false) }
            return (rows.isEmpty ? 0 : (known.last ?? 0) + 1, false)
        }
        // Rolling the way the column rolls (either way at rest).
        func onward(_ row: Int) -> Bool {
            guard lower != nil else { return true }
            let position = Double(row) + fraction
            return direction == .up ? position >= last.position - 1e-9 : position <= last.position + 1e-9
        }
        let distance = { (row: Int) in abs(Double(row) + fraction - last.position) }
        let next = [last.row - 1, last.row, last.row + 1].filter { onward($0) && fits($0, exactly: false) }
        if let row = next.min(by: { distance($0) < distance($1) }) { return (row, true) }
        let held = known.filter { fits($0, exactly: true) }
        if let row = held.filter({ onward($0) && distance($0) <= Double(Self.reach) }).min(by: {
            distance($0) < distance($1)
        }) {
            return (row, true)
        }
        if let row = held.min(by: { distance($0) < distance($1) }) { return (row, false) }
        // New rows at the end it rolls towards.
        if direction == .down {
            let top = known.first ?? 0
            return (lower == nil ? top - 1 : top - 2, true)
        }
        return ((known.last ?? 0) + 1, true)
    }

    /// Puts the strip at `position` for this frame, rolled there from the
    /// last frame's or jumping.
    private mutating func place(_ position: Double, continuing: Bool) {
        if !holds.isEmpty { holds[holds.count - 1] = !continuing }
        positions.append(position)
        holds.append(false)
    }

    /// Appends a fading face's opacity (nil: as at the frame before).
    private mutating func setOpacity(_ index: Int, _ opacity: Double?) {
        let value = opacity ?? faces[index].fade?.last ?? 0
        faces[index].fade?.append(value)
    }

    /// A face's opacity (0...1) at every frame.
    func opacities(of face: Face) -> [Double] {
        guard let fade = face.fade else { return rolling }
        // Transparent before it was placed, as at its last frame after.
        return Array(repeating: 0, count: face.first) + fade
            + Array(repeating: fade.last ?? 0, count: max(rolling.count - face.first - fade.count, 0))
    }
}
