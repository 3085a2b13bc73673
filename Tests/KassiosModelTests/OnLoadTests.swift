import XCTest
import KassiosSyntax
import KassiosModel

/// What a screen's `onLoad` lists on every return path.
final class OnLoadTests: XCTestCase {
    static let baseScreen = Fixture("Support/BaseScreen.swift", #"""
        class BaseScreen: KassScreen {
            var isCompact: Bool { app.windows.firstMatch.frame.width < 400 }
        }
        """#)

    /// The paths of `screen`'s onLoad, failing the test when it declares none.
    func onLoadPaths(of screen: String, in project: Project, file: StaticString = #filePath, line: UInt = #line) throws -> [OnLoadPath] {
        let declaration = try project.screen(screen, file: file, line: line).onLoad
        return try XCTUnwrap(declaration.paths, "\(screen) declares no onLoad", file: file, line: line)
    }

    /// A screen whose body is `members`, in a project with BaseScreen.
    func makeScreen(_ name: String, _ members: String, configuration: ModelConfiguration = ModelConfiguration(),
                 file: StaticString = #filePath, line: UInt = #line) -> (Project, Fixture) {
        let fixture = Fixture("Screens/\(name).swift", "final class \(name): BaseScreen {\n\(members)\n}\n")
        return (makeProject([Self.baseScreen, fixture], configuration: configuration, file: file, line: line), fixture)
    }

    // MARK: - Paths

    func testSingleExpressionGetter() throws {
        let (project, fixture) = makeScreen("LoginScreen", #"""
                lazy var email = textField("login.email")
                lazy var password = secureTextField("login.password")
                lazy var submit = button("login.submit")

                override var onLoad: [KassElement] { [email, password, submit] }
            """#)
        let declaration = try project.screen("LoginScreen").onLoad
        guard case .declared(let paths, let file, let location) = declaration else {
            return XCTFail("no onLoad declared: \(declaration)")
        }
        XCTAssertEqual(file, "Screens/LoginScreen.swift")
        let position = fixture.position(of: "onLoad")
        XCTAssertEqual(location.line, position.line)
        XCTAssertEqual(location.column, position.column)
        XCTAssertEqual(paths.count, 1)
        XCTAssertEqual(paths.first?.elements, ["email", "password", "submit"])
        XCTAssertEqual(paths.first?.includesSuper, false)
        XCTAssertEqual(paths.first?.isOpaque, false)
        XCTAssertEqual(paths.first?.isEmpty(superIsEmpty: true), false)
        XCTAssertEqual(project.elementNames(of: "LoginScreen"), ["email", "password", "submit"], "onLoad is not an element")
    }

    func testReturnStatement() throws {
        let (project, _) = makeScreen("CardsScreen", #"""
                lazy var carousel = collectionView("cards.carousel")

                override var onLoad: [KassElement] {
                    return [carousel]
                }
            """#)
        let paths = try onLoadPaths(of: "CardsScreen", in: project)
        XCTAssertEqual(paths.map(\.elements), [["carousel"]])
        XCTAssertEqual(paths.map(\.isOpaque), [false])
    }

    func testExplicitGetterAndSelfReferences() throws {
        let (project, _) = makeScreen("CardsScreen", #"""
                lazy var carousel = collectionView("cards.carousel")
                lazy var freeze = button("cards.freeze")

                override var onLoad: [KassElement] {
                    get { [self.carousel, freeze] }
                }
            """#)
        XCTAssertEqual(try onLoadPaths(of: "CardsScreen", in: project).map(\.elements), [["carousel", "freeze"]])
    }

    func testIfConfigGivesOnePathPerClause() throws {
        let (project, _) = makeScreen("HomeScreen", #"""
                lazy var balance = staticText("home.balance")
                #if DEBUG
                lazy var debugMenu = button("home.debugMenu")
                #endif

                override var onLoad: [KassElement] {
                    #if DEBUG
                    [balance, debugMenu]
                    #else
                    [balance]
                    #endif
                }
            """#)
        let paths = try onLoadPaths(of: "HomeScreen", in: project)
        XCTAssertEqual(paths.map(\.elements), [["balance", "debugMenu"], ["balance"]])
        XCTAssertEqual(paths.map(\.isOpaque), [false, false])
    }

    func testIfConfigWithElseIfAndReturns() throws {
        let (project, _) = makeScreen("HomeScreen", #"""
                lazy var balance = staticText("home.balance")
                lazy var stagingBanner = other("home.staging")

                override var onLoad: [KassElement] {
                    #if DEBUG
                    return [balance, stagingBanner]
                    #elseif STAGING
                    return [stagingBanner]
                    #else
                    return []
                    #endif
                }
            """#)
        let paths = try onLoadPaths(of: "HomeScreen", in: project)
        XCTAssertEqual(paths.map(\.elements), [["balance", "stagingBanner"], ["stagingBanner"], []])
        XCTAssertEqual(paths.map(\.isOpaque), [false, false, false])
    }

    func testIfElseStatement() throws {
        let (project, _) = makeScreen("TransferScreen", #"""
                lazy var amount = textField("transfer.amount")
                lazy var recipient = textField("transfer.recipient")

                override var onLoad: [KassElement] {
                    if isCompact {
                        return [amount]
                    } else {
                        return [recipient, amount]
                    }
                }
            """#)
        let paths = try onLoadPaths(of: "TransferScreen", in: project)
        XCTAssertEqual(paths.map(\.elements), [["amount"], ["recipient", "amount"]])
    }

    func testGuardAndFallThroughReturn() throws {
        let (project, _) = makeScreen("TransferScreen", #"""
                lazy var amount = textField("transfer.amount")

                override var onLoad: [KassElement] {
                    guard !isCompact else { return [] }
                    return [amount]
                }
            """#)
        let paths = try onLoadPaths(of: "TransferScreen", in: project)
        XCTAssertEqual(paths.map(\.elements), [[], ["amount"]])
        XCTAssertEqual(paths.map { $0.isEmpty(superIsEmpty: false) }, [true, false])
    }

    func testSwitchStatement() throws {
        let (project, _) = makeScreen("ConfirmationScreen", #"""
                enum Variant { case transfer, payment, topUp }

                var variant: Variant = .transfer
                lazy var title = staticText("confirmation.title")
                lazy var receipt = button("confirmation.receipt")

                override var onLoad: [KassElement] {
                    switch variant {
                    case .transfer:
                        return [title, receipt]
                    case .payment:
                        return [title]
                    default:
                        return []
                    }
                }
            """#)
        let paths = try onLoadPaths(of: "ConfirmationScreen", in: project)
        XCTAssertEqual(paths.map(\.elements), [["title", "receipt"], ["title"], []])
        XCTAssertEqual(paths.map(\.isOpaque), [false, false, false])
    }

    func testSuperPlusElements() throws {
        let (project, _) = makeScreen("HomeScreen", #"""
                lazy var balance = staticText("home.balance")
                lazy var greeting = staticText("home.greeting")

                override var onLoad: [KassElement] {
                    super.onLoad + [balance, greeting]
                }
            """#)
        let paths = try onLoadPaths(of: "HomeScreen", in: project)
        XCTAssertEqual(paths.count, 1)
        let path = try XCTUnwrap(paths.first)
        XCTAssertEqual(path.elements, ["balance", "greeting"])
        XCTAssertTrue(path.includesSuper)
        XCTAssertFalse(path.isOpaque)
        XCTAssertFalse(path.isEmpty(superIsEmpty: true))
    }

    func testOnlySuperIsEmptyExactlyWhenSuperIs() throws {
        let (project, _) = makeScreen("SettingsScreen", #"""
                override var onLoad: [KassElement] { super.onLoad }
            """#)
        let paths = try onLoadPaths(of: "SettingsScreen", in: project)
        XCTAssertEqual(paths.map(\.elements), [[]])
        XCTAssertEqual(paths.map(\.includesSuper), [true])
        XCTAssertEqual(paths.first?.isEmpty(superIsEmpty: true), true)
        XCTAssertEqual(paths.first?.isEmpty(superIsEmpty: false), false)
    }

    func testElementsBeforeSuper() throws {
        let (project, _) = makeScreen("AccountsScreen", #"""
                lazy var list = table("accounts.list")

                override var onLoad: [KassElement] { [list] + super.onLoad }
            """#)
        let paths = try onLoadPaths(of: "AccountsScreen", in: project)
        XCTAssertEqual(paths.map(\.elements), [["list"]])
        XCTAssertEqual(paths.map(\.includesSuper), [true])
    }

    func testIfExpressionGetter() throws {
        let (project, _) = makeScreen("SplitScreen", #"""
                lazy var sidebar = other("split.sidebar")
                lazy var detail = other("split.detail")

                override var onLoad: [KassElement] {
                    if isCompact { [detail] } else { [sidebar, detail] }
                }
            """#)
        let paths = try onLoadPaths(of: "SplitScreen", in: project)
        XCTAssertEqual(paths.map(\.elements), [["detail"], ["sidebar", "detail"]])
        XCTAssertEqual(paths.map(\.isOpaque), [false, false])
    }

    func testReturnedIfExpression() throws {
        let (project, _) = makeScreen("SplitScreen", #"""
                lazy var sidebar = other("split.sidebar")
                lazy var detail = other("split.detail")

                override var onLoad: [KassElement] {
                    return if isCompact { [detail] } else { [sidebar, detail] }
                }
            """#)
        let paths = try onLoadPaths(of: "SplitScreen", in: project)
        XCTAssertEqual(paths.map(\.elements), [["detail"], ["sidebar", "detail"]])
        XCTAssertEqual(paths.map(\.isOpaque), [false, false])
    }

    func testSwitchExpressionGetter() throws {
        let (project, _) = makeScreen("ReceiptScreen", #"""
                enum Kind { case card, transfer }

                var kind: Kind = .card
                lazy var merchant = staticText("receipt.merchant")
                lazy var iban = staticText("receipt.iban")

                override var onLoad: [KassElement] {
                    switch kind {
                    case .card: [merchant]
                    case .transfer: [iban]
                    }
                }
            """#)
        let paths = try onLoadPaths(of: "ReceiptScreen", in: project)
        XCTAssertEqual(paths.map(\.elements), [["merchant"], ["iban"]])
        XCTAssertEqual(paths.map(\.isOpaque), [false, false])
    }

    func testTernaryGivesBothBranches() throws {
        let (project, _) = makeScreen("SplitScreen", #"""
                lazy var sidebar = other("split.sidebar")
                lazy var detail = other("split.detail")

                override var onLoad: [KassElement] { isCompact ? [detail] : [sidebar, detail] }
            """#)
        XCTAssertEqual(try onLoadPaths(of: "SplitScreen", in: project).map(\.elements), [["detail"], ["sidebar", "detail"]])
    }

    func testHelperCallIsOpaque() throws {
        let (project, _) = makeScreen("DashboardScreen", #"""
                lazy var balance = staticText("dashboard.balance")

                override var onLoad: [KassElement] { visibleElements() }

                private func visibleElements() -> [KassElement] {
                    [balance]
                }
            """#)
        let paths = try onLoadPaths(of: "DashboardScreen", in: project)
        XCTAssertEqual(paths.count, 1)
        XCTAssertEqual(paths.first?.isOpaque, true)
        XCTAssertEqual(paths.first?.isEmpty(superIsEmpty: true), false, "an opaque path is never known to be empty")
    }

    func testStoredArrayVariableIsOpaque() throws {
        let (project, _) = makeScreen("DashboardScreen", #"""
                lazy var balance = staticText("dashboard.balance")

                override var onLoad: [KassElement] {
                    let elements = [balance]
                    return elements
                }
            """#)
        XCTAssertEqual(try onLoadPaths(of: "DashboardScreen", in: project).map(\.isOpaque), [true])
    }

    func testEmptyArrayIsAnEmptyPath() throws {
        let (project, _) = makeScreen("SplashScreen", #"""
                override var onLoad: [KassElement] { [] }
            """#)
        let paths = try onLoadPaths(of: "SplashScreen", in: project)
        XCTAssertEqual(paths.map(\.elements), [[]])
        XCTAssertEqual(paths.map(\.isOpaque), [false])
        XCTAssertEqual(paths.map(\.includesSuper), [false])
        XCTAssertEqual(paths.first?.isEmpty(superIsEmpty: false), true)
    }

    func testElementCallsInOnLoad() throws {
        let (project, _) = makeScreen("AccountsScreen", #"""
                func row(_ index: Int) -> KassElement { cell("accounts.row.\(index)") }

                override var onLoad: [KassElement] { [row(0), A11yElements.header] }
            """#)
        XCTAssertEqual(try onLoadPaths(of: "AccountsScreen", in: project).map(\.elements), [["row()", "A11yElements.header"]])
    }

    func testOnLoadDeclaredInEachIfConfigClause() throws {
        // kassios checks every configuration at once: the release onLoad counts too.
        let (project, _) = makeScreen("HomeScreen", #"""
                lazy var balance = staticText("home.balance")
                lazy var debugMenu = button("home.debugMenu")

                #if DEBUG
                override var onLoad: [KassElement] { [balance, debugMenu] }
                #else
                override var onLoad: [KassElement] { [] }
                #endif
            """#)
        let paths = try onLoadPaths(of: "HomeScreen", in: project)
        XCTAssertEqual(paths.map(\.elements), [["balance", "debugMenu"], []])
    }

    func testConcatenationWithAConditionalPart() throws {
        let (project, _) = makeScreen("SplitScreen", #"""
                lazy var sidebar = other("split.sidebar")
                lazy var detail = other("split.detail")

                override var onLoad: [KassElement] { [detail] + (isCompact ? [] : [sidebar]) }
            """#)
        let paths = try onLoadPaths(of: "SplitScreen", in: project)
        XCTAssertEqual(paths.map(\.elements), [["detail"], ["detail", "sidebar"]])
    }

    // MARK: - No onLoad

    func testNoOnLoad() throws {
        let project = makeProject(Self.baseScreen, Fixture("Screens/HomeScreen.swift", #"""
            class TabScreen: BaseScreen {
                lazy var tabBar = tabBar("finch.tabBar")
                override var onLoad: [KassElement] { [tabBar] }
            }

            final class HomeScreen: TabScreen {
                lazy var balance = staticText("home.balance")
            }
            """#))
        let onLoadOfHomeScreen = try project.screen("HomeScreen").onLoad
        guard case .none = onLoadOfHomeScreen else {
            return XCTFail("an inherited onLoad is not declared by the subclass")
        }
        let onLoadOfBaseScreen = try project.screen("BaseScreen").onLoad
        guard case .none = onLoadOfBaseScreen else {
            return XCTFail("BaseScreen declares no onLoad")
        }
        XCTAssertEqual(try onLoadPaths(of: "TabScreen", in: project).map(\.elements), [["tabBar"]])
    }

    func testCustomOnLoadProperty() throws {
        var configuration = ModelConfiguration()
        configuration.onLoadProperty = "loadingAnchors"
        let (project, _) = makeScreen("ProfileScreen", #"""
                lazy var avatar = image("profile.avatar")
                lazy var name = staticText("profile.name")

                override var loadingAnchors: [XCUIElement] { [avatar, name] }
            """#, configuration: configuration)
        XCTAssertEqual(try onLoadPaths(of: "ProfileScreen", in: project).map(\.elements), [["avatar", "name"]])
        XCTAssertEqual(project.elementNames(of: "ProfileScreen"), ["avatar", "name"])

        let (unconfigured, _) = makeScreen("ProfileScreen", #"""
                lazy var avatar = image("profile.avatar")

                override var loadingAnchors: [XCUIElement] { [avatar] }
            """#)
        let onLoadOfProfileScreen = try unconfigured.screen("ProfileScreen").onLoad
        guard case .none = onLoadOfProfileScreen else {
            return XCTFail("loadingAnchors is not onLoad unless configured")
        }
    }

    func testOnLoadIsNotReadUnderACustomProperty() throws {
        var configuration = ModelConfiguration()
        configuration.onLoadProperty = "loadingAnchors"
        let (project, _) = makeScreen("ProfileScreen", #"""
                lazy var avatar = image("profile.avatar")

                override var onLoad: [KassElement] { [avatar] }
            """#, configuration: configuration)
        let onLoadOfProfileScreen = try project.screen("ProfileScreen").onLoad
        guard case .none = onLoadOfProfileScreen else {
            return XCTFail("onLoad is not the configured property")
        }
    }
}
