import TallyCore
import TallyLottie
import TallySVG

/// 7. The Lottie export of a 10 s count from 0 to 1,234.56 at 60 frames a
///    second (issue 48: at most 40 KB, under 20 ms), beside the animated
///    SVG of the same counter at the same rate, round after round in the
///    same process; each one's fastest round, and the ratio.
func exportBench(rounds: Int = 15) throws {
    let counter = try Counter(from: 0, to: 1234.56, duration: .seconds(10))
    var lottieStyle = LottieStyle()
    lottieStyle.framesPerSecond = 60
    var svgStyle = SVGStyle()
    svgStyle.framesPerSecond = 60
    let contenders: [(String, () -> String)] = [
        ("Lottie (AnimatedLottie.counter)", { AnimatedLottie.counter(counter, style: lottieStyle) }),
        ("SVG (AnimatedSVG.counter), baseline", { AnimatedSVG.counter(counter, style: svgStyle) }),
    ]
    var best = [Double](repeating: .infinity, count: contenders.count)
    var sizes = [Int](repeating: 0, count: contenders.count)
    let clock = ContinuousClock()
    for _ in 0..<rounds {
        for (index, contender) in contenders.enumerated() {
            let began = clock.now
            let document = contender.1()
            let took = nanoseconds(began.duration(to: clock.now)) / 1e6
            sizes[index] = document.utf8.count
            best[index] = min(best[index], took)
        }
    }
    print("7. Export of a 10 s, 60 fps count from 0 to 1,234.56 (fastest of \(rounds) rounds, interleaved)")
    for (index, contender) in contenders.enumerated() {
        let name = contender.0.padding(toLength: 40, withPad: " ", startingAt: 0)
        let ratio = String(format: "%.2fx", best[index] / best[1])
        print("\(name) \(String(format: "%8.2f", best[index])) ms  \(sizes[index]) bytes  \(ratio)")
    }
}
