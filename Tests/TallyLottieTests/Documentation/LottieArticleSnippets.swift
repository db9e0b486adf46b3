import Foundation
import TallyCore
import TallyLottie
import Testing

/// The code of the TallyLottie article (`Sources/TallyLottie/TallyLottie.docc`):
/// each `// snippet:` region is a code listing, word for word
/// (`DocumentationSnippetTests` checks that), and runs here.
@Suite struct LottieArticleSnippets {
    @Test func counter() throws {
        // snippet: lottie-counter
        let counter = try Counter(from: 0, to: 1234.56, duration: .seconds(2), easing: .easeOut)
        let json = AnimatedLottie.counter(counter)
        let animation = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(animation?["fr"] as? Int == 60)
        #expect(!json.contains("\"ty\":5"))  // no text layer: glyphs are paths
        #expect(AnimatedLottie.counter(counter) == json)  // byte-stable
        // end-snippet
    }

    @Test func others() throws {
        // snippet: lottie-others
        let roll = AnimatedLottie.odometer(try Odometer(from: 999, to: 1000))
        #expect(roll.contains("\"hasMask\":true"))
        let go = AnimatedLottie.countdown(try Countdown(options: .init(start: 3, endTitle: "Go!")))
        let resend = AnimatedLottie.cooldown(try Cooldown(duration: .seconds(59), title: "Resend"))
        #expect(go.hasPrefix("{") && resend.hasPrefix("{"))
        // end-snippet
    }

    @Test func words() throws {
        // snippet: lottie-words
        var options = OdometerOptions()
        options.format.notation = .compact
        let million = AnimatedLottie.odometer(try Odometer(from: 999, to: 1_200_000, options: options))
        #expect(million.contains("\"nm\":\"M\""))  // "M" turns in after the digits
        // end-snippet
    }

    @Test func carry() throws {
        // snippet: lottie-carry
        var carry = OdometerOptions()
        carry.mode = .carry
        let odometer = AnimatedLottie.odometer(try Odometer(from: 0, to: 1000, options: carry))
        #expect(odometer.contains("\"nm\":\"digit 3\""))  // the thousands' window
        // end-snippet
    }

    @Test func style() throws {
        // snippet: lottie-style
        var style = LottieStyle()
        style.fontSize = 64
        style.foreground = RGBColor(red: 20, green: 20, blue: 20)
        style.background = nil  // transparent
        style.framesPerSecond = 30
        let json = AnimatedLottie.counter(try Counter(to: 100), style: style)
        #expect(json.contains("\"fr\":30"))
        // end-snippet
    }

    @Test func streaming() throws {
        // snippet: lottie-streaming
        let counter = try Counter(from: 0, to: 100_000, duration: .seconds(60), easing: .easeOut)
        var pieces: [String] = []
        AnimatedLottie.counter(counter) { piece in pieces.append(piece) }
        #expect(pieces.count > 1)
        #expect(pieces.joined() == AnimatedLottie.counter(counter))
        // end-snippet
    }
}
