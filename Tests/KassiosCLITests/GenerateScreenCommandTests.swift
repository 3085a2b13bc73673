@testable import KassiosCLI
@testable import KassiosLintCLI
import Foundation
import KassiosLint
import XCTest

/// `kassios generate screen` and `kassios templates export`: flags, exit codes, what goes to
/// stdout and stderr, and that no file is ever replaced unasked.
final class GenerateScreenCommandTests: XCTestCase {
    static let root = CommandLineToolTests.repositoryRoot
    static let login = root + "/Examples/Dumps/Login.debugDescription.txt"

    var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-generate-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func run(_ arguments: String...) -> (status: Int32, output: String, errors: String) {
        var output = ""
        var errors = ""
        let status = CommandLineTool(standardOutput: { output += $0 }, standardError: { errors += $0 }).run(arguments)
        return (status, output, errors)
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// A suite whose configuration says `codegen: style: robot` gets robots without saying
    /// `--style` each time; `--style` still chooses.
    func testTheConfigurationsCodegenStyleIsTheDefault() throws {
        let config = folder + "/.kassios-lint.yml"
        try Data("codegen:\n  style: robot\n".utf8).write(to: URL(fileURLWithPath: config))
        let configured = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--dry-run", "--config", config)
        XCTAssertEqual(configured.status, 0, configured.errors)
        XCTAssertTrue(configured.output.hasPrefix("// LoginRobot.swift"), configured.output)
        XCTAssertTrue(configured.errors.contains("(robot style, built-in template)"), configured.errors)
        let chosen = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--dry-run", "--config", config,
                         "--style", "kassios")
        XCTAssertTrue(chosen.output.hasPrefix("// LoginScreen.swift"), chosen.output)
        let unconfigured = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--dry-run", "--no-config")
        XCTAssertTrue(unconfigured.output.hasPrefix("// LoginScreen.swift"), unconfigured.output)
        // A setting of generate test's alone, out of range, is generate test's to report.
        try Data("codegen:\n  style: robot\n  similarity_threshold: 0.3\n".utf8).write(to: URL(fileURLWithPath: config))
        let otherSetting = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--dry-run", "--config", config)
        XCTAssertEqual(otherSetting.status, 0, otherSetting.errors)
        XCTAssertTrue(otherSetting.output.hasPrefix("// LoginRobot.swift"), otherSetting.output)
        // The page-object style, which --style names too, is the configuration's to choose as well.
        try Data("codegen:\n  style: page-object\n".utf8).write(to: URL(fileURLWithPath: config))
        let pageObject = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--dry-run", "--config", config)
        XCTAssertEqual(pageObject.status, 0, pageObject.errors)
        XCTAssertTrue(pageObject.output.hasPrefix("// LoginPage.swift"), pageObject.output)
        // A style that is none is an error at its line and column.
        try Data("codegen:\n  style: fancy\n".utf8).write(to: URL(fileURLWithPath: config))
        let badStyle = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--dry-run", "--config", config)
        XCTAssertEqual(badStyle.status, 2)
        XCTAssertTrue(badStyle.errors.contains(":2:10: 'codegen.style' is kassios, robot or page-object, not 'fancy'"), badStyle.errors)
    }

    /// Without --style or `codegen: style:`, a new screen object takes the shape of the suite's
    /// (the configuration's `included` files, else the --out folder), and says so: robots for a
    /// suite of classes, page objects for one of structs, KassiOS for a KassiOS suite. A test
    /// class's own elements do not count.
    func testWithoutAStyleTheSuitesScreenObjectsChooseIt() throws {
        let suite = folder + "/UITests"
        try FileManager.default.createDirectory(atPath: suite, withIntermediateDirectories: true)
        func write(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: suite + "/" + name))
        }
        let config = folder + "/.kassios-lint.yml"
        try Data("included:\n  - UITests\n".utf8).write(to: URL(fileURLWithPath: config))
        try write("SettingsPage.swift", """
            import XCTest
            struct SettingsPage {
                let app: XCUIApplication
                var logOut: XCUIElement { app.buttons["settings.logout"] }
            }
            """)
        // Two classes with elements, neither a screen object: XCTest classes.
        try write("SettingsTests.swift", """
            import XCTest
            final class SettingsTests: XCTestCase {
                let app = XCUIApplication()
                var banner: XCUIElement { app.staticTexts["settings.banner"] }
                func testLogOut() { SettingsPage(app: app).logOut.tap() }
            }
            class BaseUITest: XCTestCase {
                let app = XCUIApplication()
                var alert: XCUIElement { app.alerts.firstMatch }
            }
            """)
        let pages = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--dry-run", "--config", config)
        XCTAssertEqual(pages.status, 0, pages.errors)
        XCTAssertTrue(pages.output.hasPrefix("// LoginPage.swift"), pages.output)
        XCTAssertTrue(pages.output.contains("struct LoginPage {"), pages.output)
        XCTAssertTrue(pages.errors.hasPrefix("kassios: note: page-object style, as the screen objects of \(suite) are page objects (structs) and none is KassiOS;"), pages.errors)

        try write("HomeRobot.swift", """
            import XCTest
            final class HomeRobot {
                private let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var settingsButton: XCUIElement { app.buttons["home.settings"] }
                func assertVisible() { XCTAssertTrue(settingsButton.waitForExistence(timeout: 5)) }
            }
            final class SearchRobot {
                private let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var field: XCUIElement { app.searchFields["search.field"] }
            }
            """)
        let robots = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--dry-run", "--config", config)
        XCTAssertTrue(robots.output.hasPrefix("// LoginRobot.swift"), robots.output)
        XCTAssertTrue(robots.errors.contains("kassios: note: robot style, as the screen objects of \(suite) are robots (classes)"), robots.errors)
        // Asked for, a style is neither followed nor explained.
        let asked = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--dry-run", "--config", config, "--style", "kassios")
        XCTAssertTrue(asked.output.hasPrefix("// LoginScreen.swift"), asked.output)
        XCTAssertFalse(asked.errors.contains("note:"), asked.errors)
        // No configuration: the folder the screen object goes to is the suite, or the one its file goes to.
        let intoFolder = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--dry-run", "--no-config", "--out", suite)
        XCTAssertTrue(intoFolder.output.hasPrefix("// LoginRobot.swift"), intoFolder.output)
        let intoFile = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--dry-run", "--no-config",
                           "--out", suite + "/LoginRobot.swift")
        XCTAssertTrue(intoFile.output.hasPrefix("// LoginRobot.swift"), intoFile.output)
        XCTAssertTrue(intoFile.output.contains("final class LoginRobot"), intoFile.output)
        // An `included` folder that is not there leaves the others to follow.
        try Data("included:\n  - UITests\n  - Missing\n".utf8).write(to: URL(fileURLWithPath: config))
        let oneMissing = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--dry-run", "--config", config)
        XCTAssertTrue(oneMissing.output.hasPrefix("// LoginRobot.swift"), oneMissing.output)
        try Data("included:\n  - UITests\n".utf8).write(to: URL(fileURLWithPath: config))

        try write("LoginScreen.swift", """
            import KassiOS
            final class WelcomeScreen: KassScreen {
                lazy var start = button("welcome.start")
                override var onLoad: [KassElement] { [start] }
            }
            """)
        let kassios = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--dry-run", "--config", config)
        XCTAssertTrue(kassios.output.hasPrefix("// LoginScreen.swift"), kassios.output)
        XCTAssertFalse(kassios.errors.contains("note:"), kassios.errors)
    }

    /// A protocol's elements are its adopters': structs adopting `LoginElements` are page objects.
    func testAProtocolsElementsCountAsItsAdopters() throws {
        let suite = folder + "/UITests"
        try FileManager.default.createDirectory(atPath: suite, withIntermediateDirectories: true)
        try Data("""
            import XCTest
            protocol Screen { var app: XCUIApplication { get } }
            protocol LoginElements: Screen {}
            extension LoginElements {
                var email: XCUIElement { app.textFields["login.email"] }
                var submit: XCUIElement { app.buttons["login.submit"] }
            }
            struct LoginPage: LoginElements { let app: XCUIApplication }
            struct SignUpPage: LoginElements { let app: XCUIApplication }
            final class HomeRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var settings: XCUIElement { app.buttons["home.settings"] }
            }
            """.utf8).write(to: URL(fileURLWithPath: suite + "/Pages.swift"))
        let result = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Welcome", "--dry-run", "--no-config", "--out", suite)
        XCTAssertTrue(result.output.hasPrefix("// WelcomePage.swift"), result.output)
        XCTAssertTrue(result.errors.contains("page-object style"), result.errors)
    }

    /// --lenient keeps what it can read; a dump that broke off before any element gives no screen.
    func testALenientDumpWithNothingButTheAppIsAnError() throws {
        let json = try Data(contentsOf: URL(fileURLWithPath: GenerateScreenCommandTests.root + "/Examples/Dumps/Login.idb.json"))
        let appOnly = folder + "/AppOnly.idb.json"
        let someElements = folder + "/Some.idb.json"
        // Cut inside the application's own object, and far enough in for elements to be read.
        try json.prefix(300).write(to: URL(fileURLWithPath: appOnly))
        try json.prefix(json.count * 2 / 3).write(to: URL(fileURLWithPath: someElements))
        let nothing = run("generate", "screen", appOnly, "--name", "Login", "--lenient", "--dry-run", "--no-config")
        XCTAssertEqual(nothing.status, 2, nothing.output)
        XCTAssertTrue(nothing.errors.contains("no element was read before the dump broke off"), nothing.errors)
        let some = run("generate", "screen", someElements, "--name", "Login", "--lenient", "--dry-run", "--no-config")
        XCTAssertEqual(some.status, 0, some.errors)
        XCTAssertTrue(some.output.contains("final class LoginScreen"), some.output)
    }

    func testDryRunPrintsTheFileAndASummaryWritesNothing() throws {
        let result = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--dry-run", "--out", folder, "--no-config")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.hasPrefix("// LoginScreen.swift, generated by `kassios generate screen` from Login.debugDescription.txt.\n"))
        XCTAssertTrue(result.output.contains("    override var onLoad: [KassElement] { [email, password, submit] }\n"))
        XCTAssertEqual(result.errors, """
            kassios: would write \(folder)/LoginScreen.swift (kassios style, built-in template)
              elements (7): logo, errorBanner, email, password, rememberMe, submit, help
              collections (0)
              onLoad: email, password, submit (submit (primary action), email and password (form fields): identified, stable labels, specific to this screen)
              without identifier (2), not generated; add an accessibilityIdentifier in the app:
                \(GenerateScreenCommandTests.login):8:11: StaticText 'Welcome back'
                \(GenerateScreenCommandTests.login):15:11: Button 'Forgot password?'

            """)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [])
    }

    /// A button and a static text the dump gives one identifier each get a property (queried by type),
    /// and the summary names them at their place in the dump: the app should tell them apart.
    func testElementsOfDifferentTypesSharingAnIdentifierAreNamed() throws {
        let dump = folder + "/Inbox.txt"
        try Data("""
            Attributes: Application, pid: 1, label: 'Mail'
            Element subtree:
             →Application, 0x1, pid: 1, label: 'Mail'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, 0x3, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'inbox.compose', label: 'Compose'
                  Button, 0x4, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'inbox.filter', label: 'Filter'
                  StaticText, 0x5, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'inbox.filter', label: 'Filter: All'
            """.utf8).write(to: URL(fileURLWithPath: dump))
        let result = run("generate", "screen", dump, "--name", "Inbox", "--dry-run", "--no-config")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("lazy var filterButton = button(\"inbox.filter\")"), result.output)
        XCTAssertTrue(result.errors.contains("""
              shared identifiers (1); give each element its own in the app (lint reports them as duplicate-identifier):
                \(dump):6:7: 'inbox.filter' on filterButton (button), filterText (staticText)

            """), result.errors)
        let login = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--dry-run", "--no-config")
        XCTAssertFalse(login.errors.contains("shared identifiers"), login.errors)
    }

    func testWritesOnceThenRefusesToOverwriteWithoutForce() throws {
        let path = folder + "/LoginRobot.swift"
        let first = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--style", "robot", "--out", folder, "-q", "--no-config")
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(first.output + first.errors, "")
        let generated = try read(path)
        XCTAssertTrue(generated.contains("final class LoginRobot {"))

        try "// my edits\n".write(toFile: path, atomically: true, encoding: .utf8)
        let refused = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--style", "robot", "--out", folder, "--no-config")
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.errors, "kassios: error: \(path) exists; pass --force to replace it, or --update \(path) to add what is new\n")
        XCTAssertEqual(try read(path), "// my edits\n", "the user's file is untouched")

        let forced = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--style", "robot", "--out", folder, "--force", "--no-config")
        XCTAssertEqual(forced.status, 0)
        XCTAssertEqual(try read(path), generated, "same dump, same bytes")
        // No temporary file is left behind by the atomic write.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["LoginRobot.swift"])
    }

    func testOutMayNameTheFileAndFoldersAreCreated() throws {
        let path = folder + "/UITests/Screens/Entry.swift"
        XCTAssertEqual(run("generate", "screen", GenerateScreenCommandTests.login, "--name", "LoginPage", "--style", "page-object",
                           "--out", path, "-q").status, 0)
        XCTAssertTrue(try read(path).contains("\nstruct LoginPage {\n"))
    }

    func testUpdateAddsWhatIsNewAndSaysWhatTheDumpLost() throws {
        let path = folder + "/LoginRobot.swift"
        let original = """
            final class LoginRobot {
                let app: XCUIApplication
                var email: XCUIElement { app.textFields["login.email"] }
                var legacy: XCUIElement { app.buttons["login.legacy"] }
                func custom() {}
            }

            """
        try original.write(toFile: path, atomically: true, encoding: .utf8)
        let dryRun = run("generate", "screen", GenerateScreenCommandTests.login, "--update", path, "--style", "page-object", "--dry-run")
        XCTAssertEqual(dryRun.status, 0)
        XCTAssertTrue(dryRun.output.hasPrefix(original.dropLast(2) + "\n    // Added by `kassios generate screen --update` from Login.debugDescription.txt:\n"),
                      dryRun.output)
        XCTAssertEqual(try read(path), original, "--dry-run writes nothing")

        let result = run("generate", "screen", GenerateScreenCommandTests.login, "--update", path)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.errors.split(separator: "\n").first.map(String.init),
                       "kassios: updated \(path) (LoginRobot, page-object style, built-in template): added")
        XCTAssertTrue(result.errors.contains("  elements (6): logo, errorBanner, password, rememberMe, submit, help\n"))
        XCTAssertTrue(result.errors.contains("  no longer in the dump (kept; remove them if the screen lost them): legacy 'login.legacy' (line 4)\n"))
        let updated = try read(path)
        XCTAssertTrue(updated.hasPrefix(String(original.dropLast(2))))
        XCTAssertTrue(updated.contains("    var submit: XCUIElement { app.buttons[\"login.submit\"] }\n"))

        let again = run("generate", "screen", GenerateScreenCommandTests.login, "--update", path)
        XCTAssertEqual(again.status, 0)
        XCTAssertTrue(again.errors.hasPrefix("kassios: \(path) (LoginRobot) has every element of the dump; nothing to add\n"))
        XCTAssertEqual(try read(path), updated)
    }

    func testUpdateOfAFileOfSeveralScreensPicksTheOneTheDumpShowsElseAsksForTheName() throws {
        let shop = folder + "/Shop.swift"
        let original = """
            struct CatalogPage {
                let app: XCUIApplication
                var title: XCUIElement { app.staticTexts["catalog.title"] }
            }

            struct CartPage {
                let app: XCUIApplication
                var checkout: XCUIElement { app.buttons["cart.checkout"] }
            }

            """
        try original.write(toFile: shop, atomically: true, encoding: .utf8)
        let cart = folder + "/Cart.txt"
        try """
             →Application, 0x1, pid: 1, label: 'Shop'
                Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
                  Button, 0x3, {{0.0, 0.0}, {9.0, 9.0}}, identifier: 'cart.checkout', label: 'Checkout'
                  Button, 0x4, {{0.0, 9.0}, {9.0, 9.0}}, identifier: 'cart.remove', label: 'Remove'

            """.write(toFile: cart, atomically: true, encoding: .utf8)
        let result = run("generate", "screen", cart, "--update", shop, "--dry-run")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.errors, """
            kassios: would update \(shop) (CartPage, page-object style, built-in template): added
              elements (1): remove
              collections (0)

            """)
        XCTAssertEqual(result.output, original.replacingOccurrences(of: "[\"cart.checkout\"] }\n}\n", with: """
            ["cart.checkout"] }

                // Added by `kassios generate screen --update` from Cart.txt:
                var remove: XCUIElement { app.buttons["cart.remove"] }
            }

            """))

        let login = run("generate", "screen", GenerateScreenCommandTests.login, "--update", shop)
        XCTAssertEqual(login.status, 2)
        XCTAssertEqual(login.errors, """
            kassios: error: \(shop) declares several screens (CatalogPage, CartPage) and the dump shows none of them \
            (no onLoad of theirs is all in it); pass --name to say which one to update

            """)
        XCTAssertEqual(run("generate", "screen", GenerateScreenCommandTests.login, "--update", shop, "--name", "Catalog", "--quiet").status, 0)
        XCTAssertTrue(try read(shop).contains("    var title: XCUIElement { app.staticTexts[\"catalog.title\"] }\n\n    // Added by"))
    }

    func testUpdateNeedsTheFilesThatDeclareItsConstants() throws {
        let screens = GenerateScreenCommandTests.root + "/Examples/FinchUITests/Screens/LoginScreen.swift"
        let copy = folder + "/LoginScreen.swift"
        try FileManager.default.copyItem(atPath: screens, toPath: copy)
        let blind = run("generate", "screen", GenerateScreenCommandTests.login, "--update", copy)
        XCTAssertEqual(blind.status, 2)
        XCTAssertTrue(blind.errors.hasPrefix("kassios: error: \(copy): cannot tell which elements of the dump LoginScreen already has"))
        // A context file that cannot be read is named, and the others still inform the update.
        let pipe = folder + "/Pipe.swift"
        XCTAssertEqual(mkfifo(pipe, 0o644), 0)
        let informed = run("generate", "screen", GenerateScreenCommandTests.login, "--update", copy,
                           "--context", GenerateScreenCommandTests.root + "/Examples/FinchUITests/Support", "--context", pipe)
        XCTAssertEqual(informed.status, 0, informed.errors)
        XCTAssertTrue(informed.errors.hasPrefix("\(pipe):1:1: warning: cannot read it (not a regular file); left out of the context\n"
                                                + "kassios: \(copy) (LoginScreen) has every element of the dump; nothing to add\n"), informed.errors)
        XCTAssertEqual(try read(copy), try read(screens))
    }

    /// The README's example: a hand-written screen whose folder is also its context.
    func testUpdatingTheFinchHomeScreenAddsOnlyWhatItLacks() throws {
        let root = GenerateScreenCommandTests.root
        let home = root + "/Examples/FinchUITests/Screens/HomeScreen.swift"
        let before = try read(home)
        let result = run("generate", "screen", root + "/Examples/Dumps/Home.debugDescription.txt", "--update", home,
                         "--context", root + "/Examples/FinchUITests", "--dry-run")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.errors.contains("\n  elements (1): homeNavigationBar\n  collections (2): tabs() (3 × button), transactionCells() (3 × cell)\n"),
                      result.errors)
        XCTAssertFalse(result.errors.contains("no longer in the dump"))
        XCTAssertTrue(result.output.hasPrefix(String(before.prefix(upTo: before.range(of: "\n}\n", options: .backwards)!.lowerBound))))
        XCTAssertEqual(try read(home), before)
    }

    func testUsageAndInputErrorsExitTwo() throws {
        let login = GenerateScreenCommandTests.login
        XCTAssertEqual(run("generate", "screen", login).errors,
                       "kassios: error: '--name' is required; e.g. --name Login makes LoginScreen (or LoginRobot, LoginPage)\n")
        XCTAssertEqual(run("generate", "screen", login, "--name", "Log-in").errors,
                       "kassios: error: 'Log-in' cannot name a Swift type; use letters, digits and '_', e.g. --name Login\n")
        XCTAssertEqual(run("generate", "screen", login, "--name", "Log in", "--style", "robot").errors,
                       "kassios: error: 'Log in' cannot name a Swift type; use letters, digits and '_', e.g. --name Login\n")
        XCTAssertEqual(run("generate", "screen", login, "--name", "L", "--style", "pom").status, 2)
        XCTAssertEqual(run("generate", "screen", login, "--name", "Kass", "--style", "kassios", "--dry-run", "--no-config").errors,
                       "kassios: error: --name Kass makes KassScreen, the class it would inherit from; choose another name, e.g. --name Login\n")
        XCTAssertEqual(run("generate", "screen", login, "--name", "Base", "--style", "robot", "--base", "BaseRobot", "--dry-run").status, 2)
        XCTAssertEqual(run("generate", "screen", login, "--name", "L", "--dryrun").errors,
                       "kassios: error: unknown option '--dryrun' for 'kassios generate screen'; did you mean '--dry-run'? see 'kassios generate screen --help'\n")
        XCTAssertEqual(run("generate", "screen", "--name", "L").status, 2)
        XCTAssertEqual(run("generate", "screen", login, "--update", "a.swift", "--out", "b").status, 2)
        XCTAssertEqual(run("generate", "scren").errors,
                       "kassios: error: unknown subcommand 'scren' for 'kassios generate'; did you mean 'screen'? see 'kassios generate --help'\n")
        XCTAssertEqual(run("generate", "screen", folder + "/missing.txt", "--name", "L").errors, "kassios: error: cannot read \(folder)/missing.txt: no such file\n")
        XCTAssertEqual(run("generate", "screen", login, "--name", "L", "--templates", folder + "/none").status, 2)

        let broken = folder + "/broken.json"
        try "{\"kassiosHierarchy\": 1, \"root\": {\"type\": \"application\", \"children\": [}\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let malformed = run("generate", "screen", broken, "--name", "L", "--dry-run")
        XCTAssertEqual(malformed.status, 2)
        XCTAssertTrue(malformed.errors.hasPrefix("\(broken):1:"), malformed.errors)
        XCTAssertEqual(malformed.output, "")
    }

    /// A new screen object subclasses what most of the suite's own share (`class BaseRobot`,
    /// `class BaseScreen: KassScreen`), as they do; --base still decides, and a suite whose robots
    /// stand alone or spread over several bases gets none.
    func testANewScreenObjectSubclassesTheBaseTheSuitesOwnShare() throws {
        let robots = folder + "/Robots"
        try FileManager.default.createDirectory(atPath: robots, withIntermediateDirectories: true)
        try """
            class BaseRobot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
            }
            final class HomeRobot: BaseRobot {
                var cart: XCUIElement { app.buttons["home.cart"] }
            }
            final class CartRobot: BaseRobot {
                var pay: XCUIElement { app.buttons["cart.pay"] }
            }
            final class OddRobot {
                let app = XCUIApplication()
                var odd: XCUIElement { app.buttons["odd"] }
            }
            """.write(toFile: robots + "/Robots.swift", atomically: true, encoding: .utf8)
        let robot = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--style", "robot",
                        "--out", robots, "--dry-run", "--no-config")
        XCTAssertEqual(robot.status, 0, robot.errors)
        XCTAssertTrue(robot.output.contains("\nfinal class LoginRobot: BaseRobot {\n"), robot.output)
        XCTAssertFalse(robot.output.contains("let app"), "the base holds the app: \(robot.output)")
        XCTAssertTrue(robot.errors.hasPrefix("kassios: note: a subclass of BaseRobot, as 2 of the 3 robots of \(robots) are; --base to choose another\n"), robot.errors)
        let chosen = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--style", "robot",
                         "--out", robots, "--base", "MyRobot", "--dry-run", "-q", "--no-config")
        XCTAssertTrue(chosen.output.contains("\nfinal class LoginRobot: MyRobot {\n"), chosen.output)

        try """
            final class TidyRobot {
                let app = XCUIApplication()
                var tidy: XCUIElement { app.buttons["tidy"] }
            }
            """.write(toFile: robots + "/Tidy.swift", atomically: true, encoding: .utf8)
        let spread = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--style", "robot",
                         "--out", robots, "--dry-run", "--no-config")
        XCTAssertTrue(spread.output.contains("\nfinal class LoginRobot {\n    let app: XCUIApplication\n"), "2 of 4 is not most: \(spread.output)")
        XCTAssertFalse(spread.errors.contains("subclass"), spread.errors)

        // A base whose app its subclasses cannot read (private, or named otherwise) is no base for a robot that queries app.
        let closed = folder + "/Closed"
        try FileManager.default.createDirectory(atPath: closed, withIntermediateDirectories: true)
        try """
            class BaseRobot {
                private let app = XCUIApplication()
                let application = XCUIApplication()
            }
            final class HomeRobot: BaseRobot {
                var cart: XCUIElement { application.buttons["home.cart"] }
            }
            final class CartRobot: BaseRobot {
                var pay: XCUIElement { application.buttons["cart.pay"] }
            }
            """.write(toFile: closed + "/Robots.swift", atomically: true, encoding: .utf8)
        let standalone = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--style", "robot",
                             "--out", closed, "--dry-run", "--no-config")
        XCTAssertTrue(standalone.output.contains("\nfinal class LoginRobot {\n    let app: XCUIApplication\n"), standalone.output)

        let screens = folder + "/Screens"
        try FileManager.default.createDirectory(atPath: screens, withIntermediateDirectories: true)
        try """
            class BaseScreen: KassScreen {}
            final class HomeScreen: BaseScreen {
                lazy var cart = button("home.cart")
                override var onLoad: [KassElement] { [cart] }
            }
            final class CartScreen: BaseScreen {
                lazy var pay = button("cart.pay")
                override var onLoad: [KassElement] { [pay] }
            }
            """.write(toFile: screens + "/Screens.swift", atomically: true, encoding: .utf8)
        let screen = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--out", screens, "--dry-run", "--no-config")
        XCTAssertEqual(screen.status, 0, screen.errors)
        XCTAssertTrue(screen.output.contains("\nfinal class LoginScreen: BaseScreen {\n"), screen.output)
        XCTAssertTrue(screen.errors.hasPrefix("kassios: note: a subclass of BaseScreen, as 2 of the 2 screens of \(screens) are"), screen.errors)
    }

    /// A new robot or screen under the suite's base takes none of the names the base (or a class
    /// above it) declares: a subclass declaring `submit` or `tapSubmit()` again would not compile;
    /// nor does `--update` of a subclass, given the base with --context.
    func testMembersTheBaseDeclaresAreNotDeclaredAgain() throws {
        let robots = folder + "/Robots"
        try FileManager.default.createDirectory(atPath: robots, withIntermediateDirectories: true)
        try """
            class RootRobot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                func typeEmail(_ text: String) {}
            }
            class BaseRobot: RootRobot {
                var submit: XCUIElement { app.buttons["nav.submit"] }
                func tapRememberMe() {}
            }
            final class HomeRobot: BaseRobot {
                var cart: XCUIElement { app.buttons["home.cart"] }
            }
            final class CartRobot: BaseRobot {
                var pay: XCUIElement { app.buttons["cart.pay"] }
            }
            """.write(toFile: robots + "/Robots.swift", atomically: true, encoding: .utf8)
        let robot = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--style", "robot",
                        "--out", robots, "--dry-run", "--no-config", "-q")
        XCTAssertEqual(robot.status, 0, robot.errors)
        XCTAssertTrue(robot.output.contains("\nfinal class LoginRobot: BaseRobot {\n"), robot.output)
        for taken in ["var submit:", "func typeEmail(", "func tapRememberMe()"] {
            XCTAssertFalse(robot.output.contains(taken), "\(taken) is inherited: \(robot.output)")
        }
        XCTAssertTrue(robot.output.contains(#"{ app.buttons["login.submit"] }"#), robot.output)
        XCTAssertTrue(robot.output.contains(#"{ app.textFields["login.email"] }"#), robot.output)
        XCTAssertTrue(robot.output.contains("func typeEmail2("), robot.output)

        let login = folder + "/LoginRobot.swift"
        try """
            final class LoginRobot: BaseRobot {
                var logo: XCUIElement { app.images["login.logo"] }
            }
            """.write(toFile: login, atomically: true, encoding: .utf8)
        let updated = run("generate", "screen", GenerateScreenCommandTests.login, "--update", login, "--context", robots, "--no-config", "-q")
        XCTAssertEqual(updated.status, 0, updated.errors)
        let text = try read(login)
        XCTAssertTrue(text.contains(#"{ app.buttons["login.submit"] }"#), text)
        XCTAssertFalse(text.contains("var submit:") || text.contains("func typeEmail(") || text.contains("func tapRememberMe()"), text)
    }

    /// A suite whose configuration names its robot root and load check: a new robot inherits the
    /// root and its load check has the configured name, so lint reads it as a robot with a load check.
    func testANewRobotFollowsTheConfiguredRootAndLoadCheck() throws {
        try FileManager.default.createDirectory(atPath: folder + "/Suite", withIntermediateDirectories: true)
        try """
            class BaseRobot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
            }
            final class HomeRobot: BaseRobot {
                var title: XCUIElement { app.staticTexts["home.title"] }
                func verifyScreenLoaded() { XCTAssertTrue(title.waitForExistence(timeout: 5)) }
            }
            """.write(toFile: folder + "/Suite/Robots.swift", atomically: true, encoding: .utf8)
        let config = folder + "/.kassios-lint.yml"
        try "included: [Suite]\nrobots:\n  base_classes: [BaseRobot]\n  load_checks: [verifyScreenLoaded]\n"
            .write(toFile: config, atomically: true, encoding: .utf8)
        let result = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--out", folder + "/Suite", "--config", config)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.errors.contains("kassios: note: a subclass of BaseRobot, the configuration's robot root"), result.errors)
        let written = try read(folder + "/Suite/LoginRobot.swift")
        XCTAssertTrue(written.contains("final class LoginRobot: BaseRobot {"), written)
        XCTAssertTrue(written.contains("    func verifyScreenLoaded(timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line) -> Self {"), written)
        let lint = run("lint", "--config", config, folder + "/Suite")
        XCTAssertEqual(lint.status, 0, lint.output + lint.errors)
    }

    /// The suite declares the type already (the configuration's suite here, Examples): a second
    /// declaration would not compile, so nothing is written and --update is named; --dry-run says so.
    func testATypeTheSuiteDeclaresIsNotWrittenAgain() throws {
        let result = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--out", folder)
        XCTAssertEqual(result.status, 2, result.errors)
        XCTAssertTrue(result.errors.contains("FinchUITests/Screens/LoginScreen.swift:10 declares LoginScreen already, and a second one would not compile; add the dump's new elements to it with --update "), result.errors)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [])
        let dryRun = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--out", folder, "--dry-run")
        XCTAssertEqual(dryRun.status, 0)
        XCTAssertTrue(dryRun.errors.contains("kassios: note: Examples/FinchUITests/Screens/LoginScreen.swift:10 declares LoginScreen already"), dryRun.errors)
        XCTAssertEqual(run("generate", "screen", GenerateScreenCommandTests.login, "--name", "SignIn", "--out", folder, "-q").status, 0)
    }

    /// What is checked is the type written, name and suffix: `Type` and `Self` are keywords, `TypePage` and `SelfScreen` are not.
    func testANameThatIsAKeywordAloneMakesAValidTypeWithItsSuffix() {
        let login = GenerateScreenCommandTests.login
        let page = run("generate", "screen", login, "--name", "Type", "--style", "page-object", "--dry-run", "-q")
        XCTAssertEqual(page.status, 0, page.errors)
        XCTAssertTrue(page.output.contains("\nstruct TypePage {\n"), page.output)
        let screen = run("generate", "screen", login, "--name", "Self", "--dry-run", "-q", "--no-config")
        XCTAssertEqual(screen.status, 0, screen.errors)
        XCTAssertTrue(screen.output.contains("\nfinal class SelfScreen: KassScreen {\n"), screen.output)
    }

    func testATemplateErrorIsReportedAtTheTemplate() throws {
        try "{{#each elements}}\n{{nme}}\n{{/each}}\n".write(toFile: folder + "/screen-kassios.swift.template", atomically: true, encoding: .utf8)
        let result = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--templates", folder, "--dry-run", "--no-config")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.hasPrefix("\(folder)/screen-kassios.swift.template:2:3: error: unknown variable 'nme'"), result.errors)
        XCTAssertEqual(result.output, "")
    }

    func testTheConfigurationNamesTheTemplatesFolder() throws {
        try FileManager.default.createDirectory(atPath: folder + "/T", withIntermediateDirectories: true)
        try "// {{typeName}} by the team\n".write(toFile: folder + "/T/screen-kassios.swift.template", atomically: true, encoding: .utf8)
        try "codegen:\n  templates: T\n".write(toFile: folder + "/.kassios-lint.yml", atomically: true, encoding: .utf8)
        let result = run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--dry-run",
                         "--config", folder + "/.kassios-lint.yml")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "// LoginScreen by the team\n")
        XCTAssertTrue(result.errors.hasPrefix("kassios: would write LoginScreen.swift (kassios style, \(folder)/T/screen-kassios.swift.template template)\n"))
        XCTAssertTrue(run("generate", "screen", GenerateScreenCommandTests.login, "--name", "Login", "--dry-run", "--no-config")
            .output.hasPrefix("// LoginScreen.swift, generated"))
    }

    func testTemplatesExportWritesTheBuiltinsAndNeverClobbers() throws {
        let target = folder + "/Templates"
        let first = run("templates", "export", target)
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(first.errors, "kassios: wrote 3 templates to \(target): screen-kassios.swift.template, screen-robot.swift.template, screen-page-object.swift.template\n")
        let repository = GenerateScreenCommandTests.root + "/Templates/"
        for name in ["screen-kassios.swift.template", "screen-robot.swift.template", "screen-page-object.swift.template"] {
            XCTAssertEqual(try read(target + "/" + name), try read(repository + name))
        }
        try "mine".write(toFile: target + "/screen-robot.swift.template", atomically: true, encoding: .utf8)
        let refused = run("templates", "export", target)
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.errors, """
            kassios: error: \(target)/screen-kassios.swift.template, \(target)/screen-robot.swift.template, \
            \(target)/screen-page-object.swift.template exist; pass --force to replace them

            """)
        XCTAssertEqual(try read(target + "/screen-robot.swift.template"), "mine")
        XCTAssertEqual(run("templates", "export", target, "--force").status, 0)
        XCTAssertEqual(try read(target + "/screen-robot.swift.template"), try read(repository + "screen-robot.swift.template"))
        XCTAssertEqual(run("templates").status, 2)
        XCTAssertEqual(run("templates", "export").status, 2)
        let intoFile = run("templates", "export", target + "/screen-robot.swift.template", "--force")
        XCTAssertEqual(intoFile.status, 2)
        XCTAssertEqual(intoFile.errors, "kassios: error: \(target)/screen-robot.swift.template is a file, and the templates are exported into a folder; name a folder (it is made if missing)\n")
    }

    func testHelp() {
        XCTAssertTrue(run("generate", "screen", "--help").output.contains("USAGE: kassios generate screen <dump|-> --name NAME"))
        XCTAssertTrue(run("help", "generate").output.contains("screen   A screen object"))
        XCTAssertTrue(run("templates", "--help").output.contains("USAGE: kassios templates export <dir> [--force]"))
        XCTAssertTrue(run("--help").output.contains("generate      Generate code"))
    }

    /// Examples/Generated holds what the command makes of Examples/Dumps, in every style, and
    /// kassios lint finds nothing in it.
    func testTheGeneratedExamplesAreUpToDateAndLintClean() throws {
        let examples = GenerateScreenCommandTests.root + "/Examples/"
        var paths: [String] = []
        for (name, dump) in [("Login", "Login.debugDescription.txt"), ("Home", "Home.debugDescription.txt"), ("Profile", "Profile.appium.xml")] {
            for (style, suffix) in [("kassios", "Screen"), ("robot", "Robot"), ("page-object", "Page")] {
                let path = examples + "Generated/\(style)/\(name)\(suffix).swift"
                let result = run("generate", "screen", examples + "Dumps/" + dump, "--name", name, "--style", style, "--dry-run", "-q", "--no-config")
                XCTAssertEqual(result.output, try read(path), """
                    \(path) is stale: swift run kassios generate screen Examples/Dumps/\(dump) --name \(name) \
                    --style \(style) --out Examples/Generated/\(style) --force --no-config
                    """)
                paths.append(path)
            }
        }
        var options = LintOptions()
        options.workingDirectory = GenerateScreenCommandTests.root
        try LintConfiguration.load(path: GenerateScreenCommandTests.root + "/.kassios-lint.yml").apply(to: &options)
        let lint = try LintRunner.run(paths: paths, options: options)
        XCTAssertEqual(lint.fileCount, 9)
        XCTAssertEqual(lint.findings.map { "\($0.file):\($0.line) \($0.rule)" }, [])
    }
}
