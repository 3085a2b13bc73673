import KassiosModel
import KassiosSyntax
import XCTest

/// Which functions are tests (XCTest through base classes across files, Swift Testing),
/// and how `Catches` comments attach to them.
final class CatchesAnalysisTests: XCTestCase {
    /// `Class.name: ids` for each caught test (the class that runs it).
    private func caught(_ project: Project) -> [String] {
        project.catches.caught.map { "\($0.test.typeName ?? "-").\($0.test.name): \($0.defects.map(\.id).joined(separator: " "))" }
    }

    private func misplaced(_ project: Project) -> [String] {
        project.catches.misplaced.map { "\($0.location.line): \($0.subject ?? "-") — \($0.reason)" }
    }

    func testTestCaseClassesAreFoundThroughBaseClassesAcrossFiles() {
        let project = makeProject(
            Fixture("Support/FinchTestCase.swift", """
                class FinchTestCase: KassTestCase {
                    func launchSignedIn() {}
                }
                """),
            Fixture("Support/SignedInTests.swift", """
                class SignedInTests: FinchTestCase {}
                """),
            Fixture("Tests/LoginTests.swift", """
                final class LoginTests: SignedInTests {
                    /// Catches `wrongPasswordAccepted`.
                    func test_wrongPassword() {}
                }
                """),
            Fixture("Tests/PlainTests.swift", """
                import XCTest
                final class PlainTests: XCTest.XCTestCase {
                    /// Catches a
                    func testPlain() async throws {}
                }
                """))
        XCTAssertEqual(caught(project), ["LoginTests.test_wrongPassword: wrongPasswordAccepted", "PlainTests.testPlain: a"])
        XCTAssertEqual(project.catches.misplaced, [])
        let test = project.catches.caught[0].test
        XCTAssertEqual(test.framework, .xcTest)
        XCTAssertEqual(test.file, "Tests/LoginTests.swift")
        XCTAssertEqual(test.typeFile, "Tests/LoginTests.swift")
        XCTAssertEqual(test.identifier(target: "FinchUITests"), "FinchUITests/LoginTests/test_wrongPassword")
    }

    /// `// Catches x` above a test is read by no one: malformed, so that it is said rather than dropped.
    /// A plain comment above something else, or one that only mentions the word, is left alone.
    func testACatchesClauseInAPlainCommentAboveATestIsMalformed() {
        let project = makeProject(Fixture("T.swift", """
            import XCTest
            final class TransferTests: XCTestCase {
                // Catches successToastMissing
                func test_toast() {}

                /* Catches: zeroAmountAccepted */
                @MainActor func test_zero() {}

                // Catches nothing: a helper
                func helper() {}

                // This test catches nothing in particular.
                func test_other() {}
            }
            """))
        XCTAssertEqual(project.catches.malformed.map { "\($0.test) \($0.problem.location.line):\($0.problem.location.column) \($0.problem.message)" }, [
            "TransferTests.test_toast 3:5 a Catches clause in a plain comment is not read; write it in a /// doc comment",
            "TransferTests.test_zero 6:5 a Catches clause in a plain comment is not read; write it in a /// doc comment",
        ])
        XCTAssertEqual(caught(project), [])
    }

    func testTheBaseClassMayBeDeclaredAfterItsSubclassAndInAnyOrder() {
        let project = makeProject(
            Fixture("A.swift", "final class ZTests: YBase {\n    /// Catches z\n    func test_z() {}\n}"),
            Fixture("B.swift", "class YBase: XBase {}"),
            Fixture("C.swift", "class XBase: XCTestCase {}"))
        XCTAssertEqual(caught(project), ["ZTests.test_z: z"])
    }

    func testTestMethodsInExtensionsInOtherFiles() {
        let project = makeProject(
            Fixture("LoginTests.swift", "final class LoginTests: KassTestCase {}"),
            Fixture("LoginTests+Lockout.swift", """
                extension LoginTests {
                    /// Catches lockedAccountSignsIn
                    func test_locked() {}
                }
                """))
        XCTAssertEqual(caught(project), ["LoginTests.test_locked: lockedAccountSignsIn"])
        XCTAssertEqual(project.catches.caught[0].test.typeFile, "LoginTests.swift")
    }

    func testConfiguredRoots() {
        let source = Fixture("T.swift", """
            class AcmeCase: NSObject {}
            final class CheckoutTests: AcmeCase {
                /// Catches checkoutBroken
                func test_checkout() {}
            }
            """)
        XCTAssertEqual(caught(makeProject(source)), [])
        XCTAssertEqual(misplaced(makeProject(source)),
                       ["3: func CheckoutTests.test_checkout() — CheckoutTests does not descend from KassTestCase or XCTestCase (its base classes end at NSObject); add the root with 'catches: test_case_roots' if it is one"])
        var configuration = ModelConfiguration()
        configuration.testCaseRoots = ["AcmeCase"]
        XCTAssertEqual(caught(makeProject(source, configuration: configuration)), ["CheckoutTests.test_checkout: checkoutBroken"])
    }

    /// DropBit's tests descend from `UITestCase`, declared in a support target the lint does not
    /// read: a base the files do not declare, named as a test case is, is a root. A declared base of
    /// that name still has to reach one. An unseen base of another name counts for a class that acts
    /// as a test case (firefox-ios's `ZoomingTests: FeatureFlaggedTestBase`), anywhere down the chain
    /// from it: one that overrides `setUp`/`tearDown`, or named as tests are with a test method.
    func testAnUnseenBaseNamedAsATestCaseIsARoot() {
        let unseen = Fixture("T.swift", """
            final class CalculatorTests: UITestCase {
                /// Catches convertsToBitcoin
                func test_convert() {}
            }
            final class WalletChecks: UITestHelpers {
                /// Catches walletShows
                func test_wallet() {}
            }
            final class WalletTests: UITestHarness {
                /// Catches walletHides
                func test_hide() {}
                func test_helper(_ name: String) {}
            }
            final class ZoomFlow: FeatureFlaggedTestBase {
                override func setUp() {
                    super.setUp()
                    continueAfterFailure = false
                }
                /// Catches zoomBroken
                func testZoomingActions() {}
            }
            final class SettingsTests: FeatureFlaggedTestBase {
                /// Catches settingsBroken
                func openSettings() {}
            }
            class BaseMenuTest: MenuTestBase {
                func openMenu() {}
            }
            final class MenuChecks: BaseMenuTest {
                override func setUp() { super.setUp() }
                /// Catches menuBroken
                func testMenu() {}
            }
            """)
        XCTAssertEqual(caught(makeProject(unseen)), ["CalculatorTests.test_convert: convertsToBitcoin",
                                                     "WalletTests.test_hide: walletHides", "ZoomFlow.testZoomingActions: zoomBroken", "MenuChecks.testMenu: menuBroken"])
        let extended = Fixture("UITestCase+Launch.swift", "extension UITestCase { func launch() {} }")
        XCTAssertEqual(caught(makeProject(unseen, extended)), ["CalculatorTests.test_convert: convertsToBitcoin",
                                                               "WalletTests.test_hide: walletHides", "ZoomFlow.testZoomingActions: zoomBroken", "MenuChecks.testMenu: menuBroken"],
                       "an extension of the base is no declaration of it")
        let declared = Fixture("T.swift", """
            class UITestCase: NSObject {}
            final class CalculatorTests: UITestCase {
                /// Catches convertsToBitcoin
                func test_convert() {}
            }
            """)
        XCTAssertEqual(caught(makeProject(declared)), [])
    }

    func testInheritedTestMethodsRunInEverySubclassAndAnOverrideTakesItsOwnComment() {
        let project = makeProject(
            Fixture("Base.swift", """
                class SharedFlowTests: KassTestCase {
                    /// Catches `sessionLost`.
                    func test_opensHome() {}
                    /// Catches `logoutBroken`.
                    func test_logout() {}
                }
                """),
            Fixture("Sub.swift", """
                final class AdaTests: SharedFlowTests {}
                final class GraceTests: SharedFlowTests {
                    /// Catches `graceLogout`.
                    override func test_logout() {}
                }
                """))
        XCTAssertEqual(caught(project).sorted(), [
            "AdaTests.test_logout: logoutBroken",
            "AdaTests.test_opensHome: sessionLost",
            "GraceTests.test_logout: graceLogout",
            "GraceTests.test_opensHome: sessionLost",
            "SharedFlowTests.test_logout: logoutBroken",
            "SharedFlowTests.test_opensHome: sessionLost",
        ])
        let inherited = project.catches.caught.first { $0.test.typeName == "AdaTests" && $0.test.name == "test_opensHome" }
        XCTAssertEqual(inherited?.test.inheritedFrom, "SharedFlowTests")
        XCTAssertEqual(inherited?.test.typeFile, "Sub.swift", "the target is the running class's")
        XCTAssertEqual(project.catches.references.count, 3, "each written id once, however many classes run the test")
    }

    func testAGenericBaseRunsItsTestsOnlyInConcreteSubclasses() {
        let project = makeProject(Fixture("T.swift", """
            class ListTests<Item>: XCTestCase {
                /// Catches emptyListCrashes
                func test_empty() {}
            }
            final class CardListTests: ListTests<Card> {}
            class OrphanTests<T>: XCTestCase {
                /// Catches never
                func test_never() {}
            }
            """))
        XCTAssertEqual(caught(project), ["CardListTests.test_empty: emptyListCrashes"])
        XCTAssertEqual(misplaced(project), ["7: func OrphanTests.test_never() — XCTest does not run a generic class's tests (they run in its concrete subclasses)"])
    }

    func testMethodsXCTestDoesNotRun() {
        let project = makeProject(Fixture("T.swift", """
            final class LoginTests: KassTestCase {
                /// Catches a
                func signIn() {}
                /// Catches b
                func test_withUser(_ user: String) {}
                /// Catches c
                private func test_private() {}
                /// Catches d
                static func test_static() {}
                /// Catches e
                func test_value() -> Int { 1 }
                /// Catches f
                init() {}
                /// Catches g
                func test_ok() -> Void {}
            }
            """))
        XCTAssertEqual(caught(project), ["LoginTests.test_ok: g"])
        XCTAssertEqual(misplaced(project), [
            "2: func LoginTests.signIn() — XCTest runs only methods whose names start with 'test'",
            "4: func LoginTests.test_withUser(_:) — XCTest runs only test methods without parameters",
            "6: func LoginTests.test_private() — XCTest does not see private methods",
            "8: func LoginTests.test_static() — a static method is not a test",
            "10: func LoginTests.test_value() — a test method returns nothing; this one returns Int",
            "12: LoginTests.init() — initializers are not tests",
        ])
    }

    func testSwiftTestingFunctions() {
        let project = makeProject(
            Fixture("AmountTests.swift", """
                import Testing

                @Suite struct AmountTests {
                    /// Catches zeroAmountAccepted
                    @Test func zeroIsRejected() {}

                    /// Catches `negativeAmountAccepted`.
                    @Test("Amounts in cents", arguments: [1, 99]) func amount(_ cents: Int, currency: String) async throws {}

                    @Suite struct Rounding {
                        /// Catches amountRounded
                        @Test func halfCent() {}
                    }
                }

                /// Catches topLevelDefect
                @Test func topLevel() {}

                enum Checks {
                    /// Catches `inEnum`
                    @Test static func inEnum() {}
                }
                """),
            Fixture("AmountTests+More.swift", """
                extension AmountTests {
                    /// Catches fromExtension
                    @MainActor @Test func fromExtension() {}
                }
                """))
        XCTAssertEqual(caught(project), [
            "AmountTests.fromExtension(): fromExtension",
            "AmountTests.zeroIsRejected(): zeroAmountAccepted",
            "AmountTests.amount(_:currency:): negativeAmountAccepted",
            "AmountTests.Rounding.halfCent(): amountRounded",
            "-.topLevel(): topLevelDefect",
            "Checks.inEnum(): inEnum",
        ])
        XCTAssertEqual(project.catches.caught.map { $0.test.identifier(target: "T") }, [
            "T/AmountTests/fromExtension()",
            "T/AmountTests/zeroIsRejected()",
            "T/AmountTests/amount(_:currency:)",
            "T/AmountTests/Rounding/halfCent()",
            "T/topLevel()",
            "T/Checks/inEnum()",
        ])
        XCTAssertTrue(project.catches.caught.allSatisfy { $0.test.framework == .swiftTesting })
        XCTAssertEqual(project.catches.caught[0].test.typeFile, "AmountTests.swift", "the suite's file")
    }

    func testCommentsAboveThingsThatAreNotTests() {
        let project = makeProject(Fixture("T.swift", """
            /// Catches onType
            final class TransferTests: KassTestCase {
                /// Catches onProperty
                let amount = 1

                func test_transfer() {
                    /// Catches inBody
                    let local = 2
                }
            }

            struct Helpers {
                /// Catches inStruct
                func check() {}
            }

            /// Catches topLevelWithoutTest
            func helper() {}

            /// Catches floating
            """))
        XCTAssertEqual(caught(project), [])
        XCTAssertEqual(misplaced(project), [
            "1: class TransferTests — a type is not a test: put the comment above each test method that catches the defect",
            "3: let TransferTests.amount — a property is not a test",
            "7: - — it is not directly above a declaration (only blank lines and other doc comments may come between)",
            "13: func Helpers.check() — Helpers is a struct: mark the function @Test, or move it into a subclass of KassTestCase or XCTestCase",
            "17: func helper() — a top-level function is a test only with @Test",
            "20: - — it is not directly above a declaration (only blank lines and other doc comments may come between)",
        ])
    }

    func testTheDocCommentIsWhatTheParserAttaches() {
        let project = makeProject(Fixture("T.swift", """
            final class T: XCTestCase {
                /// Catches a
                // a plain comment in between
                func test_a() {}

                /// Catches lost
                // a plain comment ends the doc comment above
                /// Catches b
                func test_b() {}

                /// Catches c
                ///
                /// More text, a blank line, an attribute.

                @MainActor
                func test_c() {}

                /// Catches d,
                /// e
                func test_d() {}
            }
            """))
        XCTAssertEqual(caught(project), ["T.test_a: a", "T.test_b: b", "T.test_c: c", "T.test_d: d e"])
        XCTAssertEqual(misplaced(project), ["6: - — it is not directly above a declaration (only blank lines and other doc comments may come between)"])
    }

    func testRepeatedIdsCountOnceAndMalformedClausesAreRecorded() {
        let project = makeProject(Fixture("T.swift", """
            final class T: XCTestCase {
                /// Catches a, b
                /// Catches a
                /// Catches the bug
                func test_a() {}
                /// Catches
                func test_b() {}
            }
            """))
        XCTAssertEqual(caught(project), ["T.test_a: a b"])
        XCTAssertEqual(project.catches.references.map(\.reference.id), ["a", "b", "a"])
        XCTAssertEqual(project.catches.malformed.map { "\($0.test) \($0.problem.location.line):\($0.problem.location.column)" },
                       ["T.test_a 4:21", "T.test_b 6:9"])
    }

    func testProjectsWithoutCatchesCommentsCostNothing() {
        let project = makeProject(Fixture("T.swift", "final class T: XCTestCase {\n    /// Checks things.\n    func test_a() {}\n}"))
        XCTAssertEqual(project.catches.caught, [])
        XCTAssertEqual(project.catches.misplaced, [])
    }
}
