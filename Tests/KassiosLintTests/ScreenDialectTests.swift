@testable import KassiosLint
import KassiosModel
import KassiosSyntax
import XCTest

/// `missing-onload` in each screen dialect: KassiOS onLoad, ScreenObject's expected
/// element getters, and robots' load checks.
final class ScreenDialectTests: XCTestCase {
    func options(_ configuration: String) throws -> LintOptions {
        var options = LintOptions()
        try LintConfiguration.parse(configuration, path: "cfg.yml", directory: ".").apply(to: &options)
        return options
    }

    func lint(_ source: String, configuration: String = "") throws -> [String] {
        LintRunner.run(sources: [("S.swift", source)], options: try options(configuration)).findings
            .filter { $0.rule == "missing-onload" }
            .map { "\($0.line):\($0.column) \($0.message.prefix(60))" }
    }

    /// Each screen's load check with `robotRoots` configured: "LoginRobot 5: email, root" (the
    /// check's line and the elements it references), or "CartRobot: none"; the root too if asked.
    func loadChecks(_ source: String, robotRoots: Set<String>, showingRoot: Bool = false) -> [String] {
        var configuration = ModelConfiguration()
        configuration.robotRoots = robotRoots
        let project = Project(files: [SourceFile(path: "S.swift", source: source)], configuration: configuration)
        return project.screens.map { screen -> String in
            let name = showingRoot ? "\(screen.name) \(screen.root)" : screen.name
            guard case .declared(let paths, _, let location) = screen.onLoad else { return "\(name): none" }
            return "\(name) \(location.line): \(paths.flatMap(\.elements).joined(separator: ", "))"
        }
    }

    func testScreenObjectDialect() throws {
        let source = """
        class BaseScreen: ScreenObject {}
        final class PostsScreen: BaseScreen {
            init(app: XCUIApplication) throws {
                try super.init(expectedElementGetters: [{ $0.tables["posts"] }, \\.addButton], app: app)
            }
        }
        final class DraftsScreen: BaseScreen {
            var list: XCUIElement { app.tables["drafts"] }
        }
        final class EmptyScreen: ScreenObject {
            init(app: XCUIApplication) throws {
                try super.init(expectedElementGetters: [], app: app)
            }
        }
        """
        XCTAssertEqual(try lint(source), [
            "7:13 DraftsScreen passes no expectedElementGetters to ScreenObjec",
            "10:13 the expectedElementGetters EmptyScreen passes to ScreenObjec",
        ])
    }

    /// WordPress's older base: the screen hands `BaseScreen.init(element:)` the element that
    /// proves it loaded, kept in a stored `let` given its query in `init`.
    func testABaseThatTakesTheElementItselfIsReadWithTheScreenObjectDialect() throws {
        let source = """
        import XCTest

        private struct ElementStringIDs {
            static let continueButton = "Prologue Continue Button"
        }

        open class BaseScreen {
            public private(set) var expectedElement: XCUIElement!
            public init(element: XCUIElement) {
                expectedElement = element
            }
        }

        public class PrologueScreen: BaseScreen {
            let continueButton: XCUIElement

            public init() {
                continueButton = XCUIApplication().buttons[ElementStringIDs.continueButton]
                super.init(element: continueButton)
            }
        }

        class ScanScreen: BaseScreen {
            init() {
                super.init(element: XCUIApplication().otherElements.firstMatch)
            }
        }

        public class ReaderScreen: BaseScreen {
            init() {
                let readerTable = XCUIApplication().tables[ElementStringIDs.continueButton]
                super.init(element: readerTable)
            }
        }

        class TabsScreen: BaseScreen {
            var tabs: XCUIElement { XCUIApplication().tabBars["tabs"] }
            init(count: Int) {
                super.init(elements: [self.tabs, XCUIApplication().buttons["tabs.add"]], timeout: 10)
            }
        }

        class SettingsScreen: BaseScreen {
            let app = XCUIApplication()
            init() {
                super.init(element: nil, retries: [1, 2], app: app)
            }
        }
        """
        let configuration = "screens:\n  dialects: { BaseScreen: screen-object }\n"
        XCTAssertEqual(try lint(source, configuration: configuration), [
            "43:7 SettingsScreen passes no element to BaseScreen.init, so noth",
        ])
        var options = LintOptions()
        try LintConfiguration.parse(configuration, path: "cfg.yml", directory: ".").apply(to: &options)
        let screens = Project(files: [SourceFile(path: "S.swift", source: source)], configuration: options.model).screens
        XCTAssertEqual(screens.map(\.name), ["PrologueScreen", "ScanScreen", "ReaderScreen", "TabsScreen", "SettingsScreen"])
        let onLoads = screens.map { screen -> [[String]] in
            guard case .declared(let paths, _, _) = screen.onLoad else { return [] }
            return paths.map(\.elements)
        }
        XCTAssertEqual(onLoads, [[["continueButton"]], [["query"]], [["table[ElementStringIDs.continueButton]"]],
                                 [["tabs", "button[\"tabs.add\"]"]], []])
        guard case .declared(let readerPaths, _, _) = screens[2].onLoad, case .declared(let tabPaths, _, _) = screens[3].onLoad else {
            return XCTFail("\(screens[2].onLoad) \(screens[3].onLoad)")
        }
        XCTAssertEqual(readerPaths.map(\.inlineIdentifiers), [["table[ElementStringIDs.continueButton]": "Prologue Continue Button"]])
        XCTAssertEqual(tabPaths.map(\.inlineIdentifiers), [["button[\"tabs.add\"]": "tabs.add"]])
        XCTAssertEqual(screens[0].elements.map { $0.identifier?.staticValue }, ["Prologue Continue Button"])
        // Without the dialect, BaseScreen is no screen root at all.
        XCTAssertEqual(Project(files: [SourceFile(path: "S.swift", source: source)]).screens.map(\.name), [])
    }

    /// What a `super.init` argument is: the initializer's own parameters and locals shadow the
    /// screen's elements; locals count inside `#if` too; an element-typed parameter passed on
    /// leaves it to the subclasses; an `#if` side that passes nothing is an empty path.
    func testWhatABaseIsHandedIsReadWhereItIsWritten() throws {
        let source = """
        class LegacyScreen {
            init(element: XCUIElement?, title: String = "", app: XCUIApplication = XCUIApplication()) {}
        }
        final class ShadowedByAParameter: LegacyScreen {
            var title: XCUIElement { XCUIApplication().staticTexts["shadow.title"] }
            init(title: String) { super.init(element: nil, title: title) }
        }
        final class ShadowedByALocal: LegacyScreen {
            var title: XCUIElement { XCUIApplication().staticTexts["local.title"] }
            init() {
                let title = "Settings"
                super.init(element: nil, title: title)
            }
        }
        final class LocalInsideIf: LegacyScreen {
            init() {
                #if DEBUG
                var list = XCUIApplication().tables["debug.list"]
                #else
                let list = XCUIApplication().tables["list"]
                #endif
                super.init(element: list)
            }
        }
        class TabbedScreen: LegacyScreen {
            var tabBar: XCUIElement { XCUIApplication().tabBars["tabs"] }
            init(element: XCUIElement) { super.init(element: element) }
        }
        final class FeedScreen: TabbedScreen {
            var cells: XCUIElement { XCUIApplication().cells["feed.cell"] }
            init() { super.init(element: cells.firstMatch) }
        }
        final class StaticScreen: LegacyScreen {
            static var header: XCUIElement { XCUIApplication().otherElements["static.header"] }
            init() { super.init(element: StaticScreen.header) }
        }
        final class NilScreen: TabbedScreen {
            init() { super.init(element: nil) }
        }
        final class LaterShadowScreen: LegacyScreen {
            var header: XCUIElement { XCUIApplication().staticTexts["later.header"] }
            init(debug: Bool) {
                super.init(element: header)
                if debug { let header = "x"; print(header) }
            }
        }
        final class MadeScreen: LegacyScreen {
            init() { super.init(element: Self.makeHeader()) }
            static func makeHeader() -> XCUIElement { XCUIApplication().otherElements["made.header"] }
        }
        final class DebugOnlyScreen: LegacyScreen {
            var title: XCUIElement { XCUIApplication().staticTexts["debug.title"] }
            init() {
                #if DEBUG
                super.init(element: title)
                #else
                super.init(element: nil)
                #endif
            }
        }
        """
        let configuration = "screens:\n  dialects: { LegacyScreen: screen-object }\n"
        XCTAssertEqual(try lint(source, configuration: configuration), [
            "4:13 ShadowedByAParameter passes no element to LegacyScreen.init,",
            "8:13 ShadowedByALocal passes no element to LegacyScreen.init, so ",
            "37:13 NilScreen passes no element to LegacyScreen.init, so nothing",
            "51:13 what DebugOnlyScreen passes to LegacyScreen.init is empty on",
        ])
        let findings = LintRunner.run(sources: [("S.swift", source)], options: try options(configuration)).findings
        // The path's line is where the super.init that hands nothing stands; the advice is the dialect's.
        XCTAssertEqual(findings.last?.message, "what DebugOnlyScreen passes to LegacyScreen.init is empty on the path at line 57, so "
                       + "on that path it proves nothing about being on DebugOnlyScreen; pass the element that proves it loaded "
                       + "(or its getter, whichever LegacyScreen.init takes), e.g. title")
        // A base that passes its own element parameter on is left to its subclasses.
        let screens = Project(files: [SourceFile(path: "S.swift", source: source)], configuration: try options(configuration).model).screens
        XCTAssertEqual(screens.filter(\.isAbstract).map(\.name), ["TabbedScreen"])
    }

    /// A local is visible to the end of its block: one in a branch before the call does not
    /// shadow the element (nor one in another `case`); one in the call's own `case` does; `guard
    /// let` and `if let` bind for the rest of the body and for their block.
    func testALocalIsReadWhereItIsVisible() throws {
        let source = """
        class LegacyScreen {
            init(element: XCUIElement?, title: String = "") {}
        }
        final class SiblingBranchScreen: LegacyScreen {
            var title: XCUIElement { XCUIApplication().staticTexts["sibling.title"] }
            init(compact: Bool) {
                if compact {
                    let title = "Compact"
                    print(title)
                } else {
                    let title = "Regular"
                    print(title)
                }
                super.init(element: title)
            }
        }
        final class SwitchScreen: LegacyScreen {
            var title: XCUIElement { XCUIApplication().staticTexts["switch.title"] }
            init(mode: Int) {
                switch mode {
                case 0:
                    let title = "Zero"
                    super.init(element: nil, title: title)
                default:
                    super.init(element: title)
                }
            }
        }
        final class GuardScreen: LegacyScreen {
            init(app: XCUIApplication?) {
                guard let header = app?.otherElements["guard.header"] else { fatalError("no app") }
                super.init(element: header)
            }
        }
        final class IfLetScreen: LegacyScreen {
            var banner: XCUIElement { XCUIApplication().otherElements["iflet.banner"] }
            init(name: String?) {
                if let banner = name {
                    super.init(element: nil, title: banner)
                } else {
                    super.init(element: banner)
                }
            }
        }
        final class IfConfigScreen: LegacyScreen {
            var title: XCUIElement { XCUIApplication().staticTexts["ifconfig.title"] }
            init(compact: Bool) {
                #if DEBUG
                if compact { let title = "Compact"; print(title) }
                #endif
                super.init(element: title)
            }
        }
        final class GuardElseScreen: LegacyScreen {
            var header: XCUIElement { XCUIApplication().staticTexts["ge.header"] }
            init(app: XCUIApplication?) {
                guard let header = app?.staticTexts["ge.other"] else { super.init(element: header); return }
                super.init(element: header)
            }
        }
        """
        let configuration = "screens:\n  dialects: { LegacyScreen: screen-object }\n"
        XCTAssertEqual(try lint(source, configuration: configuration), [
            "17:13 what SwitchScreen passes to LegacyScreen.init is empty on th",
            "35:13 what IfLetScreen passes to LegacyScreen.init is empty on the",
        ])
        let screens = Project(files: [SourceFile(path: "S.swift", source: source)], configuration: try options(configuration).model).screens
        let paths = Dictionary(uniqueKeysWithValues: screens.map { screen -> (String, [[String]]) in
            guard case .declared(let paths, _, _) = screen.onLoad else { return (screen.name, []) }
            return (screen.name, paths.map(\.elements))
        })
        XCTAssertEqual(paths["SiblingBranchScreen"], [["title"]])
        XCTAssertEqual(paths["SwitchScreen"], [["title"], []])
        XCTAssertEqual(paths["GuardScreen"], [["other[\"guard.header\"]"]])
        XCTAssertEqual(paths["IfLetScreen"], [["banner"], []])
        XCTAssertEqual(paths["IfConfigScreen"], [["title"]], "a block inside an #if clause ends with the clause")
        XCTAssertEqual(paths["GuardElseScreen"], [["header"], ["staticText[\"ge.other\"]"]], "guard let binds after the guard, not in its else")
    }

    /// What the base's initializer declares decides what an argument can be; a local is read
    /// where it is declared; a class without designated initializers hands over through
    /// `self.init`; the elements of an array count.
    func testTheBasesInitializerAndTheLocalsOwnPlaceDecide() throws {
        let source = """
        let app = XCUIApplication()
        class LegacyScreen {
            init(element: XCUIElement?, timeout: TimeInterval = 10, app: XCUIApplication = XCUIApplication()) {}
            init(elements: [XCUIElement?]) {}
        }
        final class GlobalAppScreen: LegacyScreen {
            init() { super.init(element: nil, timeout: .infinity, app: app) }
        }
        class MixedScreen: LegacyScreen {
            var list: XCUIElement { XCUIApplication().tables["mixed.list"] }
            init() { super.init(element: list) }
            init(element: XCUIElement) { super.init(element: element) }
        }
        class FirstMatchBase: LegacyScreen {
            init(element: XCUIElement) {
                let element = element.firstMatch
                super.init(element: element)
            }
        }
        final class ListScreen: FirstMatchBase {
            init() { super.init(element: XCUIApplication().tables["list"]) }
        }
        final class PairScreen: LegacyScreen {
            var title: XCUIElement { XCUIApplication().staticTexts["pair.title"] }
            init() { super.init(elements: [title, nil]) }
        }
        final class ConvenientScreen: LegacyScreen {
            convenience init() { self.init(element: XCUIApplication().tables["convenient.list"]) }
        }
        """
        let configuration = "screens:\n  dialects: { LegacyScreen: screen-object }\n"
        XCTAssertEqual(try lint(source, configuration: configuration), [
            "6:13 GlobalAppScreen passes no element to LegacyScreen.init, so n",
        ])
        let screens = Project(files: [SourceFile(path: "S.swift", source: source)], configuration: try options(configuration).model).screens
        XCTAssertEqual(screens.filter(\.isAbstract).map(\.name), ["FirstMatchBase"], "MixedScreen hands its own list too")
        let paths = Dictionary(uniqueKeysWithValues: screens.map { screen -> (String, [[String]]) in
            guard case .declared(let paths, _, _) = screen.onLoad else { return (screen.name, []) }
            return (screen.name, paths.map(\.elements))
        })
        XCTAssertEqual(paths["PairScreen"], [["title"]])
        XCTAssertEqual(paths["ConvenientScreen"], [["table[\"convenient.list\"]"]])

        // A configured base below ScreenObject that declares its own initializer is what subclasses call.
        let below = """
        class ElementScreen: ScreenObject {
            init(element: XCUIElement?) { }
        }
        final class LoginScreen: ElementScreen {
            var email: XCUIElement { XCUIApplication().textFields["login.email"] }
            init() { super.init(element: nil) }
        }
        """
        XCTAssertEqual(try lint(below, configuration: "screens:\n  dialects: { ElementScreen: screen-object }\n"),
                       ["4:13 LoginScreen passes no element to ElementScreen.init, so noth"])
    }

    /// Following the unconfigured-base suggestion makes the screens checked, and the advice for
    /// a robot without a load check names one of its own elements.
    func testTheSuggestedDialectChecksTheScreens() throws {
        let source = """
        class BasePage {
            let app = XCUIApplication()
        }
        final class LoginPage: BasePage {
            var email: XCUIElement { app.textFields["login.email"] }
            func assertVisible() { XCTAssert(email.waitForExistence(timeout: 5)) }
        }
        final class HomePage: BasePage {
            var balance: XCUIElement { app.staticTexts["home.balance"] }
        }
        """
        let before = LintRunner.run(sources: [("S.swift", source)], options: LintOptions()).findings
        XCTAssertEqual(before.map(\.rule), ["unconfigured-screen-base"])
        XCTAssertTrue(before[0].message.hasSuffix("screens: { dialects: { BasePage: robot } }"), before[0].message)
        XCTAssertTrue(before[0].message.contains("(lint does not check how they load; the map still shows them, as robots or page objects)"), before[0].message)
        let after = LintRunner.run(sources: [("S.swift", source)], options: try options("screens:\n  dialects: { BasePage: robot }\n")).findings
        XCTAssertEqual(after.map { "\($0.rule) \($0.line)" }, ["missing-onload 8"])
        XCTAssertTrue(after[0].message.hasSuffix("func assertVisible() { XCTAssert(balance.waitForExistence(timeout: 5)) }"), after[0].message)
        // An element a method returns is suggested as it is called (amazon-location's getters).
        let getters = """
        class BasePage {
            let app = XCUIApplication()
        }
        final class ExplorePage: BasePage {
            func getExploreView() -> XCUIElement {
                let view = app.otherElements["explore.view"]
                XCTAssertTrue(view.waitForExistence(timeout: 5))
                return view
            }
        }
        """
        let suggested = LintRunner.run(sources: [("S.swift", getters)], options: try options("screens:\n  dialects: { BasePage: robot }\n")).findings
        XCTAssertEqual(suggested.map(\.rule), ["missing-onload"])
        XCTAssertTrue(suggested[0].message.hasSuffix("func assertVisible() { XCTAssert(getExploreView().waitForExistence(timeout: 5)) }"),
                      suggested[0].message)
        // A static element is suggested as an instance member names it, through `Self.`, and the
        // check written so is the robot's load check, as `onLoad` written so is a screen's.
        func staticElements(checks: String, onLoad: String) -> String {
            """
            class BasePage {
                let app = XCUIApplication()
            }
            final class SearchPage: BasePage {
                static func searchField() -> XCUIElement { XCUIApplication().searchFields["search.field"] }
                \(checks)
            }
            final class LoginScreen: KassScreen {
                static let email = XCUIApplication().textFields["login.email"]
                \(onLoad)
            }
            """
        }
        let configuration = try options("screens:\n  dialects: { BasePage: robot }\n")
        let unchecked = LintRunner.run(sources: [("S.swift", staticElements(checks: "", onLoad: ""))], options: configuration).findings
        XCTAssertEqual(unchecked.map { "\($0.rule) \($0.line)" }, ["missing-onload 4", "missing-onload 8"])
        XCTAssertTrue(unchecked[0].message.hasSuffix("func assertVisible() { XCTAssert(Self.searchField().waitForExistence(timeout: 5)) }"),
                      unchecked[0].message)
        XCTAssertTrue(unchecked[1].message.hasSuffix("override var onLoad: [KassElement] { [Self.email] }"), unchecked[1].message)
        let followed = staticElements(checks: "func assertVisible() { XCTAssert(Self.searchField().waitForExistence(timeout: 5)) }",
                                      onLoad: "override var onLoad: [KassElement] { [Self.email] }")
        XCTAssertEqual(LintRunner.run(sources: [("S.swift", followed)], options: configuration).findings.map(\.rule), [])
        let byTypeName = staticElements(checks: "func assertVisible() { XCTAssert(SearchPage.searchField().waitForExistence(timeout: 5)) }",
                                        onLoad: "override var onLoad: [KassElement] { [Self.email] }")
        XCTAssertEqual(LintRunner.run(sources: [("S.swift", byTypeName)], options: configuration).findings.map(\.rule), [],
                       "named through the robot's own type")
    }

    /// A robot whose initializer asserts that a method of its own is false (`XCTAssertFalse(
    /// isLoading())`, the method waiting for a spinner) waits for nothing that shows it: no load
    /// check, where the method's wait counted before. Asserted true, it is one.
    func testAnInitializerAssertingAMethodFalseWaitsForNothing() throws {
        func robot(_ assertion: String) -> String {
            """
            class BaseRobot {
                let app = XCUIApplication()
                init() {}
            }
            final class FeedRobot: BaseRobot {
                var spinner: XCUIElement { app.activityIndicators["feed.spinner"] }
                func isLoading() -> Bool { spinner.waitForExistence(timeout: 1) }
                override init() {
                    super.init()
                    \(assertion)
                }
            }
            """
        }
        let configuration = "screens:\n  dialects: { BaseRobot: robot }\n"
        for negated in ["XCTAssertFalse(isLoading(), \"feed still loading\")", "XCTAssert(!isLoading())",
                        "guard !isLoading() else { XCTFail(\"loading\"); return }"] {
            XCTAssertEqual(try lint(robot(negated), configuration: configuration).map { String($0.prefix(9)) }, ["5:13 Feed"], negated)
        }
        XCTAssertEqual(try lint(robot("XCTAssertTrue(isLoading())"), configuration: configuration), [])
    }

    /// ScreenObject screens under a screen of their own: a `super.init` that hands nothing (the
    /// other side of an `#if`) reaches the parent's initializer, which hands its getters.
    func testAnEmptyHandoffToAScreenTakesTheParentsAnswer() throws {
        let source = """
        class TabScreen: ScreenObject {
            init(app: XCUIApplication, expectedElementGetters: [(XCUIApplication) -> XCUIElement] = []) throws {
                try super.init(expectedElementGetters: [{ $0.tabBars["tabs"] }] + expectedElementGetters, app: app)
            }
        }
        final class ReaderScreen: TabScreen {
            init(app: XCUIApplication) throws {
                #if DEBUG
                try super.init(app: app, expectedElementGetters: [{ $0.tables["reader.list"] }])
                #else
                try super.init(app: app)
                #endif
            }
        }
        final class EmptyScreen: ScreenObject {
            init(app: XCUIApplication) throws {
                #if DEBUG
                try super.init(expectedElementGetters: [{ $0.tables["empty.list"] }], app: app)
                #else
                try super.init(app: app)
                #endif
            }
        }
        """
        XCTAssertEqual(try lint(source), ["15:13 the expectedElementGetters EmptyScreen passes to ScreenObjec"])
    }

    /// `unconfigured-screen-base` suggests the dialect a base's members look like, and stays quiet
    /// about a class whose superclass the linted files do not declare (one file of a suite).
    func testAnUnconfiguredBaseIsReportedWithTheDialectItsMembersSuggest() throws {
        func bases(_ base: String, header: String = "") -> [UnconfiguredScreenBase] {
            let source = """
            \(header)
            \(base)
            final class LoginPage: BasePage {
                var email: XCUIElement { XCUIApplication().textFields["login.email"] }
            }
            final class HomePage: BasePage {
                var balance: XCUIElement { XCUIApplication().staticTexts["home.balance"] }
            }
            """
            return Project(files: [SourceFile(path: "S.swift", source: source)]).unconfiguredScreenBases()
        }
        XCTAssertEqual(bases("class BasePage { var onLoad: [XCUIElement] { [] } }").map(\.dialect), [.kassios])
        XCTAssertEqual(bases("class BasePage { init(rootElement: XCUIElement) {} }").map(\.dialect), [.screenObject])
        // A load check on the base is the robot dialect's, which reads it for every subclass; an
        // empty one is a stub that checks nothing, no hint.
        XCTAssertEqual(bases("class BasePage: NSObject { func waitForLoad() { XCTAssert(root.waitForExistence(timeout: 5)) } }").map(\.dialect), [.robot])
        XCTAssertEqual(bases("class BasePage: NSObject { func waitForLoad() {} }").map(\.dialect), [nil])
        XCTAssertEqual(bases("class BasePage: Page {}", header: "protocol Page {}").map(\.dialect), [nil])
        XCTAssertEqual(bases("class BasePage: CustomStringConvertible { var description: String { \"\" } }").count, 1)
        let found = try XCTUnwrap(bases("class BasePage {}").first)
        XCTAssertEqual(found.subclasses, ["LoginPage", "HomePage"])
        XCTAssertEqual("\(found.location.line):\(found.location.column)", "2:7")
        // A nested base is named as roots are, by its simple name: the suggestion, applied, works.
        let nested = """
        enum Pages {
            class Base { init(element: XCUIElement) {} }
        }
        final class LoginPage: Pages.Base {
            var email: XCUIElement { XCUIApplication().textFields["login.email"] }
            init() { super.init(element: email) }
        }
        final class HomePage: Pages.Base {
            var balance: XCUIElement { XCUIApplication().staticTexts["home.balance"] }
            init() { super.init(element: balance) }
        }
        """
        var options = LintOptions()
        let message = try XCTUnwrap(LintRunner.run(sources: [("S.swift", nested)], options: options).findings.first).message
        XCTAssertTrue(message.hasSuffix("screens: { dialects: { Base: screen-object } }"), message)
        try LintConfiguration.parse("screens:\n  dialects: { Base: screen-object }\n", path: "cfg.yml", directory: ".").apply(to: &options)
        XCTAssertEqual(LintRunner.run(sources: [("S.swift", nested)], options: options).findings.map(\.rule), [])
        // Inheriting from a class declared elsewhere: perhaps a screen root in a file not linted.
        XCTAssertEqual(bases("class BasePage: BaseScreen {}").count, 0)
        XCTAssertEqual(bases("class BasePage: XCTestCase {}").count, 0)
    }

    /// Challenge's robots and Deviant's screen models declare no element property: each method
    /// finds what it needs in a local (`let button = app.buttons["home.characterButton"]`) or in
    /// place. They have elements all the same, and a base or protocol two of them share is
    /// reported. Types that find nothing (a protocol of helpers) are not.
    func testTypesFindingTheirElementsInTheirMethodsHaveElements() throws {
        let source = """
        protocol RobotContract { var app: XCUIApplication { get } }
        struct HomeRobot: RobotContract {
            let app: XCUIApplication
            func tapCharacter() {
                let button = app.buttons["home.characterButton"]
                button.tap()
            }
        }
        struct ListRobot: RobotContract {
            let app: XCUIApplication
            func tapRetry() { app.buttons["list.retry"].tap() }
        }
        class UIScreenModel {
            let app = XCUIApplication()
        }
        final class RootScreenModel: UIScreenModel {
            func openInfo() { app.buttons["more_info_button"].tap() }
        }
        final class DetailScreenModel: UIScreenModel {
            func goBack() { app.navigationBars.buttons["detail.back"].tap() }
        }
        protocol Logging { func log(_ text: String) }
        struct ConsoleLog: Logging { func log(_ text: String) { print(text) } }
        struct FileLog: Logging { func log(_ text: String) { print(text) } }
        """
        let bases = Project(files: [SourceFile(path: "S.swift", source: source)]).unconfiguredScreenBases()
        XCTAssertEqual(bases.map { "\($0.name): \($0.subclasses.joined(separator: ", "))" },
                       ["RobotContract: HomeRobot, ListRobot", "UIScreenModel: RootScreenModel, DetailScreenModel"])
    }

    /// Two test targets linted together, each with a `BaseScreen` of its own (Stepik's class, zpod's
    /// protocol), are one type to kassios: the finding says where both are.
    func testAnUnconfiguredBaseDeclaredInTwoFilesSaysSo() {
        let screens = """
        class BaseScreen { let app = XCUIApplication() }
        final class LoginScreen: BaseScreen { lazy var loginButton = app.buttons["login.button"] }
        final class ProfileScreen: BaseScreen { lazy var logoutButton = app.buttons["profile.logout"] }
        """
        let pages = """
        protocol BaseScreen { var app: XCUIApplication { get } }
        struct PlayerScreen: BaseScreen {
            let app: XCUIApplication
            var playButton: XCUIElement { app.buttons["player.play"] }
        }
        """
        let findings = LintRunner.run(sources: [("A/Screens.swift", screens), ("B/Pages.swift", pages)], options: LintOptions()).findings
            .filter { $0.rule == "unconfigured-screen-base" }
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(findings.first?.message.contains("; BaseScreen is declared in 2 files (Screens.swift:1, Pages.swift:1) and read as one type: "
            + "if they belong to different test targets, lint each target on its own") == true, findings.first?.message ?? "none")
        let alone = LintRunner.run(sources: [("A/Screens.swift", screens)], options: LintOptions()).findings
        XCTAssertEqual(alone.filter { $0.message.contains("declared in") }.count, 0)
        // GOV.UK's two ScreenObject.swift: each named with the folder that tells them apart.
        let namesakes = LintRunner.run(sources: [("/r/Tests/ScreenObjects/Screens.swift", screens), ("/r/Tests/Screen Objects/Screens.swift", pages)],
                                       options: LintOptions()).findings.filter { $0.rule == "unconfigured-screen-base" }
        XCTAssertTrue(namesakes.first?.message.contains("declared in 2 files (ScreenObjects/Screens.swift:1, Screen Objects/Screens.swift:1)") == true,
                      namesakes.first?.message ?? "none")
    }

    /// ProtonVPN's robots on pmtest's `CoreElements`, which no linted file declares, building each
    /// element in the method that uses it: the run says so, where before the map was empty in silence.
    func testRobotsOnAFrameworksBaseAreReported() {
        let robots = """
        import pmtest

        fileprivate let helpButtonId = "LoginViewController.helpButton"
        fileprivate let titleId = "NeedHelp.title"

        class LoginRobot: CoreElements {
            func needHelp() -> NeedHelpRobot {
                button(helpButtonId).tap()
                return NeedHelpRobot()
            }
        }
        class NeedHelpRobot: CoreElements {
            func close() -> LoginRobot { staticText(titleId).tap(); return LoginRobot() }
        }
        """
        func findings(_ source: String, configuration: String? = nil) -> [Finding] {
            var options = LintOptions()
            if let configuration { XCTAssertNoThrow(try LintConfiguration.parse(configuration, path: "cfg.yml", directory: ".").apply(to: &options)) }
            return LintRunner.run(sources: [("Robots.swift", source)], options: options).findings.filter { $0.rule == "unconfigured-screen-base" }
        }
        let reported = findings(robots)
        XCTAssertEqual(reported.map { "\($0.line):\($0.column)" }, ["6:7"])
        XCTAssertTrue(reported.first?.message.hasPrefix("2 classes with elements (LoginRobot, NeedHelpRobot) inherit from CoreElements, pmtest's robot base") == true,
                      reported.first?.message ?? "none")
        XCTAssertTrue(reported.first?.message.hasSuffix("screens: { dialects: { CoreElements: robot } }") == true, reported.first?.message ?? "none")
        XCTAssertTrue(findings(robots.replacingOccurrences(of: "import pmtest", with: "import fusion")).first?.message.contains("fusion's robot base") == true)
        // A base of that name from a module kassios does not know, one robot, or the base configured: nothing.
        XCTAssertEqual(findings(robots.replacingOccurrences(of: "import pmtest", with: "import XCTest")).count, 0)
        XCTAssertEqual(findings(robots.replacingOccurrences(of: "class NeedHelpRobot: CoreElements", with: "class NeedHelpRobot")).count, 0)
        XCTAssertEqual(findings(robots, configuration: "screens:\n  dialects: { CoreElements: robot }\n").count, 0)
        // pmtest imported by another file of the suite, not by the robots': their CoreElements may be anyone's.
        let elsewhere = LintRunner.run(sources: [("Robots.swift", robots.replacingOccurrences(of: "import pmtest", with: "import OurHelpers")),
                                                 ("Other.swift", "import pmtest\n")], options: LintOptions()).findings
        XCTAssertEqual(elsewhere.filter { $0.rule == "unconfigured-screen-base" }.count, 0)
    }

    func testDistinctFileNamesTakeTheFoldersThatTellThemApart() {
        XCTAssertEqual(UnconfiguredScreenBaseRule.distinctNames(["/a/b/X.swift", "/a/c/Y.swift"]), ["X.swift", "Y.swift"])
        XCTAssertEqual(UnconfiguredScreenBaseRule.distinctNames(["/a/b/X.swift", "/a/c/X.swift"]), ["b/X.swift", "c/X.swift"])
        XCTAssertEqual(UnconfiguredScreenBaseRule.distinctNames(["/p/b/X.swift", "/q/b/X.swift", "/q/c/X.swift"]),
                       ["p/b/X.swift", "q/b/X.swift", "q/c/X.swift"])
        XCTAssertEqual(UnconfiguredScreenBaseRule.distinctNames(["X.swift", "X.swift"]), ["X.swift", "X.swift"])
    }

    /// myLife's `ScreenBase`: an empty `validateScreen()` each screen overrides with a wait, a check
    /// under a name the configuration does not list. The finding suggests the robot dialect and that
    /// name, and the configuration it suggests, applied, checks every screen.
    func testAnUnconfiguredBaseWhoseSubclassesOverrideAMethodNamedAsACheckSuggestsIt() throws {
        let source = """
        class ScreenBase {
            let app = XCUIApplication()
            func validateScreen() {}
            func goToScreen(_ screen: ScreenBase) {}
        }
        final class MainScreen: ScreenBase {
            lazy var addButton = app.buttons["main.add"]
            override func validateScreen() {
                XCTAssert(addButton.waitForExistence(timeout: 5), "main screen not displayed")
            }
        }
        final class PersonScreen: ScreenBase {
            lazy var cancelButton = app.buttons["person.cancel"]
            override func validateScreen() {
                XCTAssert(cancelButton.waitForExistence(timeout: 5))
            }
        }
        """
        let message = try XCTUnwrap(LintRunner.run(sources: [("S.swift", source)], options: LintOptions()).findings.first).message
        XCTAssertTrue(message.hasSuffix("screens: { dialects: { ScreenBase: robot } }, and add validateScreen to robots: load_checks"), message)
        let configured = try options("screens:\n  dialects: { ScreenBase: robot }\nrobots:\n  load_checks: [validateScreen]\n")
        XCTAssertEqual(LintRunner.run(sources: [("S.swift", source)], options: configured).findings.map(\.rule), [])
        // Without the overrides the empty method checks nothing: robot is offered, the other two dialects named.
        let stub = source.replacingOccurrences(of: "override func validateScreen", with: "func tapThrough")
        let unsure = try XCTUnwrap(LintRunner.run(sources: [("S.swift", stub)], options: LintOptions()).findings.first).message
        XCTAssertTrue(unsure.hasSuffix("screens: { dialects: { ScreenBase: robot } } (or kassios, or screen-object: the dialect the classes are written in)"), unsure)
        // Not in the base: shared by every subclass it is a check of theirs; one screen's own is not.
        let unshared = source.replacingOccurrences(of: "    func validateScreen() {}\n", with: "")
            .replacingOccurrences(of: "override func validateScreen", with: "func validateScreen")
        XCTAssertTrue(try XCTUnwrap(LintRunner.run(sources: [("S.swift", unshared)], options: LintOptions()).findings.first).message
            .hasSuffix("{ ScreenBase: robot } }, and add validateScreen to robots: load_checks"))
        let ownOnly = unshared.replacingOccurrences(of: "func validateScreen() {\n        XCTAssert(cancelButton", with: "func tapThrough() {\n        XCTAssert(cancelButton")
        XCTAssertNotEqual(ownOnly, unshared)
        XCTAssertTrue(try XCTUnwrap(LintRunner.run(sources: [("S.swift", ownOnly)], options: LintOptions()).findings.first).message
            .hasSuffix("{ ScreenBase: robot } } (or kassios, or screen-object: the dialect the classes are written in)"))
    }

    func testTheGettersAreReadAsElements() throws {
        let file = SourceFile(path: "S.swift", source: """
        final class PostsScreen: ScreenObject {
            init(app: XCUIApplication) throws {
                try super.init(expectedElementGetters: [{ $0.tables["posts"] }], app: app)
            }
        }
        """)
        let screen = try XCTUnwrap(Project(files: [file]).screens.first)
        XCTAssertEqual(screen.dialect, .screenObject)
        guard case .declared(let paths, _, _) = screen.onLoad else { return XCTFail("\(screen.onLoad)") }
        XCTAssertEqual(paths.map(\.elements), [["table[\"posts\"]"]])
    }

    func testScreenObjectsSingleGetterInitializerIsItsOnLoad() throws {
        let source = """
        final class HelloScreen: ScreenObject {
            init(app: XCUIApplication) throws {
                try super.init(expectedElementGetter: { $0.staticTexts["hello.title"] }, app: app)
            }
        }
        final class ByeScreen: ScreenObject {
            init(app: XCUIApplication) throws {
                try super.init(expectedElementGetter: Self.makeGetter(), app: app)
            }
        }
        """
        XCTAssertEqual(try lint(source), [])
        let screens = Project(files: [SourceFile(path: "S.swift", source: source)]).screens
        guard case .declared(let paths, _, _) = screens[0].onLoad else { return XCTFail("\(screens[0].onLoad)") }
        XCTAssertEqual(paths.map(\.elements), [["staticText[\"hello.title\"]"]])
        XCTAssertEqual(paths.map(\.inlineIdentifiers), [["staticText[\"hello.title\"]": "hello.title"]])
        guard case .declared(let opaque, _, _) = screens[1].onLoad else { return XCTFail("\(screens[1].onLoad)") }
        XCTAssertEqual(opaque.map(\.elements), [["getter"]])
    }

    /// WooCommerce's `PrologueScreen`: the getter calls a static function of the screen that
    /// finds the element, which is the element `onLoad` names.
    func testAGetterReturningAMemberOfTheScreenNamesIt() throws {
        let source = """
        public final class PrologueScreen: ScreenObject {
            public init(app: XCUIApplication = XCUIApplication()) throws {
                try super.init(expectedElementGetter: { Self.findContinueButton(in: $0) }, app: app)
            }
            public var title: XCUIElement { app.staticTexts["prologue.title"] }
        }
        extension PrologueScreen {
            static func findContinueButton(in app: XCUIApplication) -> XCUIElement {
                app.buttons["Prologue Continue Button"]
            }
        }
        final class TitleScreen: ScreenObject {
            init(app: XCUIApplication) throws {
                try super.init(expectedElementGetters: [{ Self.title(in: $0) }, { Self.waitLoaded($0) }], app: app)
            }
            var title: XCUIElement { app.staticTexts["title.instance"] }
            static func title(in app: XCUIApplication) -> XCUIElement { app.staticTexts["title.static"] }
            static func waitLoaded(_ app: XCUIApplication) -> Bool { app.wait(for: .runningForeground, timeout: 5) }
        }
        final class SignUpScreen: ScreenObject {
            init(app: XCUIApplication) throws {
                try super.init(expectedElementGetters: [{ _ in self.header }, { SignUpScreen.field(in: $0) }, { Other.find(in: $0) }], app: app)
            }
            var header: XCUIElement { app.staticTexts["signup.header"] }
            static func field(in app: XCUIApplication) -> XCUIElement { app.textFields["signup.email"] }
        }
        """
        XCTAssertEqual(try lint(source), [])
        let screens = Project(files: [SourceFile(path: "S.swift", source: source)]).screens
        XCTAssertEqual(screens.map(\.name), ["PrologueScreen", "TitleScreen", "SignUpScreen"])
        XCTAssertEqual(screens[0].elements.map { "\($0.name) \($0.identifier?.staticValue ?? "-")" },
                       ["title prologue.title", "findContinueButton Prologue Continue Button"])
        guard case .declared(let prologue, _, _) = screens[0].onLoad, case .declared(let title, _, _) = screens[1].onLoad,
              case .declared(let signUp, _, _) = screens[2].onLoad else {
            return XCTFail("\(screens.map(\.onLoad))")
        }
        XCTAssertEqual(prologue.map(\.elements), [["findContinueButton"]])
        // A name a property shares with the function, and a function that finds no element: opaque.
        XCTAssertEqual(title.map(\.elements), [["getter", "getter"]])
        // Another type's function is no member of this screen: an opaque getter, as before.
        XCTAssertEqual(signUp.map(\.elements), [["header", "field", "getter"]])
    }

    func testGettersKeptInPropertiesAreElementsAndInlineGettersKeepTheirIdentifiers() throws {
        let file = SourceFile(path: "S.swift", source: """
        enum A11y { static let drafts = "drafts.list" }
        final class DraftsScreen: ScreenObject {
            private let listGetter: (XCUIApplication) -> XCUIElement = { $0.tables[A11y.drafts] }
            static let editGetter = { (app: XCUIApplication) in app.buttons["drafts.edit"] }
            var list: XCUIElement { listGetter(app) }
            init(app: XCUIApplication) throws {
                try super.init(expectedElementGetters: [listGetter, { $0.navigationBars[A11y.drafts] }, { $0.buttons["x\\(1)"] }], app: app)
            }
        }
        """)
        let project = Project(files: [file])
        let elements = try XCTUnwrap(project.screens.first).elements
        XCTAssertEqual(elements.map(\.name), ["listGetter", "editGetter"])
        XCTAssertEqual(elements.map(\.elementType), ["table", "button"])
        XCTAssertEqual(elements.map { $0.identifier?.staticValue }, ["drafts.list", "drafts.edit"])
        guard case .declared(let paths, _, _) = project.screens[0].onLoad else { return XCTFail() }
        XCTAssertEqual(paths.map(\.elements), [["listGetter", "navigationBar[A11y.drafts]", "getter"]])
        // A named getter's identifier is its element's; only queries written in place carry their own.
        XCTAssertEqual(paths.map(\.inlineIdentifiers), [["navigationBar[A11y.drafts]": "drafts.list"]])
    }

    func testRobotDialectNeedsALoadCheckThatReferencesAnElement() throws {
        let source = """
        class Robot { let app: XCUIApplication; init(app: XCUIApplication) { self.app = app } }
        final class ProfileRobot: Robot {
            private var name: XCUIElement { app.textFields["profile.name"] }
            func assertVisible() { XCTAssert(name.waitForExistence(timeout: 5)) }
        }
        final class HomeRobot: Robot {
            func assertVisible() { XCTAssert(app.staticTexts["home.title"].exists) }
        }
        final class CartRobot: Robot {
            private var total: XCUIElement { app.staticTexts["cart.total"] }
            func assertVisible() { print("cart") }
        }
        final class SearchRobot: Robot {
            private var field: XCUIElement { app.searchFields["search"] }
        }
        """
        XCTAssertEqual(try lint(source), [], "robots are not screens until configured")
        XCTAssertEqual(try lint(source, configuration: "robots: [Robot]"), [
            "9:13 CartRobot's load check asserts no element, so on that path i",
            "13:13 SearchRobot has no load check that references an element, so",
        ])
        XCTAssertEqual(try lint(source, configuration: "robots: { base_classes: [Robot], load_checks: [verifyShown] }").count, 4,
                       "with another load-check name, none of them has one")
    }

    /// MovieSwift's `func waitForScreen() { _ = searchField.waitForExistence(timeout: 10) }`: a check that
    /// drops what it waits for. Unnamed, the hint says to assert the wait as well as to name it; named,
    /// the finding says why it proves nothing.
    func testALoadCheckThatDropsItsWaitIsToldToAssertIt() throws {
        let source = """
        protocol Screen { var app: XCUIApplication { get } }
        struct HomeScreen: Screen {
            let app: XCUIApplication
            var runtime: XCUIElement { app.staticTexts["home.runtime"] }
            func waitForScreen() {
                _ = runtime.waitForExistence(timeout: 10)
            }
        }
        struct DetailScreen: Screen {
            let app: XCUIApplication
            var title: XCUIElement { app.staticTexts["detail.title"] }
            func waitForScreen() { XCTAssert(title.waitForExistence(timeout: 10)) }
        }
        """
        let unnamed = LintRunner.run(sources: [("S.swift", source)], options: try options("screens: { dialects: { Screen: robot } }"))
            .findings.filter { $0.rule == "missing-onload" }.map(\.message)
        XCTAssertEqual(unnamed.count, 2)
        XCTAssertTrue(unnamed[0].hasSuffix("; waitForScreen() waits but drops the result: if it is its load check, assert the wait "
                                           + "and name it in the configuration's robots: load_checks"), unnamed[0])
        XCTAssertTrue(unnamed[1].hasSuffix("; if waitForScreen() is its load check, name it in the configuration's robots: load_checks"), unnamed[1])
        let named = LintRunner.run(sources: [("S.swift", source)],
                                   options: try options("screens: { dialects: { Screen: robot } }\nrobots: { load_checks: [waitForScreen] }"))
            .findings.filter { $0.rule == "missing-onload" }.map { "\($0.line): \($0.message)" }
        XCTAssertEqual(named, ["2: HomeScreen's load check waitForScreen() waits for an element but drops the result, so it proves nothing "
                               + "about being on HomeScreen; assert the wait, e.g. XCTAssert(runtime.waitForExistence(timeout: 5))"])
    }

    /// A robot that waits for its screen when it is made has a load check: its initializer,
    /// with the elements it waits for or asserts on. One that only taps or types as it is made
    /// has none; a named check, where there is one, is the check. Without configuration, the
    /// base is suggested as a robot root.
    func testARobotThatWaitsInItsInitializerHasALoadCheck() throws {
        let source = """
        class BaseRobot { let app: XCUIApplication; init(app: XCUIApplication) { self.app = app } }
        final class LoginRobot: BaseRobot {
            private lazy var email = app.textFields["login.email"]
            private lazy var submit = app.buttons["login.submit"]
            override init(app: XCUIApplication) {
                super.init(app: app)
                XCTAssertTrue(email.waitForExistence(timeout: 10), "Login screen is not shown")
            }
        }
        final class HomeRobot: BaseRobot {
            private var greeting: XCUIElement { app.staticTexts["home.greeting"] }
            private var menu: XCUIElement { app.buttons["home.menu"] }
            init(_ app: XCUIApplication) {
                super.init(app: app)
                _ = self.menu.waitForExistence(timeout: 5)
                XCTAssert(greeting.exists && menu.isHittable)
            }
        }
        final class CartRobot: BaseRobot {
            private var checkout: XCUIElement { app.buttons["cart.checkout"] }
            override init(app: XCUIApplication) {
                super.init(app: app)
                checkout.tap()
            }
        }
        final class SearchRobot: BaseRobot {
            private var field: XCUIElement { app.searchFields["search.field"] }
            private var results: XCUIElement { app.tables["search.results"] }
            override init(app: XCUIApplication) {
                super.init(app: app)
                XCTAssert(field.waitForExistence(timeout: 5))
            }
            func assertVisible() { XCTAssert(results.exists) }
        }
        """
        // The first two robots alone, which have no named check, suggest the robot dialect.
        let waitingOnly = source.components(separatedBy: "final class CartRobot")[0]
        let unconfigured = LintRunner.run(sources: [("S.swift", waitingOnly)], options: LintOptions()).findings
        XCTAssertEqual(unconfigured.map(\.rule), ["unconfigured-screen-base"])
        XCTAssertTrue(unconfigured[0].message.hasSuffix("screens: { dialects: { BaseRobot: robot } }"), unconfigured[0].message)
        XCTAssertEqual(try lint(source, configuration: "robots: [BaseRobot]"), [
            "19:13 CartRobot has no load check that references an element, so a",
        ])
        XCTAssertEqual(loadChecks(source, robotRoots: ["BaseRobot"]), ["LoginRobot 5: email", "HomeRobot 13: menu, greeting", "CartRobot: none", "SearchRobot 33: results"])
    }

    /// Robots as structs (or classes) adopting a protocol root, wherever it is in their list, with
    /// the load check the protocol's extension gives them: it counts for a robot whose own
    /// elements it waits for (`root`), not for one whose elements it never mentions.
    func testRobotStructsAdoptingAProtocolRootShareItsLoadCheck() throws {
        let source = """
        protocol Robot {
            var app: XCUIApplication { get }
            var root: XCUIElement { get }
        }
        extension Robot {
            @discardableResult
            func assertVisible(timeout: TimeInterval = 5) -> Self {
                XCTAssertTrue(root.waitForExistence(timeout: timeout), "\\(Self.self) is not visible")
                return self
            }
        }
        protocol Page { var app: XCUIApplication { get } }
        extension Page {
            func assertVisible() { XCTAssert(app.exists) }
        }
        struct LoginRobot: Robot {
            let app: XCUIApplication
            var root: XCUIElement { app.otherElements["login.root"] }
            private var email: XCUIElement { app.textFields["login.email"] }
        }
        struct SettingsRobot: Equatable, Robot {
            let app: XCUIApplication
            var root: XCUIElement { app.otherElements["settings.root"] }
        }
        final class AboutPage: NSObject, Page {
            let app = XCUIApplication()
            var version: XCUIElement { app.staticTexts["about.version"] }
        }
        struct Helper {
            let app: XCUIApplication
            var spinner: XCUIElement { app.activityIndicators["spinner"] }
        }
        protocol Launching { var app: XCUIApplication { get } }
        final class LoginTests: XCTestCase, Launching {
            let app = XCUIApplication()
            var banner: XCUIElement { app.staticTexts["banner"] }
        }
        final class HomeTests: XCTestCase, Launching {
            let app = XCUIApplication()
            var banner: XCUIElement { app.staticTexts["banner"] }
        }
        """
        XCTAssertEqual(try lint(source), [], "a protocol is no root until configured")
        // Unconfigured, the protocol two robots adopt is pointed out (one adopter is not enough,
        // and test classes sharing a protocol are no screens).
        let unconfigured = LintRunner.run(sources: [("S.swift", source)], options: LintOptions()).findings
        XCTAssertEqual(unconfigured.map { "\($0.rule) \($0.line):\($0.column)" }, ["unconfigured-screen-base 1:10"])
        XCTAssertTrue(unconfigured[0].message.hasPrefix("Robot is adopted by 2 types with elements (LoginRobot, SettingsRobot), but no screen root"),
                      unconfigured[0].message)
        XCTAssertTrue(unconfigured[0].message.hasSuffix("screens: { dialects: { Robot: robot } }"), unconfigured[0].message)
        XCTAssertEqual(try lint(source, configuration: "robots: [Robot, Page]"), [
            "25:13 AboutPage has no load check that references an element, so a",
        ])
        XCTAssertEqual(loadChecks(source, robotRoots: ["Robot", "Page"], showingRoot: true), ["LoginRobot Robot 7: root", "SettingsRobot Robot 7: root", "AboutPage Page: none"])
    }

    /// A protocol of the suite's own named as a root is (GOV.UK's `protocol ScreenObject`, adopted by
    /// structs; Automattic's `ScreenObject` is a class) leaves its adopters unread as screens: the
    /// run says so, and why, rather than pass in silence; configured, they are robots.
    func testTheSuitesOwnProtocolNamedAsARootIsPointedOut() throws {
        let source = """
        protocol ScreenObject {
            var view: XCUIElement { get }
        }
        extension ScreenObject {
            func waitForAppearance(timeout: TimeInterval = 5) -> Self {
                _ = view.waitForExistence(timeout: timeout)
                return self
            }
        }
        struct HomeScreen: ScreenObject {
            let app: XCUIApplication
            var view: XCUIElement { app.tabBars.firstMatch }
        }
        struct WelcomeScreen: ScreenObject {
            let app: XCUIApplication
            var view: XCUIElement { app.otherElements["welcome.view"] }
            var loginButton: XCUIElement { app.buttons["welcome.login"] }
        }
        """
        let findings = LintRunner.run(sources: [("S.swift", source)], options: LintOptions()).findings
        XCTAssertEqual(findings.map { "\($0.rule) \($0.line):\($0.column)" }, ["unconfigured-screen-base 1:10"])
        XCTAssertTrue(findings.first?.message.hasPrefix(
            "ScreenObject is adopted by 2 types with elements (HomeScreen, WelcomeScreen), but it is the suite's own protocol, "
            + "not the ScreenObject class kassios takes for a screen root, so kassios reads none of them") == true, findings.first?.message ?? "")
        XCTAssertTrue(findings.first?.message.hasSuffix("screens: { dialects: { ScreenObject: robot } }") == true,
                      "only the robot dialect reads a protocol's adopters: \(findings.first?.message ?? "")")
        // Its wait drops what it waits for: configured, the screens have no load check.
        XCTAssertEqual(try lint(source, configuration: "screens:\n  dialects: { ScreenObject: robot }\n").count, 2)
    }

    /// The load check a robot base class declares once for all its robots, each overriding the
    /// element it waits for (`override var root`): the root class's, or an intermediate base's,
    /// the nearest first. A robot that overrides nothing it waits for has no check, and the base
    /// is suggested the robot dialect while no root is configured.
    func testRobotsInheritTheLoadCheckOfTheirBaseClass() throws {
        let source = """
        class BaseRobot {
            let app: XCUIApplication
            var root: XCUIElement { fatalError("override root") }
            init(app: XCUIApplication) { self.app = app }
            @discardableResult
            func assertVisible(file: StaticString = #file, line: UInt = #line) -> Self {
                XCTAssertTrue(root.waitForExistence(timeout: 10), file: file, line: line)
                return self
            }
        }
        final class LoginRobot: BaseRobot {
            override var root: XCUIElement { app.otherElements["login.root"] }
            private var submit: XCUIElement { app.buttons["login.submit"] }
        }
        class SheetRobot: BaseRobot {
            var sheet: XCUIElement { app.sheets.firstMatch }
            override func assertVisible(file: StaticString = #file, line: UInt = #line) -> Self {
                XCTAssertTrue(sheet.waitForExistence(timeout: 5), file: file, line: line)
                return self
            }
        }
        final class ShareRobot: SheetRobot {
            var copyLink: XCUIElement { app.buttons["share.copy"] }
        }
        final class HelpRobot: BaseRobot {
            var faq: XCUIElement { app.links["help.faq"] }
        }
        class QuietRobot: BaseRobot {
            override func assertVisible(file: StaticString = #file, line: UInt = #line) -> Self { sleep(1); return self }
        }
        final class ToastRobot: QuietRobot {
            override var root: XCUIElement { app.otherElements["toast.root"] }
        }
        final class AboutRobot: BaseRobot {
            override var root: XCUIElement { app.otherElements["about.root"] }
            override func assertVisible(file: StaticString = #file, line: UInt = #line) -> Self {
                super.assertVisible(file: file, line: line)
            }
        }
        """
        XCTAssertEqual(try lint(source, configuration: "robots: [BaseRobot]"), [
            "25:13 HelpRobot has no load check that references an element, so a",
            "31:13 ToastRobot has no load check that references an element, so ",
        ], "the check that runs is the nearest: QuietRobot's, which waits for nothing")
        XCTAssertEqual(loadChecks(source, robotRoots: ["BaseRobot"]), [
            "LoginRobot 6: root", "SheetRobot 17: sheet", "ShareRobot 17: sheet", "HelpRobot: none", "QuietRobot 29: ", "ToastRobot: none",
            "AboutRobot 6: root",
        ])
        // A class root that adopts a protocol root: the protocol's extension gives the check.
        let adopting = """
        protocol Robot { var root: XCUIElement { get } }
        extension Robot {
            func assertVisible() { XCTAssert(root.waitForExistence(timeout: 5)) }
        }
        class BaseRobot: Robot {
            let app = XCUIApplication()
            var root: XCUIElement { app }
        }
        final class CartRobot: BaseRobot {
            override var root: XCUIElement { app.otherElements["cart.root"] }
        }
        """
        XCTAssertEqual(loadChecks(adopting, robotRoots: ["BaseRobot", "Robot"]), ["CartRobot 3: root"])
        let unconfigured = LintRunner.run(sources: [("S.swift", source)], options: LintOptions()).findings.filter { $0.rule == "unconfigured-screen-base" }
        XCTAssertEqual(unconfigured.count, 1)
        XCTAssertTrue(unconfigured[0].message.hasSuffix("screens: { dialects: { BaseRobot: robot } }"), unconfigured[0].message)
    }

    /// OrderMe's screens wait for themselves when they are made, in a method of their own the
    /// initializer calls (`required init() { super.init(); visible() }`): that is their load check.
    /// One whose initializer calls only a method that waits for nothing of its own has none.
    func testAnInitializerCallingAMethodThatWaitsIsTheLoadCheck() throws {
        let source = """
        class BaseScreen {
            let app = XCUIApplication()
            required init() {}
            func tap(_ element: XCUIElement) { XCTAssert(element.waitForExistence(timeout: 2)); element.tap() }
        }
        final class LoginScreen: BaseScreen {
            private lazy var later = app.buttons["login.later"]
            required init() {
                super.init()
                visible()
            }
            func visible() {
                guard later.waitForExistence(timeout: 2) else { XCTFail("Login screen is not present"); return }
            }
        }
        final class ListScreen: BaseScreen {
            private lazy var row = app.cells["list.row"]
            required init() {
                super.init()
                self.dismissAlertIfNeeded()
            }
            func dismissAlertIfNeeded() { if app.alerts.firstMatch.exists { tap(app.alerts.buttons["OK"]) } }
        }
        final class CartScreen: BaseScreen {
            private lazy var total = app.staticTexts["cart.total"]
            required init() {
                super.init()
                total.waitForAppearance(timeout: 5)
            }
        }
        final class SplashScreen: BaseScreen {
            private lazy var logo = app.images["splash.logo"]
            required init() {
                super.init()
                logo.waitForDisappearance(timeout: 5)
            }
        }
        """
        XCTAssertEqual(loadChecks(source, robotRoots: ["BaseScreen"]), ["LoginScreen 8: later", "ListScreen: none", "CartScreen 26: total", "SplashScreen: none"],
                       "a wait of the suite's own, named for the element's appearing; not one for its going")
        XCTAssertEqual(try lint(source, configuration: "robots: [BaseScreen]"), [
            "16:13 ListScreen has no load check that references an element, so ", "31:13 SplashScreen has no load check that references an element, s",
        ])
        // Unconfigured, such a base is suggested the robot dialect.
        let orderMe = source.components(separatedBy: "final class CartScreen")[0]
        let unconfigured = LintRunner.run(sources: [("S.swift", orderMe)], options: LintOptions()).findings
        XCTAssertEqual(unconfigured.map(\.rule), ["unconfigured-screen-base"])
        XCTAssertTrue(unconfigured.first?.message.hasSuffix("screens: { dialects: { BaseScreen: robot } }") == true, unconfigured.first?.message ?? "")
    }

    /// A robot whose load check has a name `robots: load_checks` does not list (pizza-delivery's
    /// `isDisplayed()`, a questionnaire's `verify()`) is reported with that name to add; a method
    /// named for something checked after an action (`assertGreetsUser()`, `isErrorShown()`,
    /// `isScreenDismissed()`) is not offered.
    /// Yandex's `waitAppeared(timeout:)` reads as a load check; BikeIndex's `checkWhatToDoPageLoads()`
    /// taps and checks where that leads, an action, so it is not offered.
    func testAWaitForTheScreenIsOfferedAndACheckThatActsIsNot() throws {
        let source = """
        class BasePage { let app = XCUIApplication() }
        final class GDPRDialogPage: BasePage {
            var acceptButton: XCUIElement { app.buttons["gdpr.accept"] }
            func waitAppeared(timeout: TimeInterval = 5) { XCTAssertTrue(acceptButton.waitForExistence(timeout: timeout)) }
        }
        final class RegisterStolenBikePage: BasePage {
            var whatToDoButton: XCUIElement { app.buttons["stolen.whatToDo"] }
            func checkWhatToDoPageLoads() {
                whatToDoButton.tap()
                XCTAssertTrue(app.webViews.staticTexts["What to do"].waitForExistence(timeout: 10))
            }
        }
        """
        let messages = LintRunner.run(sources: [("S.swift", source)], options: try options("robots: [BasePage]")).findings
            .filter { $0.rule == "missing-onload" }.map(\.message)
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages[0].hasSuffix("; if waitAppeared() is its load check, name it in the configuration's robots: load_checks"), messages[0])
        XCTAssertFalse(messages[1].contains("; if "), messages[1])
    }

    func testARobotsUnlistedCheckIsNamedInTheFinding() throws {
        let source = """
        class BaseScene { let app = XCUIApplication() }
        final class MenuScene: BaseScene {
            private var menu: XCUIElement { app.tables["menu"] }
            func isDisplayed() { XCTAssert(menu.waitForExistence(timeout: 10)) }
        }
        final class WelcomePage: BaseScene {
            private var start: XCUIElement { app.buttons["welcome.start"] }
            func assertGreetsUser() { XCTAssert(app.staticTexts["welcome.greeting"].exists) }
            func isErrorShown() -> Bool { app.alerts.firstMatch.exists }
            func isScreenDismissed() -> Bool { app.otherElements["welcome"].waitForNonExistence(timeout: 5) }
        }
        """
        let messages = LintRunner.run(sources: [("S.swift", source)], options: try options("robots: [BaseScene]")).findings
            .filter { $0.rule == "missing-onload" }.map(\.message)
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages[0].hasSuffix("; if isDisplayed() is its load check, name it in the configuration's robots: load_checks"), messages[0])
        XCTAssertFalse(messages[1].contains("; if "), messages[1])
        XCTAssertEqual(try lint(source, configuration: "robots: { base_classes: [BaseScene], load_checks: [isDisplayed] }"),
                       ["6:13 WelcomePage has no load check that references an element, so"])
    }

    /// kcr's check, in an extension of its robot protocol, asserts what a method of a protocol the
    /// root refines returns: `XCTAssert(waitForExistence(timeout: timeout))`, that method giving
    /// `view.waitForExistence(timeout:)`, `view` each page's own. Named in `robots: load_checks`, it
    /// is each page's load check for its `view`; asserting the opposite, in any form, proves nothing.
    func testACheckAssertingWhatAMethodReturnsWaitsForItsElement() throws {
        func pages(asserting assertion: String) -> String {
            """
            protocol PageObject: PageObjectWaitable {
                var app: XCUIApplication { get }
                var view: XCUIElement { get }
            }
            protocol PageObjectWaitable {
                func waitForExistence(timeout: TimeInterval) -> Bool
            }
            extension PageObjectWaitable where Self: PageObject {
                func waitForExistence(timeout: TimeInterval = 3) -> Bool {
                    return view.waitForExistence(timeout: timeout)
                }
            }
            extension PageObject {
                func isShown() -> Bool { view.waitForExistence(timeout: 2) }
                func isMissing() -> Bool { !view.waitForExistence(timeout: 2) }
                func waitExists<T>(_ klass: T.Type, timeout: TimeInterval = 3) -> T {
                    \(assertion)
                    return self as! T
                }
            }
            final class MainPageObject: PageObject {
                let app = XCUIApplication()
                var view: XCUIElement { return app.otherElements["main_view"] }
                var settings: XCUIElement { return app.buttons["settings_button"] }
            }
            """
        }
        let configuration = "screens:\n  dialects: { PageObject: robot }\nrobots:\n  load_checks: [waitExists]\n"
        XCTAssertEqual(try lint(pages(asserting: "XCTAssert(waitForExistence(timeout: timeout))"), configuration: configuration), [])
        for negated in ["XCTAssertFalse(waitForExistence(timeout: timeout))", "XCTAssert(!waitForExistence(timeout: timeout))",
                        "XCTAssertEqual(waitForExistence(timeout: timeout), false)", "XCTAssert(!isShown())", "XCTAssertFalse(isShown())",
                        "XCTAssertTrue(isMissing())"] {
            XCTAssertEqual(try lint(pages(asserting: negated), configuration: configuration),
                           ["21:13 MainPageObject has no load check that references an element,"], negated)
        }
    }

    /// Mullvad's pages set the base's `pageElement` in their initializer and call the base's wait
    /// for it; Deviant's base waits through a helper given the element
    /// (`test.waitForElementToExist(identifyingElement)`). A page that sets it and never waits, or
    /// sets it to something that is no element, has no check.
    func testARobotSetsTheElementItsBaseWaitsFor() throws {
        let source = """
        class Page {
            let app: XCUIApplication
            var pageElement: XCUIElement?
            init(_ app: XCUIApplication) { self.app = app }
            func waitForPageToBeShown() {
                if let pageElement { XCTAssertTrue(pageElement.waitForExistence(timeout: 10), "Page is shown") }
            }
        }
        final class LoginPage: Page {
            override init(_ app: XCUIApplication) {
                super.init(app)
                self.pageElement = app.otherElements["login.view"]
                waitForPageToBeShown()
            }
        }
        final class SettingsPage: Page {
            override init(_ app: XCUIApplication) {
                super.init(app)
                self.pageElement = app.otherElements["settings.view"]
            }
            func tapDone() { app.buttons["settings.done"].tap() }
        }
        final class EarlyPage: Page {
            override init(_ app: XCUIApplication) {
                super.init(app)
                waitForPageToBeShown()
                self.pageElement = app.otherElements["early.view"]
                waitForSpinnerToNotBeVisible(app.activityIndicators["early.spinner"])
            }
        }
        class ScreenModel {
            let test: UITestableCase
            var app: XCUIApplication { test.app }
            var identifyingElement: XCUIElement { fatalError("override") }
            init(_ test: UITestableCase) {
                self.test = test
                test.waitForElementToExist(identifyingElement)
            }
        }
        final class TopicScreenModel: ScreenModel {
            override var identifyingElement: XCUIElement { app.otherElements["topic"] }
        }
        """
        XCTAssertEqual(loadChecks(source, robotRoots: ["Page", "ScreenModel"]), [
            "LoginPage 10: pageElement", "SettingsPage: none", "EarlyPage: none", "TopicScreenModel 35: identifyingElement",
        ], "a wait before the element is set, or for an element to go, is no check of the page")
    }

    /// iOS-Records' robots check that they loaded in `successfulLoad()`: a name that ends in the
    /// loading is offered; one that loads again (`reloadData()`) or makes it load (`pullToLoad()`) is not.
    func testACheckNamedForTheLoadingIsNamedInTheFinding() throws {
        let source = """
        class Robot { let app = XCUIApplication() }
        final class ReportsRobot: Robot {
            lazy var allCells = app.collectionViews.cells
            func successfulLoad() -> Bool {
                guard allCells.firstMatch.waitForExistence(timeout: 20) else { XCTFail("asleep"); return false }
                return true
            }
        }
        final class ProfileRobot: Robot {
            lazy var name = app.staticTexts["profile.name"]
            func reloadData() { app.swipeDown() }
            func pullToLoad() { app.swipeDown() }
        }
        """
        let messages = LintRunner.run(sources: [("S.swift", source)], options: try options("robots: [Robot]")).findings
            .filter { $0.rule == "missing-onload" }.map(\.message)
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages[0].hasSuffix("; if successfulLoad() is its load check, name it in the configuration's robots: load_checks"), messages[0])
        XCTAssertFalse(messages[1].contains("; if "), messages[1])
    }

    /// pmtest's robots (ProtonMail's, ProtonVPN's) keep their assertions in a nested `Verify` of
    /// the same root: part of the robot, not a screen with a load check of its own. Another nested
    /// robot (a sheet the screen shows) is a screen as any other.
    func testARobotsNestedVerifyIsPartOfTheRobot() throws {
        let source = """
        class CoreElements { let app = XCUIApplication() }
        final class MainRobot: CoreElements {
            let verify = Verify()
            private var connect: XCUIElement { app.buttons["main.connect"] }
            func assertVisible() { XCTAssert(connect.waitForExistence(timeout: 5)) }
            final class Verify: CoreElements {
                func connected() { XCTAssert(app.buttons["main.disconnect"].exists) }
            }
            final class SortSheet: CoreElements {
                var byName: XCUIElement { app.buttons["sort.name"] }
            }
            public class VerifyDeleteAccount: CoreElements {
                func deleteAccountShown() { XCTAssert(app.buttons["delete.confirm"].waitForExistence(timeout: 30)) }
            }
            final class Verifier: CoreElements {
                var stamp: XCUIElement { app.images["verifier.stamp"] }
            }
        }
        """
        XCTAssertEqual(try lint(source, configuration: "robots: [CoreElements]"), [
            "9:17 MainRobot.SortSheet has no load check that references an ele", "15:17 MainRobot.Verifier has no load check that references an elem",
        ])
        var configuration = ModelConfiguration()
        configuration.robotRoots = ["CoreElements"]
        let project = Project(files: [SourceFile(path: "S.swift", source: source)], configuration: configuration)
        XCTAssertEqual(project.screens.map { "\($0.name) \($0.isAbstract)" }, [
            "MainRobot false", "MainRobot.Verify true", "MainRobot.SortSheet false", "MainRobot.VerifyDeleteAccount true", "MainRobot.Verifier false",
        ], "a nested Verify…, as protonpass's VerifyDeleteAccount, is the robot's too; a Verifier is a word of its own")
        // Not in another dialect: a KassiOS screen's nested `Checks` screen is a screen.
        let kassios = """
        final class SettingsScreen: KassScreen {
            lazy var open = button("settings.checks")
            override var onLoad: [KassElement] { [open] }
            final class Checks: KassScreen {
                lazy var deposit = button("checks.deposit")
            }
        }
        """
        XCTAssertEqual(try lint(kassios), ["4:17 SettingsScreen.Checks has no onLoad, so a test that lands on"])
    }

    /// A screen-object base that takes no element but waits, in its initializer, for a property each
    /// screen overrides (green's `Screen`: `@discardableResult required init(timeout:completion:) {
    /// XCTAssert(rootElement.waitForExistence(timeout: timeout), …) }`, `override var rootElement` in
    /// each screen) checks every screen made through it, as a robot's base does, also beside a wait
    /// for a spinner to go in the same assertion. A screen that does not override the property, and
    /// a base that waits for nothing, still have no check.
    func testAScreenObjectBaseInitializerThatWaitsIsTheScreensLoadCheck() throws {
        let source = """
        class Screen {
            let app = XCUIApplication()
            typealias Completion = (() -> Void)?
            @discardableResult
            required init(timeout: TimeInterval = 20, completion: Completion = nil) {
                XCTAssert(rootElement.waitForExistence(timeout: timeout), "Screen \\(String(describing: self)) not loaded")
                completion?()
            }
            var rootElement: XCUIElement { fatalError("subclass should override rootElement") }
        }
        final class Home: Screen {
            override var rootElement: XCUIElement { app.otherElements["home.view"] }
            var settings: XCUIElement { app.buttons["home.settings"] }
        }
        final class Landing: Screen {
            var create: XCUIElement { app.buttons["landing.create"] }
        }
        class Page {
            let app = XCUIApplication()
            init() {}
            var rootElement: XCUIElement { app.otherElements.firstMatch }
        }
        final class Login: Page {
            override var rootElement: XCUIElement { app.otherElements["login.view"] }
        }
        class Loading {
            let app = XCUIApplication()
            var spinner: XCUIElement { app.activityIndicators.firstMatch }
            init() { XCTAssertTrue(rootElement.waitForExistence(timeout: 10) && spinner.waitForNonExistence(timeout: 10)) }
            var rootElement: XCUIElement { fatalError() }
        }
        final class Feed: Loading {
            override var rootElement: XCUIElement { app.otherElements["feed.view"] }
        }
        class Confirmed {
            let app = XCUIApplication()
            init() { XCTAssertEqual(rootElement.waitForExistence(timeout: 3), true) }
            var rootElement: XCUIElement { fatalError() }
        }
        final class Profile: Confirmed {
            override var rootElement: XCUIElement { app.otherElements["profile.view"] }
        }
        class NotRefuted {
            let app = XCUIApplication()
            init() { XCTAssertNotEqual(false, rootElement.waitForExistence(timeout: 3)) }
            var rootElement: XCUIElement { fatalError() }
        }
        final class Basket: NotRefuted {
            override var rootElement: XCUIElement { app.otherElements["basket.view"] }
        }
        """
        let configuration = "screens:\n  dialects: { Screen: screen-object, Page: screen-object, Loading: screen-object, Confirmed: screen-object, NotRefuted: screen-object }\n"
        XCTAssertEqual(try lint(source, configuration: configuration), [
            "15:13 Landing passes no element to Screen.init, so nothing checks ",
            "23:13 Login passes no element to Page.init, so nothing checks that",
        ])
        // A wait that proves nothing: one initializer of two waits; the wait is made only when asked,
        // or its result dropped; the element waited for is no screen's own (the window); the wait is
        // for the element to go (a splash screen's).
        let unproven = """
        class TwoWays {
            let app = XCUIApplication()
            init(timeout: TimeInterval) { XCTAssert(rootElement.waitForExistence(timeout: timeout)) }
            init(skippingCheck: Bool) {}
            var rootElement: XCUIElement { fatalError() }
        }
        final class Home: TwoWays {
            override var rootElement: XCUIElement { app.otherElements["home.view"] }
        }
        class WhenAsked {
            let app = XCUIApplication()
            init(verify: Bool = false) { if verify { XCTAssert(rootElement.waitForExistence(timeout: 10)) } }
            var rootElement: XCUIElement { fatalError() }
        }
        final class Feed: WhenAsked {
            override var rootElement: XCUIElement { app.otherElements["feed.view"] }
        }
        class Dropped {
            let app = XCUIApplication()
            init() { _ = rootElement.waitForExistence(timeout: 10) }
            var rootElement: XCUIElement { fatalError() }
        }
        final class Cart: Dropped {
            override var rootElement: XCUIElement { app.otherElements["cart.view"] }
        }
        final class Window: Screen {
            override var rootElement: XCUIElement { app.windows.firstMatch }
        }
        class Screen {
            let app = XCUIApplication()
            init() { guard rootElement.waitForExistence(timeout: 10) else { XCTFail("not shown"); return } }
            var rootElement: XCUIElement { fatalError() }
        }
        final class Settings: Screen {
            override var rootElement: XCUIElement { app.otherElements["settings.view"] }
        }
        class Leaving {
            let app = XCUIApplication()
            init() { XCTAssertTrue(rootElement.waitForNonExistence(timeout: 10)) }
            var rootElement: XCUIElement { fatalError() }
        }
        final class Splash: Leaving {
            override var rootElement: XCUIElement { app.otherElements["splash.view"] }
        }
        class Refuted {
            let app = XCUIApplication()
            init() { XCTAssertEqual(rootElement.waitForExistence(timeout: 3), false) }
            var rootElement: XCUIElement { fatalError() }
        }
        final class Gone: Refuted {
            override var rootElement: XCUIElement { app.otherElements["gone.view"] }
        }
        class Negated {
            let app = XCUIApplication()
            init() { XCTAssertTrue(!rootElement.waitForExistence(timeout: 3)) }
            var rootElement: XCUIElement { fatalError() }
        }
        final class Hidden: Negated {
            override var rootElement: XCUIElement { app.otherElements["hidden.view"] }
        }
        """
        let roots = "screens:\n  dialects: { TwoWays: screen-object, WhenAsked: screen-object, Dropped: screen-object, Screen: screen-object, Leaving: screen-object, Refuted: screen-object, Negated: screen-object }\n"
        XCTAssertEqual(try lint(unproven, configuration: roots).map { String($0.prefix(14)) },
                       ["7:13 Home pass", "15:13 Feed pas", "23:13 Cart pas", "26:13 Window p", "42:13 Splash p",
                        "50:13 Gone pas", "58:13 Hidden p"])
    }

    /// Absence asserted in any of the ways XCTest allows proves no screen: `XCTAssert(x == false)`,
    /// `x != true`, `guard !x else { XCTFail(…) }`, in a screen-object base and in a robot's load
    /// check or initializer alike. `XCTAssertFalse(!x)` asserts presence, and so does a negated
    /// assertion of anything but existence (`XCTAssertFalse(submit.isEnabled)` fails when the
    /// button is not there).
    func testEveryFormOfAnAssertedAbsenceProvesNoScreen() throws {
        let screens = """
        class Compared {
            let app = XCUIApplication()
            init() { XCTAssert(rootElement.waitForExistence(timeout: 3) == false) }
            var rootElement: XCUIElement { fatalError() }
        }
        final class Gone: Compared {
            override var rootElement: XCUIElement { app.otherElements["gone.view"] }
        }
        class Differs {
            let app = XCUIApplication()
            init() { XCTAssertTrue(rootElement.exists != true) }
            var rootElement: XCUIElement { fatalError() }
        }
        final class Hidden: Differs {
            override var rootElement: XCUIElement { app.otherElements["hidden.view"] }
        }
        class Guarded {
            let app = XCUIApplication()
            init() { guard !rootElement.waitForExistence(timeout: 3) else { XCTFail("still there"); return } }
            var rootElement: XCUIElement { fatalError() }
        }
        final class Closed: Guarded {
            override var rootElement: XCUIElement { app.otherElements["closed.view"] }
        }
        class Doubled {
            let app = XCUIApplication()
            init() { XCTAssertFalse(!rootElement.waitForExistence(timeout: 3)) }
            var rootElement: XCUIElement { fatalError() }
        }
        final class Shown: Doubled {
            override var rootElement: XCUIElement { app.otherElements["shown.view"] }
        }
        """
        let bases = "screens:\n  dialects: { Compared: screen-object, Differs: screen-object, Guarded: screen-object, Doubled: screen-object }\n"
        XCTAssertEqual(try lint(screens, configuration: bases).map { String($0.prefix(14)) }, ["6:13 Gone pass", "14:13 Hidden p", "22:13 Closed p"])
        let robots = """
        class Robot {
            let app = XCUIApplication()
        }
        final class CartRobot: Robot {
            var total: XCUIElement { app.staticTexts["cart.total"] }
            func assertVisible() { XCTAssertFalse(total.waitForExistence(timeout: 5)) }
        }
        final class ListRobot: Robot {
            var list: XCUIElement { app.tables["list"] }
            override init() { super.init(); XCTAssertTrue(!list.exists) }
        }
        final class FormRobot: Robot {
            var submit: XCUIElement { app.buttons["form.submit"] }
            func assertVisible() { XCTAssertFalse(submit.isEnabled) }
        }
        final class FeedRobot: Robot {
            var feed: XCUIElement { app.tables["feed"] }
            var spinner: XCUIElement { app.activityIndicators["feed.spinner"] }
            func assertVisible() {
                XCTAssertFalse(spinner.exists)
                XCTAssert(feed.waitForExistence(timeout: 5))
            }
        }
        """
        // CartRobot's check references nothing that proves it; ListRobot has none.
        XCTAssertEqual(loadChecks(robots, robotRoots: ["Robot"]), ["CartRobot 6: ", "ListRobot: none", "FormRobot 14: submit", "FeedRobot 19: feed"])
        XCTAssertEqual(LintRunner.run(sources: [("S.swift", robots)], options: try options("screens:\n  dialects: { Robot: robot }\n")).findings
                        .filter { $0.rule == "missing-onload" }.map(\.line), [4, 8])
    }

    /// The property the base's initializer waits for may name another of the screen's elements
    /// (`override var root: XCUIElement { header }`, `{ list.firstMatch }`, or a property that names one
    /// in turn): the wait is then for that element, the screen's load check. One that names something
    /// else, or an element of no identifier, proves nothing, nor do properties naming each other.
    func testABaseInitializerWaitForAPropertyNamingAnElementIsTheScreensLoadCheck() throws {
        let source = """
        class BaseScreen {
            let app = XCUIApplication()
            var root: XCUIElement { fatalError("override") }
            init() { XCTAssertTrue(root.waitForExistence(timeout: 10)) }
        }
        final class ProfileScreen: BaseScreen {
            var header: XCUIElement { app.staticTexts["profile.header"] }
            var logout: XCUIElement { app.buttons["profile.logout"] }
            override var root: XCUIElement { header }
        }
        final class CartScreen: BaseScreen {
            var total: XCUIElement { app.staticTexts["cart.total"] }
            override var root: XCUIElement { return self.total }
        }
        final class AboutScreen: BaseScreen {
            var version: XCUIElement { app.staticTexts["about.version"] }
            var window: XCUIElement { app.windows.firstMatch }
            override var root: XCUIElement { window }
        }
        final class InboxScreen: BaseScreen {
            var list: XCUIElement { app.tables["inbox.list"] }
            override var root: XCUIElement { list.firstMatch }
        }
        final class OrderScreen: BaseScreen {
            var summary: XCUIElement { app.otherElements["order.summary"] }
            var content: XCUIElement { summary }
            override var root: XCUIElement { content }
        }
        final class LoopScreen: BaseScreen {
            var title: XCUIElement { app.staticTexts["loop.title"] }
            var first: XCUIElement { second }
            var second: XCUIElement { first }
            override var root: XCUIElement { first }
        }
        """
        let configuration = "screens:\n  dialects: { BaseScreen: screen-object }\n"
        XCTAssertEqual(try lint(source, configuration: configuration).map { String($0.prefix(40)) },
                       ["15:13 AboutScreen passes no element to B", "29:13 LoopScreen passes no element to Ba"])
        let screens = Project(files: [SourceFile(path: "S.swift", source: source)], configuration: try options(configuration).model).screens
        let checks = screens.map { screen -> String in
            guard case .declared(let paths, _, _) = screen.onLoad else { return "\(screen.name): none" }
            return "\(screen.name): \(paths.flatMap(\.elements).joined(separator: ", "))"
        }
        XCTAssertEqual(checks, ["ProfileScreen: header", "CartScreen: total", "AboutScreen: none", "InboxScreen: list",
                                "OrderScreen: summary", "LoopScreen: none"])
        // The robot dialect reads the same alias in its base's initializer and in a load check, as
        // it reads the element named (one without an identifier too, as that dialect does).
        let robots = """
        class BaseRobot {
            let app = XCUIApplication()
            var root: XCUIElement { fatalError("override") }
            init() { XCTAssertTrue(root.waitForExistence(timeout: 10)) }
        }
        final class CartRobot: BaseRobot {
            var total: XCUIElement { app.staticTexts["cart.total"] }
            override var root: XCUIElement { total }
        }
        class Robot {
            let app = XCUIApplication()
        }
        final class PlainRobot: Robot {
            var header: XCUIElement { app.staticTexts["plain.header"] }
            var root: XCUIElement { header }
            func assertVisible() { XCTAssertTrue(root.waitForExistence(timeout: 5)) }
        }
        final class WindowRobot: Robot {
            var window: XCUIElement { app.windows.firstMatch }
            var root: XCUIElement { window }
            func assertVisible() { XCTAssertTrue(root.waitForExistence(timeout: 5)) }
        }
        """
        XCTAssertEqual(loadChecks(robots, robotRoots: ["BaseRobot", "Robot"]),
                       ["CartRobot 4: total", "PlainRobot 16: header", "WindowRobot 21: window"])
    }

    /// A subclass of the screen base that declares no element and nothing but static members
    /// (TrialTask's `class HomeScreen: Screen { static func loginIfNeeded(…) -> UsersListScreen }`) is
    /// a namespace of helpers no test lands on: it needs no load check. One with an instance member,
    /// with nothing at all (a stub to fill in), or that the suite makes (`AboutScreen()`) still does.
    func testAScreenOfStaticHelpersOnlyNeedsNoLoadCheck() throws {
        let source = """
        class Screen {
            static let app = XCUIApplication()
            func waitForScreenLoaded() {}
            required init() { waitForScreenLoaded() }
        }
        class UsersListScreen: Screen {
            private let title = app.staticTexts["Users"]
            override func waitForScreenLoaded() { XCTAssertTrue(title.waitForExistence(timeout: 5)) }
        }
        class HomeScreen: Screen {
            static let timeout: TimeInterval = 5
            static func loginIfNeeded(_ email: String) -> UsersListScreen { UsersListScreen() }
        }
        class ProfileScreen: Screen {
            static func open() -> ProfileScreen { ProfileScreen() }
            func logOut() {}
        }
        class DraftScreen: Screen {}
        class AboutScreen: Screen {
            static let title = "About"
        }
        final class AboutTests: XCTestCase {
            func testAbout() { _ = AboutScreen() }
        }
        """
        let configuration = "screens:\n  dialects: { Screen: robot }\nrobots:\n  load_checks: [waitForScreenLoaded]\n"
        XCTAssertEqual(try lint(source, configuration: configuration).map { String($0.prefix(20)) },
                       ["14:7 ProfileScreen h", "18:7 DraftScreen has", "19:7 AboutScreen has"])
    }

    /// A screen object whose own initializer waits for its screen, itself or in a method of its own it
    /// calls there (XCUITEST_RESTAURANT_BOOKING's `required init() { super.init(); visible() }`, with
    /// `visible()` failing the test when the button does not come), has that check, as a robot does.
    /// An initializer that waits for nothing, or a wait only a test asks for, is none.
    func testAScreenObjectThatWaitsInItsOwnInitializerHasThatCheck() throws {
        let source = """
        class BaseScreen {
            static let app = XCUIApplication()
            let visibleTimeout: TimeInterval = 2
            required init() { }
        }
        class LoginScreen: BaseScreen {
            private lazy var loginLaterButton = BaseScreen.app.buttons["loginLaterButton"]
            required init() {
                super.init()
                visible()
            }
        }
        extension LoginScreen {
            func visible() {
                guard loginLaterButton.waitForExistence(timeout: visibleTimeout) else {
                    XCTFail("Login screen is not presented")
                    return
                }
            }
        }
        class TableScreen: BaseScreen {
            private lazy var table = BaseScreen.app.tables["tableNumber"]
            required init() {
                super.init()
                XCTAssertTrue(table.waitForExistence(timeout: visibleTimeout))
            }
        }
        class MenuScreen: BaseScreen {
            private lazy var menu = BaseScreen.app.tables["menu"]
            required init() {
                super.init()
                print("menu")
            }
            func visible() { XCTAssertTrue(menu.waitForExistence(timeout: visibleTimeout)) }
        }
        class DiscardedScreen: BaseScreen {
            private lazy var title = BaseScreen.app.staticTexts["discarded.title"]
            required init() { super.init(); _ = title.waitForExistence(timeout: 2) }
        }
        class ConditionalScreen: BaseScreen {
            private lazy var title = BaseScreen.app.staticTexts["conditional.title"]
            var verify = false
            required init() { super.init(); if verify { XCTAssertTrue(title.waitForExistence(timeout: 2)) } }
        }
        class SpinnerScreen: BaseScreen {
            private lazy var spinner = BaseScreen.app.activityIndicators["spinner"]
            required init() { super.init(); XCTAssertTrue(spinner.waitForNonExistence(timeout: 5)) }
        }
        class AbsentScreen: BaseScreen {
            private lazy var banner = BaseScreen.app.otherElements["absent.banner"]
            required init() { super.init(); XCTAssertFalse(banner.exists) }
        }
        class ConvenienceScreen: BaseScreen {
            private lazy var title = BaseScreen.app.staticTexts["convenience.title"]
            required init() { super.init() }
            convenience init(checked: Bool) { self.init(); XCTAssertTrue(title.waitForExistence(timeout: 2)) }
        }
        """
        let configuration = "screens:\n  dialects: { BaseScreen: screen-object }\n"
        XCTAssertEqual(try lint(source, configuration: configuration).map { String($0.prefix(30)) },
                       ["28:7 MenuScreen passes no elem", "36:7 DiscardedScreen passes no",
                        "40:7 ConditionalScreen passes ", "45:7 SpinnerScreen passes no e",
                        "49:7 AbsentScreen passes no el", "53:7 ConvenienceScreen passes "],
                       "a wait dropped, made when asked, for the element's going, of its absence, or in a convenience initializer alone")
    }

    /// A robot protocol's load check that waits for an element its extension builds from a requirement
    /// (hermes's `checkScreenExists()` waiting for `identifier`, found by `'\\(screenName)'`) checks each
    /// robot that declares the requirement itself. A robot that takes the extension's default, or a
    /// check waiting for an element built from nothing the robot declares, checks nothing of its own.
    func testARobotProtocolCheckOfAnElementBuiltFromARequirementChecksEachRobot() throws {
        let source = """
        protocol Robot {
            var screenName: String { get }
            var app: XCUIApplication { get }
        }
        extension Robot {
            var app: XCUIApplication { XCUIApplication() }
            var screenName: String { "robot.screen" }
            var navigationBar: XCUIElement { app.navigationBars.firstMatch }
            func checkBarExists() { XCTAssert(navigationBar.waitForExistence(timeout: 5)) }
            var identifier: XCUIElement {
                app.descendants(matching: .any).matching(NSPredicate(format: "identifier == '\\(screenName)'")).firstMatch
            }
            var window: XCUIElement { app.windows["main"] }
            @discardableResult func checkScreenExists() -> Self {
                XCTAssert(identifier.waitForExistence(timeout: 5))
                return self
            }
            func checkWindowExists() { XCTAssert(window.waitForExistence(timeout: 5)) }
        }
        final class RepositoryListRobot: Robot {
            let screenName: String = "repository.list"
            private lazy var searchTextField = app.textFields["RepositorySearchText"].firstMatch
        }
        final class SettingsRobot: Robot {
            private lazy var logout = app.buttons["settings.logout"]
        }
        """
        XCTAssertEqual(try lint(source, configuration: "robots: { base_classes: [Robot], load_checks: [checkScreenExists] }")
            .map { String($0.prefix(24)) }, ["24:13 SettingsRobot has "])
        XCTAssertEqual(try lint(source, configuration: "robots: { base_classes: [Robot], load_checks: [checkWindowExists] }").count, 2)
        // A requirement each robot declares that is no text (`let app`): what is built from it is shared.
        let sharedApp = source.replacingOccurrences(of: "let screenName: String = \"repository.list\"",
                                                    with: "let screenName: String = \"repository.list\"\n    let app = XCUIApplication()")
        XCTAssertEqual(try lint(sharedApp, configuration: "robots: { base_classes: [Robot], load_checks: [checkBarExists] }").count, 2)
    }

    /// A robot that adopts a protocol refined from the robot protocol (`protocol TabRobot: Robot`)
    /// is a robot, as one adopting `Robot` is: it is checked, and the extension of either protocol
    /// gives it its load check, the nearest protocol's first.
    func testARobotAdoptingAProtocolRefinedFromTheRobotProtocolIsARobot() throws {
        let source = """
        protocol Robot {
            var screenName: String { get }
        }
        extension Robot {
            var app: XCUIApplication { XCUIApplication() }
            var identifier: XCUIElement {
                app.descendants(matching: .any).matching(NSPredicate(format: "identifier == '\\(screenName)'")).firstMatch
            }
            @discardableResult func checkScreenExists() -> Self {
                XCTAssert(identifier.waitForExistence(timeout: 5))
                return self
            }
        }
        protocol TabRobot: Robot {
            var tab: XCUIElement { get }
        }
        protocol SettingsTabRobot: TabRobot {}
        extension SettingsTabRobot {
            func assertTabSelected() { XCTAssert(tab.isSelected) }
        }
        final class FeedRobot: TabRobot {
            let screenName = "feed.screen"
            var tab: XCUIElement { app.tabBars.buttons["tab.feed"] }
        }
        struct PrivacyRobot: SettingsTabRobot {
            let screenName = "privacy.screen"
            var tab: XCUIElement { app.tabBars.buttons["tab.settings"] }
        }
        final class ProfileRobot: TabRobot {
            var screenName: String { "profile.screen" }
            var tab: XCUIElement { app.tabBars.buttons["tab.profile"] }
            @discardableResult func checkScreenExists() -> Self { self }
        }
        class BaseTabRobot: TabRobot {
            var screenName: String { "base.tab" }
            var tab: XCUIElement { app.tabBars.buttons["tab.base"] }
        }
        final class CartRobot: BaseTabRobot {
            override var screenName: String { "cart.screen" }
        }
        """
        let configuration = "robots: { base_classes: [Robot], load_checks: [checkScreenExists] }"
        XCTAssertEqual(try lint(source, configuration: configuration).map { String($0.prefix(24)) },
                       ["29:13 ProfileRobot's loa"], "its own check, waiting for nothing, hides the protocol's")
        var model = ModelConfiguration()
        model.robotRoots = ["Robot"]
        model.robotLoadChecks = ["checkScreenExists"]
        let project = Project(files: [SourceFile(path: "Robots.swift", source: source)], configuration: model)
        XCTAssertEqual(project.screens.map { screen -> String in
            guard case .declared(let paths, _, let location) = screen.onLoad else { return "\(screen.name) \(screen.root): none" }
            return "\(screen.name) \(screen.root) \(location.line): \(paths.flatMap(\.elements).joined(separator: ", "))"
        }, ["FeedRobot Robot 9: identifier", "PrivacyRobot Robot 9: identifier", "ProfileRobot Robot 32: ",
            "BaseTabRobot Robot 9: identifier", "CartRobot Robot 9: identifier"])
    }

    /// TicketmasterChallenge's screens: the robot protocol's check calls a wait another protocol's
    /// extension declares (`func waitUntilViewable() { wait() }`, `wait()` waiting for each screen's
    /// `trait`); what that method waits for is what the check checks. A method it calls that only
    /// taps checks nothing.
    func testARobotCheckThatCallsAWaitOfAnotherProtocolChecksWhatThatWaitsFor() throws {
        let source = """
        protocol UITestScreen: AnyObject {
            var trait: XCUIElement { get }
        }
        extension UITestScreen {
            func wait(maxDuration: TimeInterval = 30) { waitForElementToAppear(trait, maxDuration: maxDuration) }
            func waitForElementToAppear(_ element: XCUIElement, maxDuration: TimeInterval) {
                XCTAssertTrue(element.waitForExistence(timeout: maxDuration))
            }
            func dismiss() { trait.tap() }
        }
        protocol UITestScreenNavigable {
            func waitUntilViewable()
        }
        extension UITestScreenNavigable where Self: UITestScreen {
            func waitUntilViewable() { wait() }
        }
        final class EventsListScreen: UITestScreen {
            let app = XCUIApplication()
            var trait: XCUIElement { app.staticTexts["Events"] }
        }
        extension EventsListScreen: UITestScreenNavigable {}
        final class EventDetailsScreen: UITestScreen, UITestScreenNavigable {
            let app = XCUIApplication()
            var trait: XCUIElement { app.staticTexts["Details"] }
            func waitUntilViewable() { dismiss() }
        }
        """
        let configuration = "screens:\n  dialects: { UITestScreenNavigable: robot }\nrobots:\n  load_checks: [waitUntilViewable]\n"
        XCTAssertEqual(try lint(source, configuration: configuration).map { String($0.prefix(30)) }, ["22:13 EventDetailsScreen's loa"])
    }

    /// The check a base class's initializer makes for every robot made through it: waiting for a
    /// property each robot overrides (`override var rootElement`), or for the element each robot
    /// hands it (`super.init(root: app.otherElements["cart"])`). A robot that overrides nothing the
    /// base waits for, or hands it no element, has no check.
    func testABaseInitializerThatWaitsIsTheRobotsLoadCheck() throws {
        let source = """
        class BaseScreen {
            let app: XCUIApplication
            var rootElement: XCUIElement { fatalError("override") }
            init(app: XCUIApplication) {
                self.app = app
                XCTAssertTrue(rootElement.waitForExistence(timeout: 10))
            }
        }
        final class LoginScreen: BaseScreen {
            override var rootElement: XCUIElement { app.otherElements["login"] }
            var email: XCUIElement { app.textFields["login.email"] }
        }
        final class HomeScreen: BaseScreen {
            var menu: XCUIElement { app.buttons["home.menu"] }
        }
        class PageBase {
            let app = XCUIApplication()
            init(root: XCUIElement, name: String) {
                XCTAssertTrue(root.waitForExistence(timeout: 10), name)
            }
        }
        final class CartPage: PageBase {
            var checkout: XCUIElement { app.buttons["cart.checkout"] }
            init() { super.init(root: XCUIApplication().otherElements["cart"], name: "cart") }
        }
        final class ReceiptPage: PageBase {
            var total: XCUIElement { app.staticTexts["receipt.total"] }
            init(root: XCUIElement) { super.init(root: root, name: "receipt") }
        }
        """
        XCTAssertEqual(loadChecks(source, robotRoots: ["BaseScreen", "PageBase"]), [
            "LoginScreen 4: rootElement", "HomeScreen: none", "CartPage 24: other[\"cart\"]", "ReceiptPage: none",
        ])
        XCTAssertEqual(try lint(source, configuration: "robots: [BaseScreen, PageBase]"), [
            "13:13 HomeScreen has no load check that references an element, so ", "26:13 ReceiptPage has no load check that references an element, so",
        ])
    }

    /// shiskr's `BaseScreen` declares the logos every screen may show, and each screen's own
    /// `rootElement` picks the one that proves it: that element, though the root declares it, is
    /// the screen's check. A screen that overrides nothing proves nothing with the root's elements.
    func testARootElementTheRobotPicksAmongItsRootsElementsIsItsCheck() throws {
        let source = """
        class BaseScreen {
            let app = XCUIApplication()
            lazy var instagramLogo = app.images["instaLogo"]
            lazy var feedLogo = app.images["instagram_logo_image"]
            required init(timeout: TimeInterval = 10) {
                XCTAssert(rootElement.waitForExistence(timeout: timeout))
            }
            var rootElement: XCUIElement { fatalError("subclass should override rootElement") }
        }
        final class FeedScreen: BaseScreen {
            override var rootElement: XCUIElement {
                _ = feedLogo.waitForExistence(timeout: 10)
                return feedLogo
            }
            lazy var username = app.textFields["userInfo"]
        }
        final class SearchScreen: BaseScreen {
            lazy var searchText = app.staticTexts["Search"]
        }
        """
        XCTAssertEqual(loadChecks(source, robotRoots: ["BaseScreen"]), ["FeedScreen 5: feedLogo", "SearchScreen: none"])
        // Unconfigured, the base is reported with the dialect that reads its initializer's wait.
        let unconfigured = Project(files: [SourceFile(path: "S.swift", source: source)]).unconfiguredScreenBases()
        XCTAssertEqual(unconfigured.map(\.name), ["BaseScreen"])
        XCTAssertEqual(unconfigured.map(\.dialect), [.robot])
        XCTAssertEqual(try lint(source, configuration: "screens:\n  dialects: { BaseScreen: robot }\n"), [
            "17:13 SearchScreen has no load check that references an element, s",
        ])
    }

    /// UIBot's `Bot`: the base's initializer binds the element a method each robot overrides returns
    /// (`guard let trait = trait() else { XCTFail(…) }`) and waits for it through the suite's own
    /// `wait(element:by:)`. A robot that overrides nothing has no check of its own.
    func testABaseInitializerThatWaitsForWhatAnOverriddenMethodReturns() throws {
        let source = """
        protocol Bottable { var app: XCUIApplication { get } }
        extension XCTestCase {
            func wait(element: XCUIElement, by duration: TimeInterval, completionHandler: @escaping (Error?) -> Void) {
                expectation(for: NSPredicate(format: "exists == true"), evaluatedWith: element) { true }
                waitForExpectations(timeout: duration) { error in completionHandler(error) }
            }
        }
        open class Bot {
            public let app: XCUIApplication
            let test: XCTestCase
            public init(test: XCTestCase, app: XCUIApplication) {
                self.app = app
                self.test = test
                guard let screenTrait = trait() else { XCTFail("no element to check"); return }
                self.test.wait(element: screenTrait, by: 3) { error in XCTAssertNil(error) }
            }
            open func trait() -> XCUIElement? { nil }
        }
        final class ListBot: Bot {
            let title = "Screen"
            override func trait() -> XCUIElement? { app.navigationBars[title] }
            func tapRow() { app.cells["list.row"].tap() }
        }
        final class DetailBot: Bot {
            var share: XCUIElement { app.buttons["detail.share"] }
        }
        """
        XCTAssertEqual(loadChecks(source, robotRoots: ["Bot"]), ["ListBot 11: trait", "DetailBot: none"])
        XCTAssertEqual(try lint(source, configuration: "robots: [Bot]").map { String($0.prefix(22)) }, ["24:13 DetailBot has no"])
    }

    /// TrialTask's screens: the base's initializer calls a method each screen overrides, and Swift
    /// runs the screen's override, not the base's empty one. A screen whose override waits for its
    /// element (through the suite's own `wait(for:_:)`) has that check; one whose override, or the
    /// base's own method, waits for nothing has none.
    func testABaseInitializerCallingAMethodTheRobotOverrides() throws {
        let source = """
        func wait(for element: XCUIElement, _ status: UIStatus, within timeout: TimeInterval = 0.1) {
            let expectation = XCTNSPredicateExpectation(predicate: NSPredicate(format: status.rawValue), object: element)
            if XCTWaiter.wait(for: [expectation], timeout: timeout) == .timedOut { XCTFail(expectation.description) }
        }
        class Screen {
            static let app = XCUIApplication()
            internal func waitForScreenLoaded() {}
            required init() {
                waitForScreenLoaded()
            }
        }
        class LogInScreen: Screen {
            private let logInButton = app.buttons["login.submit"]
            internal override func waitForScreenLoaded() {
                wait(for: logInButton, .exists)
            }
        }
        class AboutScreen: Screen {
            private let closeButton = app.buttons["about.close"]
            internal override func waitForScreenLoaded() {}
        }
        class ChatScreen: Screen {
            private let sendButton = app.buttons["chat.send"]
        }
        """
        XCTAssertEqual(loadChecks(source, robotRoots: ["Screen"]), ["LogInScreen 8: logInButton", "AboutScreen: none", "ChatScreen: none"])
        XCTAssertEqual(try lint(source, configuration: "robots: [Screen]").map { String($0.prefix(24)) },
                       ["18:7 AboutScreen has no ", "22:7 ChatScreen has no l"])
    }

    /// DropBit's pages: the base's initializer stores what each page hands it (a case of an enum of
    /// page descriptors) and waits for an element of its own built from it, so the wait checks each
    /// page's own screen. A page that passes on its own parameter, or a base whose element does not
    /// depend on what it is given, checks nothing of the page's.
    func testABaseInitializerThatWaitsForAnElementBuiltFromWhatTheRobotHandsIt() throws {
        let source = """
        enum PageDescriptor {
            case start, calculator
            var identifier: String { "page.\\(self)" }
        }
        class UITestPage {
            let app = XCUIApplication()
            let pageElement: PageDescriptor
            init(page: PageDescriptor) {
                self.pageElement = page
                rootElement.assertExistence(afterWait: 3)
            }
            var rootElement: XCUIElement { app.otherElements[pageElement.identifier] }
        }
        final class StartPage: UITestPage {
            init() { super.init(page: .start) }
            func tapNewWallet() { app.buttons["NEW WALLET"].tap() }
        }
        final class AnyPage: UITestPage {
            init(page: PageDescriptor) { super.init(page: page) }
        }
        class FixedBase {
            let app = XCUIApplication()
            let name: String
            init(name: String) {
                self.name = name
                XCTAssertTrue(window.waitForExistence(timeout: 3))
            }
            var window: XCUIElement { app.windows["main"] }
        }
        final class FixedPage: FixedBase {
            init() { super.init(name: "fixed") }
        }
        class AppBase {
            let app: XCUIApplication
            let title: String
            init(app: XCUIApplication, title: String) {
                self.app = app
                self.title = title
                XCTAssertTrue(window.waitForExistence(timeout: 10))
                assert(!title.isEmpty)
            }
            var window: XCUIElement { app.windows.firstMatch }
        }
        final class AppPage: AppBase {
            init() { super.init(app: XCUIApplication(), title: "Login") }
        }
        class KeyedBase {
            let app = XCUIApplication()
            let key: PageDescriptor
            init(key: PageDescriptor) {
                self.key = key
                XCTAssertTrue(root.waitForExistence(timeout: 10))
            }
            var identifier: String { key.identifier }
            var root: XCUIElement { app.otherElements[identifier] }
        }
        final class KeyedPage: KeyedBase {
            init() { super.init(key: .calculator) }
        }
        """
        XCTAssertEqual(loadChecks(source, robotRoots: ["UITestPage", "FixedBase", "AppBase", "KeyedBase"]), [
            "StartPage 15: rootElement", "AnyPage: none", "FixedPage: none", "AppPage: none", "KeyedPage 58: root",
        ], "the element's identifier must come from what the page hands; the same window, or an assert on a string, checks nothing of the page's")
    }

    func testDialectsCanBeAssignedToRoots() throws {
        let source = "final class LoginPage: AppPage {\n    var email: XCUIElement { app.textFields[\"email\"] }\n}\n"
        XCTAssertEqual(try lint(source, configuration: "screens: { dialects: { AppPage: robot } }").count, 1)
        XCTAssertThrowsError(try lint(source, configuration: "screens: { dialects: { AppPage: page } }")) { error in
            XCTAssertEqual("\(error)", "cfg.yml:1:33: unknown dialect 'page'; expected kassios, screen-object or robot")
        }
    }
}
