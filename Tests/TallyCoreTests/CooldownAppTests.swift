import Foundation
import TallyCore
import Testing

/// The cooldown as an app uses it: frames at instants, `Codable` state and
/// the device's clocks.
@Suite struct CooldownAppTests {
    func instant(_ seconds: Double, boot: String = "boot-a", wall: Double = 1_800_000_000) -> CooldownInstant {
        CooldownInstant(
            bootID: boot, sinceBoot: .milliseconds(Int64(seconds * 1000)),
            wallClock: .milliseconds(Int64((wall + seconds) * 1000)))
    }

    @Test func framesAtInstants() throws {
        var button = try Cooldown(duration: .seconds(60), title: "获取验证码", suffix: "s")
        #expect(button.frame(at: instant(0)) == button.frame(at: instant(0)))
        #expect(button.frame(at: instant(0)).isReady && button.frame(at: instant(0)).text == "获取验证码")
        #expect(button.frame(at: instant(0)).untilNextChange == nil)
        button.press(at: instant(10))
        let rows: [(Double, String, Int64, Duration?)] = [
            (10, "60s", 60, .seconds(1)), (10.25, "60s", 60, .milliseconds(750)), (11, "59s", 59, .seconds(1)),
            (69.5, "1s", 1, .milliseconds(500)), (70, "获取验证码", 0, nil),
        ]
        for (at, text, seconds, next) in rows {
            let frame = button.frame(at: instant(at))
            #expect(frame.text == text && frame.remainingSeconds == seconds && frame.untilNextChange == next, "\(at)")
            #expect(frame.isReady == (seconds == 0))
        }
        // Exhaustive: the text changes exactly when untilNextChange says, every 10 ms.
        for step in 1000..<7000 {
            let now = instant(Double(step) / 100)
            let frame = button.frame(at: now)
            guard let next = frame.untilNextChange else { continue }
            let later = CooldownInstant(
                bootID: now.bootID, sinceBoot: now.sinceBoot + next, wallClock: now.wallClock + next)
            let before = CooldownInstant(
                bootID: now.bootID, sinceBoot: now.sinceBoot + next - .nanoseconds(1), wallClock: now.wallClock)
            #expect(button.frame(at: later).text != frame.text)
            #expect(button.frame(at: before).text == frame.text)
        }
    }

    @Test func aCooldownIsCodable() throws {
        var button = try Cooldown(duration: .seconds(59), title: "Resend", suffix: " s")
        button.press(at: instant(5))
        let data = try JSONEncoder().encode(button)
        let back = try JSONDecoder().decode(Cooldown.self, from: data)
        #expect(back == button)
        #expect(back.frame(at: instant(6)).text == "58 s")
    }

    @Test func corruptCodedStateIsRefused() throws {
        var button = try Cooldown(duration: .seconds(59))
        button.press(at: instant(5))
        var coded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(button)) as! [String: Any]
        coded["duration"] = [-1, 0]  // Duration's coding: attoseconds as two 64-bit halves
        let negative = try JSONSerialization.data(withJSONObject: coded)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Cooldown.self, from: negative) }
        let deadline = try #require(button.deadline)
        var broken = try JSONSerialization.jsonObject(with: JSONEncoder().encode(deadline)) as! [String: Any]
        broken["durationNanoseconds"] = -1
        let data = try JSONSerialization.data(withJSONObject: broken)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CooldownDeadline.self, from: data) }
    }

    @Test func theDevicesClocksAreRead() throws {
        let first = CooldownInstant.now()
        let second = CooldownInstant.now()
        #expect(!first.bootID.isEmpty && first.bootID != "unknown-boot", "Linux has /proc/sys/kernel/random/boot_id")
        #expect(first.bootID == second.bootID)
        #expect(second.sinceBoot >= first.sinceBoot && first.sinceBoot > .zero)
        let wall = Date().timeIntervalSince1970
        #expect(abs(Double(first.wallClock.components.seconds) - wall) < 5)
        var button = try Cooldown(duration: .seconds(60))
        button.press(at: first)
        #expect(button.frame(at: .now()).text == "60s")
    }
}
