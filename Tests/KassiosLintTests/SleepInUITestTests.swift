import KassiosLint
import XCTest

/// What the rule's examples cannot show: a `sleep` of the suite's own, declared in another file,
/// and which loops a wait paces a poll in.
final class SleepInUITestTests: XCTestCase {
    func testOwnSleepFunctionsInOtherFilesAreNotReported() {
        var options = LintOptions()
        options.ruleIdentifiers = ["sleep-in-ui-test"]
        let result = LintRunner.run(sources: [
            ("Support/Device.swift", """
            /// Locks the simulated device for a while.
            func sleep(device: Device) { device.lock() }
            class Robot {
                func usleep(_ dial: Int) { dial.turn() }
            }
            """),
            ("Tests/LockTests.swift", """
            final class LockRobot: Robot {
                func lock() {
                    sleep(device: device)
                    usleep(3)
                }
            }
            final class PlainRobot {
                func wait() { usleep(3) }
            }
            """),
        ], options: options)
        XCTAssertEqual(result.findings.map { "\($0.file):\($0.line):\($0.column)" }, ["Tests/LockTests.swift:8:19"])
    }

    /// A `for` loop polls when its own body can leave it: a `break` of a nested loop or of a
    /// `switch` leaves those, a `return` or `throw` anywhere leaves all, and what a closure or a
    /// nested function does leaves only them. A loop inside a closure inside a loop is the
    /// closure's own.
    func testOnlyALoopThatCanEndOnWhatItChecksIsAPoll() {
        var options = LintOptions()
        options.ruleIdentifiers = ["sleep-in-ui-test"]
        let result = LintRunner.run(sources: [("Tests/WaitTests.swift", """
            final class WaitRobot {
                func waits(_ cells: [XCUIElement], states: [State]) throws {
                    for cell in cells {
                        for row in rows { if row.exists { break } }
                        sleep(1)
                    }
                    for state in states {
                        switch state { case .idle: break; default: continue }
                        usleep(10)
                    }
                    for cell in cells {
                        cells.forEach { if $0.exists { return } }
                        func check() -> Bool { return cell.exists }
                        Thread.sleep(forTimeInterval: 1)
                    }
                    for cell in cells {
                        for _ in 0..<3 { if cell.isHittable { return } }
                        sleep(2)
                    }
                    for cell in cells {
                        guard cell.exists else { throw WaitError.gone }
                        usleep(20)
                    }
                    for cell in cells {
                        #if DEBUG
                        if cell.exists { break }
                        #endif
                        sleep(3)
                    }
                    while !done {
                        DispatchQueue.main.async { sleep(4) }
                        cells.forEach { _ in
                            for cell in cells { cell.tap(); usleep(40) }
                        }
                    }
                }
            }
            """)], options: options)
        XCTAssertEqual(result.findings.map(\.line), [5, 9, 14, 31, 33])
    }

    /// `break label` leaves the loop the label names, or one around it, not a statement inside
    /// it; a `throw` that a `do` inside the loop catches does not leave it; a getter and a type
    /// declared in a loop are not in it.
    func testLabelsCatchesAndGettersInLoops() {
        var options = LintOptions()
        options.ruleIdentifiers = ["sleep-in-ui-test"]
        let result = LintRunner.run(sources: [("Tests/LabelTests.swift", """
            final class LabelRobot {
                func waits(_ text: String, field: XCUIElement) {
                    poll: for _ in 0..<10 {
                        switch state() { case .ready: break poll; case .busy: break }
                        sleep(1)
                    }
                    outer: for _ in 0..<10 {
                        for cell in cells { if cell.label == "done" { break outer } }
                        sleep(2)
                    }
                    for ch in text {
                        typing: do { if ch == " " { break typing }; field.typeText(String(ch)) }
                        usleep(3)
                    }
                    for ch in text {
                        do { if ch == " " { throw CancellationError() } } catch {}
                        usleep(4)
                    }
                    for ch in text {
                        do { try type(ch) } catch { throw error }
                        usleep(5)
                    }
                    while !field.exists {
                        var pause: Int { sleep(6); return 0 }
                        struct Pause { var seconds: Int { sleep(7); return 1 } }
                        _ = pause
                    }
                }
            }
            """)], options: options)
        XCTAssertEqual(result.findings.map(\.line), [13, 17, 24, 25])
    }

    /// `app.wait(for: .unknown, timeout:)` waits the whole timeout; a page's own `wait(for:timeout:)`
    /// with a status enum's `.unknown` (Mullvad's tunnel status) waits for that status.
    func testWaitingForAnAppsUnknownStateIsAFixedWait() {
        var options = LintOptions()
        options.ruleIdentifiers = ["sleep-in-ui-test"]
        let result = LintRunner.run(sources: [("TunnelTests.swift", """
            enum TunnelStatus: String { case connected, unknown }
            final class TunnelPage {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                func wait(for status: TunnelStatus, timeout: TimeInterval) -> Bool { app.staticTexts[status.rawValue].waitForExistence(timeout: timeout) }
            }
            final class TunnelTests: XCTestCase {
                let app = XCUIApplication()
                func testStatus() {
                    let page = TunnelPage(app: app)
                    XCTAssertTrue(page.wait(for: .unknown, timeout: 10))
                    _ = app.wait(for: .unknown, timeout: 2)
                    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
                    _ = springboard.wait(for: XCUIApplication.State.unknown, timeout: 2)
                    _ = Springboard.shared.wait(for: .unknown, timeout: 3)
                    let application: XCUIApplication = makeApp()
                    _ = application.wait(for: .unknown, timeout: 3)
                }
            }
            """)], options: options)
        // An app the code does not show the type of may be one: only a known other type is not.
        XCTAssertEqual(result.findings.map(\.line), [12, 14, 15, 17], result.findings.map(\.message).joined(separator: "\n"))
    }
}
