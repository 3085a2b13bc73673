import XCTest
import KassiosSyntax
import KassiosModel

/// `NSPredicate(format: "%K == %@", #keyPath(XCUIElement.identifier), id)` is `identifier == %@`:
/// NSPredicate puts the key path where `%K` is. Canvas builds every query of its suite so
/// (`matching(id:)`, then `find(id:)`).
final class KeyPathPredicateTests: XCTestCase {
    func testTheAttributeAKeyPathArgumentNamesIsCompared() throws {
        let project = makeProject(Fixture("Support/Find.swift", #"""
            import XCTest

            extension XCUIElementQuery {
                func matching(id: String) -> XCUIElementQuery {
                    matching(NSPredicate(format: "%K == %@", #keyPath(XCUIElement.identifier), id))
                }
            }
            extension XCUIElement {
                func find(id: String, type: ElementType = .any) -> XCUIElement {
                    descendants(matching: type).matching(id: id).firstMatch
                }
            }
            final class DashboardHelper {
                let app = XCUIApplication()
                func profile() { app.find(id: "Dashboard.profileButton", type: .button).tap() }
                func card(_ courseID: String) { app.find(id: "DashboardCourseCell.\(courseID)").tap() }
                func literalKey() { app.cells.matching(NSPredicate(format: "%K BEGINSWITH %@", "identifier", "row.")).firstMatch.tap() }
                func swiftKeyPath() { app.cells.matching(NSPredicate(format: "%K == %@ AND %K == %@", "label", "Pay", \XCUIElement.identifier, "pay")).firstMatch.tap() }
                func otherKey() { app.cells.matching(NSPredicate(format: "%K == %@", #keyPath(XCUIElement.title), "Pay")).firstMatch.tap() }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "DashboardHelper", member: "profile()").source.staticValue, "Dashboard.profileButton")
        XCTAssertTrue(try project.usage(in: "DashboardHelper", member: "card(_:)").source.isRuntime)
        XCTAssertEqual(try project.usage(in: "DashboardHelper", member: "literalKey()").source.staticValue, "row.")
        XCTAssertEqual(try project.usage(in: "DashboardHelper", member: "swiftKeyPath()").source.staticValue, "pay")
        XCTAssertEqual(project.usages(in: "DashboardHelper", member: "otherKey()").count, 0)
    }
}

/// Simplenote's getters hold the predicate in a local before they query with it: the element has
/// the identifier it compares, as when it is written in place.
final class PredicateHeldInALocalTests: XCTestCase {
    func testAGettersPredicateLocalGivesTheElementItsIdentifier() throws {
        let project = makeProject(Fixture("Pages/SidebarPage.swift", #"""
            import XCTest

            struct SidebarPage {
                let app = XCUIApplication()
                var inPlace: XCUIElement { app.cells.element(matching: NSPredicate(format: "identifier == 'settings.inPlace'")) }
                var settingsButton: XCUIElement {
                    let predicate = NSPredicate(format: "identifier == 'settings'")
                    return app.tables.cells.element(matching: predicate)
                }
                var viaArgument: XCUIElement {
                    let predicate = NSPredicate(format: "identifier == %@", "settings.arg")
                    return app.cells.matching(predicate).firstMatch
                }
                var byLabel: XCUIElement {
                    let predicate = NSPredicate(format: "label BEGINSWITH %@", "Set")
                    return app.cells.element(matching: predicate)
                }
                func open() { inPlace.tap(); settingsButton.tap(); viaArgument.tap(); byLabel.tap() }
            }
            """#))
        let elements = project.elementsByType["SidebarPage"] ?? []
        XCTAssertEqual(elements.map { "\($0.name) \($0.elementType) \($0.identifier?.staticValue ?? "-")" }, [
            "inPlace cell settings.inPlace", "settingsButton cell settings", "viaArgument cell settings.arg", "byLabel cell -",
        ])
    }
}
