import KassiosLint
import KassiosModel
import KassiosSyntax
import XCTest

/// sherbhachu's screens hand their base the element its load check waits for by setting the base's
/// property in their initializers (`screenTrait = title`), where others override it
/// (`override var screenTrait: XCUIElement? { title }`).
final class BasePropertySetInInitializerTests: XCTestCase {
    static let configuration = "robots:\n  base_classes: [BaseScreen]\n  load_checks: [isScreenShown]\n"

    static let source = """
        import XCTest

        class BaseScreen {
            let app = XCUIApplication()
            var screenTrait: XCUIElement!

            func isScreenShown(timeout: TimeInterval = 10) {
                XCTAssertTrue(screenTrait.waitForExistence(timeout: timeout))
            }
        }

        class FirstScreen: BaseScreen {
            var title: XCUIElement { app.staticTexts["first.title"] }
            override init() {
                super.init()
                self.screenTrait = title.firstMatch
            }
        }

        class SecondScreen: BaseScreen {
            var title: XCUIElement { app.staticTexts["second.title"] }
            var banner: XCUIElement { app.staticTexts["second.banner"] }
            init(compact: Bool) {
                super.init()
                screenTrait = banner
            }
            init(wide: Bool) {
                super.init()
                screenTrait = self.title
            }
        }

        class ThirdScreen: BaseScreen {
            var title: XCUIElement { app.staticTexts["third.title"] }
            init(shown: Bool) {
                super.init()
                if shown { screenTrait = title }
            }
        }

        class FourthScreen: BaseScreen {
            var title: XCUIElement { app.staticTexts["fourth.title"] }
            override init() {
                super.init()
                screenTrait = title
                screenTrait = app.otherElements.firstMatch
            }
        }

        class FifthScreen: BaseScreen {
            var title: XCUIElement { app.staticTexts["fifth.title"] }
            override init() {
                super.init()
                screenTrait = title
            }
            init(other: Bool) {
                super.init()
            }
        }
        """

    func testTheLoadCheckWaitsForWhatEveryInitializerSetsTheBasesPropertyTo() throws {
        var options = LintOptions()
        try LintConfiguration.parse(BasePropertySetInInitializerTests.configuration, path: "cfg.yml", directory: ".").apply(to: &options)
        let findings = LintRunner.run(sources: [("Screens.swift", BasePropertySetInInitializerTests.source)], options: options).findings
        XCTAssertEqual(findings.filter { $0.rule == "missing-onload" }.compactMap(\.screen), ["ThirdScreen", "FourthScreen", "FifthScreen"])
        XCTAssertEqual(findings.filter { $0.rule != "missing-onload" }.map(\.message), [])

        let project = Project(files: [SourceFile(path: "Screens.swift", bytes: Array(BasePropertySetInInitializerTests.source.utf8))],
                              configuration: options.model)
        func checked(_ name: String) -> [[String]] {
            guard case .declared(let paths, _, _) = project.screens.first(where: { $0.name == name })?.onLoad else { return [] }
            return paths.map(\.elements)
        }
        XCTAssertEqual(checked("FirstScreen"), [["title"]])
        XCTAssertEqual(checked("SecondScreen"), [["banner"]], "the first initializer's")
    }

    /// sherbhachu's own form: a list of traits, the first of which the check waits for.
    func testTheFirstElementPutInAListTheCheckReads() throws {
        let source = """
            class BaseScreen {
                let app = XCUIApplication()
                var screenTraits: [XCUIElement] = []
                func isScreenShown(timeout: TimeInterval = 10) {
                    guard screenTraits.count > 0 else { return }
                    if let element = screenTraits.first { XCTAssertTrue(element.waitForExistence(timeout: timeout)) }
                }
            }
            class FirstViewScreen: BaseScreen {
                var title: XCUIElement!
                override init() {
                    super.init()
                    title = app.staticTexts["First View"]
                    screenTraits.append(title)
                    screenTraits.append(app.buttons["first.more"])
                }
            }
            class SecondViewScreen: BaseScreen {
                var title: XCUIElement { app.staticTexts["second.title"] }
                override init() {
                    super.init()
                    screenTraits = [title]
                }
            }
            class ThirdViewScreen: BaseScreen {
                var title: XCUIElement { app.staticTexts["third.title"] }
                override init() {
                    super.init()
                    screenTraits.append(app.buttons["third.more"])
                    screenTraits.append(title)
                }
            }
            """
        var options = LintOptions()
        try LintConfiguration.parse(BasePropertySetInInitializerTests.configuration, path: "cfg.yml", directory: ".").apply(to: &options)
        let findings = LintRunner.run(sources: [("Screens.swift", source)], options: options).findings
        XCTAssertEqual(findings.filter { $0.rule == "missing-onload" }.compactMap(\.screen), ["ThirdViewScreen"])
    }
}
