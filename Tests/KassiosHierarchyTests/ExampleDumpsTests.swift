import Foundation
import XCTest
import KassiosHierarchy

/// `Examples/Dumps/`: the Finch login and home screens in every format. The formats
/// agree with each other and with the identifiers the example screens use, and the
/// kassios JSON files are what the writer makes of the debugDescriptions
/// (`KASSIOS_UPDATE_DUMPS=1 swift test --filter ExampleDumpsTests` rewrites them).
final class ExampleDumpsTests: XCTestCase {
    static let screens = ["Login", "Home"]

    func dump(_ name: String) throws -> Hierarchy {
        let hierarchy = try HierarchyReader.read(try Fixture.bytes(at: Fixture.dumps.appendingPathComponent(name)))
        XCTAssertEqual(hierarchy.warnings, [], name)
        return hierarchy
    }

    func testKassiosJSONIsTheWritersOutput() throws {
        for screen in Self.screens {
            let expected = HierarchyJSONWriter.write(try dump("\(screen).debugDescription.txt"))
            let url = Fixture.dumps.appendingPathComponent("\(screen).kassios.json")
            if ProcessInfo.processInfo.environment["KASSIOS_UPDATE_DUMPS"] == "1" {
                try Data(expected.utf8).write(to: url, options: .atomic)
            }
            XCTAssertEqual(String(decoding: try Fixture.bytes(at: url), as: UTF8.self), expected,
                           "\(screen).kassios.json is stale: KASSIOS_UPDATE_DUMPS=1 swift test --filter ExampleDumpsTests")
        }
    }

    func testEveryFormatShowsTheSameScreen() throws {
        for screen in Self.screens {
            func outline(_ hierarchy: Hierarchy) -> [String] {
                hierarchy.elements().map { "\($0.type) \($0.identifier ?? "-") \($0.label ?? "-")" }
            }
            let reference = try dump("\(screen).debugDescription.txt")
            XCTAssertEqual(outline(try dump("\(screen).idb.json")), outline(reference), "\(screen).idb.json")
            XCTAssertEqual(outline(try dump("\(screen).appium.xml")), outline(reference), "\(screen).appium.xml")
            XCTAssertEqual(try dump("\(screen).kassios.json").root, reference.root, "\(screen).kassios.json")
            let inventory = try dump("\(screen).inventory.json").elements().dropFirst()
            XCTAssertEqual(inventory.map { "\($0.type) \($0.identifier ?? "-")" },
                           reference.elements().filter { $0.identifier != nil }.map { "\($0.type) \($0.identifier ?? "-")" },
                           "\(screen).inventory.json")
        }
    }

    /// The identifiers the example screens use are in the dumps, written as the screens
    /// (or `A11y` in AccessibilityID.swift) spell them.
    func testDumpsMatchTheExampleScreens() throws {
        let suite = Fixture.repositoryRoot.appendingPathComponent("Examples/FinchUITests")
        let sources = try ["Screens/LoginScreen.swift", "Screens/HomeScreen.swift", "Screens/HomeScreen+Actions.swift",
                           "Support/AccessibilityID.swift", "Support/BaseScreen.swift"]
            .map { String(decoding: try Fixture.bytes(at: suite.appendingPathComponent($0)), as: UTF8.self) }
            .joined()
        let expected: [String: [String]] = [
            "Login": ["login.logo", "login.email", "login.password", "login.rememberMe", "login.submit",
                      "login.errorBanner", "login.help"],
            "Home": ["home.balance", "home.greeting", "home.tile.accounts", "home.tile.transfer", "home.tile.cards",
                     "home.promoBanner", "home.settings", "home.debugMenu", "home.quickActions", "finch.tabBar",
                     "tab.home", "tab.accounts", "tab.cards", "tab.more"],
        ]
        for (screen, identifiers) in expected {
            let found = Set(KassiosHierarchyTests.identifiers(try dump("\(screen).debugDescription.txt")))
            for identifier in identifiers {
                XCTAssertTrue(sources.contains("\"\(identifier)\""), "\(identifier) is not in the example screens")
                XCTAssertTrue(found.contains(identifier), "\(identifier) is not in the \(screen) dump")
            }
        }
        // What generation has to cope with: a button found by its label only (FINCH-1432),
        // repeated rows, a keyboard.
        let login = try dump("Login.debugDescription.txt").elements()
        XCTAssertTrue(login.contains { $0.type == .button && $0.identifier == nil && $0.label == "Forgot password?" })
        XCTAssertTrue(login.contains { $0.type == .keyboard })
        let home = try dump("Home.debugDescription.txt").elements()
        XCTAssertEqual(home.filter { $0.identifier == "transaction.cell" }.count, 3)
        XCTAssertEqual(home.filter { $0.identifier?.hasPrefix("home.tab.") == true }.count, 3)
        XCTAssertTrue(home.contains { ($0.frame?.x ?? 0) < 0 }, "a carousel page scrolled off to the left")
    }
}
