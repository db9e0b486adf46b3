import TallyCore

extension AnimatedLottie {
    /// An odometer as a Lottie animation: each column a strip of its faces
    /// seen through a window (a layer masked to one line, `hasMask` set),
    /// rolled by a null layer whose position carries the odometer's easing
    /// (one Bézier keyframe a leg where the curve is one cubic, sampled at
    /// every frame otherwise) and its stagger; columns rolling in or out
    /// fade and shrink with their share of the row (evenly, about the
    /// middle of the line), pushing their neighbours aside. A styled
    /// format's words (a currency symbol, a compact unit, a percent sign)
    /// turn in a column of their own, as wide as their widest words, held
    /// between their two words where the easing overshoots (sampled then),
    /// as the odometer's frames hold them. An odometer whose columns no
    /// single tween moves (carry mode, cross-fading, a new target mid-roll,
    /// words that carry a minus) rolls too, from its frames: each column a
    /// strip of the faces it shows, moved by linear keyframes where it
    /// moves and held where it rests, its faces faded by keyframes where
    /// it cross-fades.
    ///
    /// ```swift
    /// let json = AnimatedLottie.odometer(try Odometer(from: 999, to: 1000))
    /// ```
    public static func odometer(_ odometer: Odometer, style: LottieStyle = LottieStyle()) -> String {
        document { Self.odometer(odometer, style: style, writingTo: $0) }
    }

    /// An odometer as a Lottie animation, handed to `write` in pieces as it
    /// is made.
    ///
    /// ```swift
    /// AnimatedLottie.odometer(try Odometer(from: 999, to: 1000)) { piece in print(piece, terminator: "") }
    /// ```
    public static func odometer(
        _ odometer: Odometer, style: LottieStyle = LottieStyle(), writingTo write: (String) -> Void
    ) {
        guard let motions = odometer.motions else {
            Self.write(duration: odometer.duration, style: style, to: write) { composition in
                sampledColumns(of: odometer, in: composition)
            }
            return
        }
        Self.write(duration: odometer.duration, style: style, to: write) { composition in
            columns(motions, easing: odometer.options.easing, in: composition)
        }
    }

    /// The columns' layers; returns the picture's size.
    private static func columns(_ motions: [OdometerMotion], easing: Easing, in composition: LottieComposition)
        -> (width: Double, height: Double)
    {
        let line = composition.line
        let height = line * 1.6
        let top = (height - line) / 2
        // Each column as wide as its widest face.
        let widths = motions.map { motion in
            // In the faces' order: glyphs are numbered as first met.
            motion.faces.keys.sorted().map { composition.width(of: motion.faces[$0] ?? "") }.max() ?? 0
        }
        let widest = zip(motions, widths).reduce(0) { $0 + $1.1 * max($1.0.startWidth, $1.0.endWidth) }
        let width = widest + composition.style.fontSize * 1.2
        // The share of its width a column has at a frame.
        func share(_ motion: OdometerMotion, atFrame frame: Double) -> Double {
            let start = composition.frame(at: motion.start)
            let end = composition.frame(at: motion.end)
            let u = end > start ? min(max((frame - start) / (end - start), 0), 1) : (frame >= end ? 1 : 0)
            return motion.startWidth + (motion.endWidth - motion.startWidth) * min(max(easing(u), 0), 1)
        }
        func left(of index: Int, atFrame frame: Double) -> Double {
            let shares = zip(motions, widths).map { share($0.0, atFrame: frame) * $0.1 }
            return (width - shares.reduce(0, +)) / 2 + shares[..<index].reduce(0, +)
        }
        let resizing = motions.filter { $0.startWidth != $0.endWidth }
        let firstResize = resizing.map { composition.frame(at: $0.start) }.min()
        let lastResize = resizing.map { composition.frame(at: $0.end) }.max()
        let outPoint = Double(composition.outPoint)
        // While widths change, each column hangs from a null layer parented
        // to its left neighbour's: the first moves at every frame (the row
        // stays centred), each next one sits its neighbour's share of the
        // row further right, one eased tween; a keyframe a frame for one
        // column instead of for each.
        var neighbour: (motion: OdometerMotion, width: Double)?
        var nulls = 0
        for (index, motion) in motions.enumerated() {
            let columnWidth = widths[index]
            // Words that are empty at both ends (no unit before the digits) draw nothing.
            if motion.clampsPosition && motion.faces.values.allSatisfy(\.isEmpty) { continue }
            let id = composition.newAssetID("c")
            composition.addAsset(strip(of: motion, id: id, width: columnWidth, easing: easing, in: composition))
            var across = LottieJSON.fixed(LottieJSON.number(left(of: index, atFrame: 0)))
            var parent: Int?
            if let first = firstResize, let last = lastResize {
                var x: String
                if let (left, room) = neighbour, left.startWidth != left.endWidth {
                    x = LottieJSON.animated(
                        LottieJSON.tween(
                            from: left.startWidth * room, to: left.endWidth * room,
                            start: composition.frame(at: left.start), end: composition.frame(at: left.end),
                            easing: easing, clamped: true, value: LottieJSON.number))
                } else if let (left, room) = neighbour {
                    x = LottieJSON.fixed(LottieJSON.number(left.startWidth * room))
                } else {
                    let linear = Easing.ControlPoints(x1: 0, y1: 0, x2: 1, y2: 1)
                    var keyframes: [String] = []
                    var frame = first.rounded(.down)
                    while frame < last {
                        keyframes.append(
                            LottieJSON.eased(frame, LottieJSON.number(left(of: index, atFrame: frame)), linear))
                        frame += 1
                    }
                    keyframes.append(LottieJSON.hold(frame, LottieJSON.number(left(of: index, atFrame: frame))))
                    x = LottieJSON.animated(keyframes)
                }
                nulls += 1
                let null = LottieComposition.nullLayer(
                    index: nulls, inPoint: 0, outPoint: outPoint,
                    transform: LottieJSON.transform(position: "{\"s\":true,\"x\":\(x),\"y\":\(LottieJSON.fixed("0"))}"),
                    parent: nulls > 1 ? nulls - 1 : nil)
                composition.addLayer { _ in null }
                (across, parent) = (LottieJSON.fixed("0"), nulls)
                neighbour = (motion, columnWidth)
            }
            var scale: String?
            var opacity = LottieJSON.fixed(LottieJSON.number(motion.startWidth * 100))
            if motion.startWidth != motion.endWidth {
                let start = composition.frame(at: motion.start)
                let end = composition.frame(at: motion.end)
                scale = LottieJSON.animated(
                    LottieJSON.tween(
                        from: motion.startWidth * 100, to: motion.endWidth * 100, start: start, end: end,
                        easing: easing, clamped: true, value: scaled))
                opacity = LottieJSON.animated(
                    LottieJSON.tween(
                        from: motion.startWidth * 100, to: motion.endWidth * 100, start: start, end: end,
                        easing: easing, clamped: true, value: LottieJSON.number))
            }
            let layer = window(
                onto: id, width: columnWidth, x: across, top: top, scale: scale, opacity: opacity, parent: parent,
                in: composition)
            composition.addLayer { _ in layer }
        }
        return (width, height)
    }

    /// A scale written evenly both ways, in percent.
    static func scaled(_ percent: Double) -> String {
        "\(LottieJSON.number(percent)),\(LottieJSON.number(percent))"
    }

    /// A column's window: a layer showing the strip `asset` through a mask
    /// `width` wide and a line high (`hasMask` set), its left edge at `x`
    /// (a property), its top at `top`, as opaque as `opacity`; when a
    /// `scale` is given, scaled by it about the middle of its left edge (a
    /// column coming or going), evenly: a stroke squeezed one way only is
    /// drawn thicker by rlottie than by ThorVG and lottie-web (by up to 1%
    /// of a frame's pixels).
    static func window(
        onto asset: String, width: Double, x: String, top: Double, scale: String?, opacity: String,
        parent: Int? = nil, name: String? = nil, in composition: LottieComposition
    ) -> String {
        let line = composition.line
        let (anchor, y) = scale == nil ? (LottieJSON.fixed(0, 0), top) : (LottieJSON.fixed(0, line / 2), top + line / 2)
        let position = "{\"s\":true,\"x\":\(x),\"y\":\(LottieJSON.fixed(LottieJSON.number(y)))}"
        return LottieComposition.precompLayer(
            asset: asset, width: composition.glyphBox(width), height: Int(line.rounded(.up)), inPoint: 0,
            outPoint: Double(composition.outPoint),
            transform: LottieJSON.transform(
                position: position, anchor: anchor, scale: scale ?? LottieJSON.fixed(100, 100), opacity: opacity),
            mask: LottieJSON.fixed(LottieJSON.rectangle(x: 0, y: 0, width: width, height: line)), parent: parent,
            name: name)
    }

    /// A column's strip as a precomposition `id`: each face's text centred
    /// in a column `width` wide, face n at n lines down, as opaque as its
    /// `opacity` (a property), all parented to a null layer whose y is `y`
    /// (a property: position p sits in the window at y = -p lines).
    static func strip(
        id: String, y: String, faces: [(text: String, row: Int, opacity: String)], width: Double,
        in composition: LottieComposition
    ) -> String {
        let outPoint = Double(composition.outPoint)
        var layers = [
            LottieComposition.nullLayer(
                index: 1, inPoint: 0, outPoint: outPoint,
                transform: LottieJSON.transform(
                    position: "{\"s\":true,\"x\":\(LottieJSON.fixed("0")),\"y\":\(y)}"))
        ]
        for face in faces {
            let x = (width - composition.width(of: face.text)) / 2
            for glyph in composition.glyphLayers(
                face.text, x: x, top: Double(face.row) * composition.line, inPoint: 0, outPoint: outPoint,
                opacity: face.opacity)
            {
                layers.append(glyph.replacingOccurrences(of: "{\"ty\":0,", with: "{\"ty\":0,\"parent\":1,"))
            }
        }
        return LottieComposition.precompAsset(id: id, layers: layers)
    }

    /// A column's strip: its faces, face n at n lines down, each centred in
    /// the column, parented to a null layer that moves the strip so that
    /// position p sits in the window (y = -p lines).
    private static func strip(
        of motion: OdometerMotion, id: String, width: Double, easing: Easing, in composition: LottieComposition
    ) -> String {
        let line = composition.line
        let start = composition.frame(at: motion.start)
        let end = composition.frame(at: motion.end)
        let value = { (position: Double) in LottieJSON.number(-position * line) }
        var y = LottieJSON.fixed(value(motion.startPosition))
        if motion.startPosition != motion.endPosition || motion.midPosition != nil {
            var keyframes: [String]
            if let middle = motion.midPosition {
                let half = (start + end) / 2
                keyframes = LottieJSON.tween(
                    from: motion.startPosition, to: middle, start: start, end: half, easing: easing
                ) { value($0) }
                keyframes.removeLast()
                keyframes += LottieJSON.tween(
                    from: middle, to: motion.endPosition, start: half, end: end, easing: easing
                ) {
                    value($0)
                }
            } else {
                keyframes = LottieJSON.tween(
                    from: motion.startPosition, to: motion.endPosition, start: start, end: end, easing: easing,
                    clamped: motion.clampsPosition
                ) { value($0) }
            }
            y = LottieJSON.animated(keyframes)
        }
        let faces = motion.faces.keys.sorted().map {
            (text: motion.faces[$0] ?? "", row: $0, opacity: LottieJSON.fixed("100"))
        }
        return strip(id: id, y: y, faces: faces, width: width, in: composition)
    }
}
