import TallyCore

extension AnimatedLottie {
    /// The layers of an odometer whose columns no single tween moves
    /// (carry mode, cross-fading, words that carry a minus, a new target
    /// mid-roll), from its frames: one window a column (by its identity,
    /// named after it, left to right as the frames have them), onto a strip
    /// of the faces it shows (``LottieColumnTape``), moved, faded, scaled
    /// and placed across by keyframes sampled at every frame, written only
    /// where something changes. Returns the picture's size.
    static func sampledColumns(of odometer: Odometer, in composition: LottieComposition)
        -> (width: Double, height: Double)
    {
        var order: [OdometerColumn.ID] = []
        var tapes: [OdometerColumn.ID: LottieColumnTape] = [:]
        var frame = OdometerFrame()
        for index in 0...composition.lastFrame {
            let instant = composition.instant(ofFrame: index, duration: odometer.duration)
            odometer.frame(at: instant, into: &frame)
            let crossFades = odometer.crossFades(at: instant)
            var shown: [OdometerColumn.ID: OdometerColumn] = [:]
            for (place, column) in frame.columns.enumerated() {
                shown[column.id] = column
                guard tapes[column.id] == nil else { continue }
                // A new column goes right of its left neighbour.
                let left = place > 0 ? order.firstIndex(of: frame.columns[place - 1].id) : nil
                order.insert(column.id, at: left.map { $0 + 1 } ?? 0)
                var tape = LottieColumnTape()
                for _ in 0..<index { tape.add(nil, crossFades: false) }
                tapes[column.id] = tape
            }
            for id in order { tapes[id]?.add(shown[id], crossFades: crossFades) }
        }
        let line = composition.line
        let height = line * 1.6
        let top = (height - line) / 2
        let columns = order.compactMap { id in tapes[id].map { (id, $0) } }
        // Each column as wide as its widest face.
        let widths = columns.map { $0.1.faces.map { composition.width(of: $0.text) }.max() ?? 0 }
        // The row's width at each frame, and the picture's: the widest row.
        let frames = composition.lastFrame + 1
        var rows = [Double](repeating: 0, count: frames)
        for (column, columnWidth) in zip(columns, widths) {
            for frame in rows.indices { rows[frame] += column.1.widths[frame] * columnWidth }
        }
        let width = (rows.max() ?? 0) + composition.style.fontSize * 1.2
        var lefts = rows.map { (width - $0) / 2 }
        // How far a keyframe's straight line may pass from a sample: a
        // two-hundredth of a pixel up or down (half that across, and a
        // scale within 0.003%, so windows side by side meet within a
        // hundredth of a pixel); a tenth of a percent of a face's opacity
        // (a window's stays exact: where it is 0 the column takes no room).
        let (pixel, percent) = (0.005, 0.1)
        for ((id, tape), columnWidth) in zip(columns, widths) {
            let asset = composition.newAssetID("c")
            let y = LottieJSON.sampled(
                tape.positions.map { -$0 * line }, holds: tape.holds, within: pixel, value: LottieJSON.number)
            let faces = tape.faces.map { face in
                let opacities = tape.opacities(of: face).map { $0 * 100 }
                return (
                    text: face.text, row: face.row,
                    opacity: LottieJSON.sampled(opacities, within: percent, value: LottieJSON.number)
                )
            }
            composition.addAsset(strip(id: asset, y: y, faces: faces, width: columnWidth, in: composition))
            let x = LottieJSON.sampled(lefts, within: pixel / 2, value: LottieJSON.number)
            let layer = window(
                onto: asset, width: columnWidth, x: x, top: top,
                scale: LottieJSON.sampled(tape.widths.map { $0 * 100 }, within: 0.003, isPoint: true, value: scaled),
                opacity: LottieJSON.sampled(tape.opacities.map { $0 * 100 }, value: LottieJSON.number),
                name: id.description, in: composition)
            composition.addLayer { _ in layer }
            for frame in lefts.indices { lefts[frame] += tape.widths[frame] * columnWidth }
        }
        return (width, height)
    }
}
