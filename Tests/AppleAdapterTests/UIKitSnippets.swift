// The listings of TallyUIKit's DocC catalog (DocumentationSnippetTests finds
// each one here). Only type-checked: a UIKit view cannot be made on Linux
// (the stand-ins have no accessibility tree), and this file does not import
// Testing (see UIKitProbes); UIKitTests refers to each function.

import Foundation
import TallyCore
import TallyUIKit
import UIKit

enum UIKitSnippets {
    /// A stopwatch and a timer.
    @MainActor
    static func clocks() throws {
        // snippet: uikit-timer
        let watch = TimerLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))  // a stopwatch
        watch.start()
        watch.lap()  // 12.5 s in: watch.lapTexts ["0:12.50"]

        let tea = TimerLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        try tea.countDown(seconds: 180)  // "3:00", "2:59", …
        tea.completion = { print("tea") }
        tea.start()
        // end-snippet
    }

    /// Colour that follows the trend.
    @MainActor
    static func trend() throws {
        // snippet: uikit-trend
        let price = CountingLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        price.trendColors = TrendColors(fade: .milliseconds(800))
        try price.count(from: 101.25, to: 99.80, duration: 0.6)  // red, fading back to textColor

        let odometer = OdometerView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        odometer.trendColors = TrendColors()  // green up, red down, a second each
        try odometer.setNumber(1234.5)
        try odometer.startAnimation()  // rolls up from 0 in green
        // end-snippet
    }
}
