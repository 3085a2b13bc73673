import KassiosLint
import XCTest

/// What the rule's examples cannot show: a `sleep` of the suite's own, declared in another file.
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
}
