import Foundation
import TallyCore
import TallyModels
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Both CooldownButtons' behaviour (the verification-code button), on made-up instants.
@Suite struct CooldownModelTests {
    /// An instant `seconds` after boot, with the wall clock alike.
    func at(_ seconds: Double) -> CooldownInstant {
        let duration = Duration.nanoseconds(Int64(seconds * 1e9))
        return CooldownInstant(bootID: "boot", sinceBoot: duration, wallClock: .seconds(1_700_000_000) + duration)
    }

    /// A fresh store in a temporary folder, removed after `body`.
    func withStore(_ body: (CooldownStore) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-model-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(CooldownStore(directory: folder))
    }

    @Test func pressedItCountsDownRoundedUpAndRefusesPresses() throws {
        var model = CooldownModel(try Cooldown(duration: .seconds(60), title: "Get code"), key: nil)
        #expect(model.frame(at: at(0)).text == "Get code")
        #expect(model.accessibilityValue(at: at(0)) == "")
        #expect(model.press(at: at(0)) == .started)
        #expect(model.frame(at: at(0)).text == "60s")
        #expect(model.frame(at: at(0.5)).text == "60s")
        #expect(model.frame(at: at(59.999)).text == "1s")
        #expect(model.accessibilityValue(at: at(1)) == "59s")
        #expect(model.press(at: at(30)) == .refused(remaining: .seconds(30)))
        #expect(model.frame(at: at(60)).text == "Get code")
    }

    @Test func theStoredDeadlineIsKnownBeforeTheFirstFrame() async throws {
        try await withStore { store in
            var first = CooldownModel(try Cooldown(duration: .seconds(60)), key: "sms", store: store)
            #expect(first.press(at: at(0)) == .started)
            await first.waitUntilSaved()
            // A button made again (a new screen, a relaunch's first read) counts on at once.
            let again = CooldownModel(try Cooldown(duration: .seconds(60)), key: "sms", store: store)
            #expect(again.frame(at: at(20)).text == "40s")
            // And the file holds it for the next process.
            #expect(try store.deadline(for: "sms") != nil)
            // Once over, the spent deadline is let go, in the store too.
            var settled = again
            settled.settle(at: at(61))
            await settled.waitUntilSaved()
            #expect(try store.deadline(for: "sms") == nil)
            #expect(settled.storeError == nil)
        }
    }

    @Test func aStoreLockedByAnotherProcessDoesNotHoldUpTheCaller() async throws {
        try await withStore { store in
            try FileManager.default.createDirectory(
                at: store.file.deletingLastPathComponent(), withIntermediateDirectories: true)
            // The lock another process would hold (flock: a separate open file conflicts).
            let lock = open(store.file.path + ".lock", O_CREAT | O_RDWR, 0o600)
            #expect(lock >= 0)
            #expect(flock(lock, LOCK_EX) == 0)
            let clock = ContinuousClock()
            let began = clock.now
            var model = CooldownModel(try Cooldown(duration: .seconds(60)), key: "locked", store: store)
            #expect(model.press(at: at(0)) == .started)
            #expect(model.frame(at: at(1)).text == "59s")
            #expect(began.duration(to: clock.now) < .milliseconds(500), "the caller did not wait for the lock")
            // The write waits for the lock, and lands once it is free.
            #expect(try store.deadline(for: "locked") == nil)
            flock(lock, LOCK_UN)
            close(lock)
            await model.waitUntilSaved()
            #expect(try store.deadline(for: "locked") != nil)
        }
    }

    @Test func anUnreadableStoreIsToldAndCountsAsNoCooldown() async throws {
        try await withStore { store in
            try FileManager.default.createDirectory(
                at: store.file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("not json".utf8).write(to: store.file)
            let model = CooldownModel(try Cooldown(), key: "k", store: store)
            #expect(model.frame(at: at(0)).isReady)
            #expect(model.storeError == .corrupt(path: store.file.path))
        }
    }
    @Test func aDamagedStoreStillGivesTheEntriesThatCanBeReadAndAPressKeepsThem() async throws {
        try await withStore { store in
            var pressed = try Cooldown(duration: .seconds(60))
            #expect(pressed.press(at: at(0)) == .started)
            let deadline = try #require(pressed.deadline)
            try store.save(deadline, for: "login")
            try store.save(deadline, for: "sms")
            // Cut the file inside the last entry ("sms": keys are sorted).
            let whole = try Data(contentsOf: store.file)
            let cut = try #require(String(decoding: whole, as: UTF8.self).range(of: "\"sms\""))
            try Data(whole.prefix(String(decoding: whole, as: UTF8.self)[..<cut.upperBound].utf8.count + 5))
                .write(to: store.file)
            let login = CooldownModel(try Cooldown(duration: .seconds(60)), key: "login", store: store)
            #expect(login.frame(at: at(10)).text == "50s", "the complete entry is read")
            #expect(login.storeError == .corrupt(path: store.file.path))
            var sms = CooldownModel(try Cooldown(duration: .seconds(60)), key: "sms", store: store)
            #expect(sms.frame(at: at(10)).isReady, "the cut one is lost")
            #expect(sms.press(at: at(10)) == .started)
            await sms.waitUntilSaved()
            // Memory and the new file both hold the two.
            let again = CooldownModel(try Cooldown(duration: .seconds(60)), key: "login", store: store)
            #expect(again.frame(at: at(20)).text == "40s")
            #expect(try store.deadline(for: "login") == deadline)
            #expect(try store.deadline(for: "sms") != nil)
            let kept = try FileManager.default.contentsOfDirectory(atPath: store.file.deletingLastPathComponent().path)
            #expect(kept.contains { $0.hasPrefix("cooldowns.json.corrupt-") }, "the damaged file is kept aside")
        }
    }

    @Test func buttonsOfOneKeyAgreeAndASpentOneNeverErasesANewerPress() async throws {
        try await withStore { store in
            var first = CooldownModel(try Cooldown(duration: .seconds(60)), key: "sms", store: store)
            var second = CooldownModel(try Cooldown(duration: .seconds(60)), key: "sms", store: store)
            #expect(first.press(at: at(0)) == .started)
            #expect(second.press(at: at(10)) == .refused(remaining: .seconds(50)), "the other button's press counts")
            #expect(second.frame(at: at(10)).text == "50s")
            // Both spent; the second is pressed again before the first settles.
            #expect(second.press(at: at(70)) == .started)
            let newer = try #require(second.cooldown.deadline)
            first.settle(at: at(75))
            #expect(first.frame(at: at(75)).isReady)
            await first.waitUntilSaved()
            #expect(try store.deadline(for: "sms") == newer, "the newer press stays on disk")
            let third = CooldownModel(try Cooldown(duration: .seconds(60)), key: "sms", store: store)
            #expect(third.frame(at: at(80)).text == "50s", "and in memory")
            // The second, spent in turn, lets it go.
            second.settle(at: at(131))
            await second.waitUntilSaved()
            #expect(try store.deadline(for: "sms") == nil)
        }
    }

    /// Interface Builder sets a storyboard button's key after the button is made: from then on
    /// it counts on from the deadline stored under the key, and keeps its own presses there.
    @Test func aKeyGivenLaterCountsOnFromTheDeadlineStoredUnderIt() async throws {
        try await withStore { store in
            var pressed = CooldownModel(try Cooldown(duration: .seconds(60)), key: "later", store: store)
            #expect(pressed.press(at: at(0)) == .started)
            await pressed.waitUntilSaved()
            var fromStoryboard = CooldownModel(try Cooldown(duration: .seconds(60)), key: nil, store: store)
            #expect(fromStoryboard.frame(at: at(20)).text == "Get code")
            fromStoryboard.keep(under: "later")
            #expect(fromStoryboard.key == "later")
            #expect(fromStoryboard.frame(at: at(20)).text == "40s")
            // Without a key again, the deadline in memory stays.
            fromStoryboard.keep(under: nil)
            #expect(fromStoryboard.frame(at: at(30)).text == "30s")
        }
    }

    @Test func aNewDurationTakesEffectAtTheNextPressAndABadOneChangesNothing() throws {
        var model = CooldownModel(try Cooldown(duration: .seconds(60)), key: nil)
        #expect(model.press(at: at(0)) == .started)
        try model.changeDuration(to: .seconds(10))
        #expect(model.frame(at: at(30)).text == "30s", "the cooldown under way keeps its deadline")
        for bad in [Duration.zero, .seconds(-1), .seconds(31_536_001)] {
            #expect(throws: TallyError.self) { try model.changeDuration(to: bad) }
        }
        #expect(model.cooldown.duration == .seconds(10))
        model.settle(at: at(60))
        #expect(model.press(at: at(60)) == .started)
        #expect(model.frame(at: at(60)).text == "10s")
        #expect(model.frame(at: at(70)).text == "Get code")
    }

}

/// Issue 45, item 13: SwiftUI's CooldownButton shows its title and suffix as the app's bundle translates them.
@Suite struct CooldownTitleLocalizationTests {
    @Test func titlesAreLookedUpInTheBundleAndFallBackToThemselves() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-l10n-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = folder.appendingPathComponent("Test.bundle/en.lproj")
        try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
        try Data("\"Get code\" = \"Code anfordern\";\n\"s\" = \" Sek.\";\n".utf8)
            .write(to: strings.appendingPathComponent("Localizable.strings"))
        let bundle = try #require(Bundle(path: folder.appendingPathComponent("Test.bundle").path))
        #expect(CooldownModel.localized("Get code", in: bundle) == "Code anfordern")
        #expect(CooldownModel.localized("Resend", in: bundle) == "Resend")
        #expect(CooldownModel.localized("Get code", in: nil) == "Get code")
        #expect(CooldownModel.localized("Get code", in: bundle, table: "Other") == "Get code")
        let title = CooldownModel.localized("Get code", in: bundle)
        let suffix = CooldownModel.localized("s", in: bundle)
        var model = CooldownModel(try Cooldown(duration: .seconds(60), title: title, suffix: suffix), key: nil)
        let now = CooldownInstant(bootID: "boot", sinceBoot: .seconds(1), wallClock: .seconds(1_700_000_000))
        #expect(model.frame(at: now).text == "Code anfordern")
        #expect(model.press(at: now) == .started)
        #expect(model.frame(at: now).text == "60 Sek.")
    }

}
