import XCTest
import KassiosHierarchy

/// Which screen a dump shows: the fits verdict, the ranking by identifiers found, ties, scores and nearest candidates.
final class ScreenIdentificationTests: XCTestCase {
    private let login = ScreenCandidate(name: "LoginScreen", onLoadIdentifiers: ["login.email", "login.submit"],
                                        identifiers: ["login.email", "login.password", "login.submit", "login.help"])
    private let home = ScreenCandidate(name: "HomeScreen", onLoadIdentifiers: ["home.balance"],
                                       identifiers: ["home.balance", "home.settings", "home.tile.transfer", "tab.home"])
    private let settings = ScreenCandidate(name: "SettingsScreen", onLoadIdentifiers: [],
                                           identifiers: ["settings.logout", "settings.theme", "settings.about", "tab.more"])

    func testTheScreenWhoseOnLoadIdentifiersTheDumpContainsIsIdentified() {
        let result = ScreenIdentification(dumpIdentifiers: ["login.email", "login.submit", "login.password", "tab.home"],
                                          candidates: [home, login, settings])
        let match = try? XCTUnwrap(result.identified)
        XCTAssertEqual(match?.name, "LoginScreen")
        XCTAssertEqual(match?.onLoadFound, ["login.email", "login.submit"])
        XCTAssertEqual(match?.onLoadMissing, [])
        XCTAssertEqual(match?.othersFound, ["login.password"])
        XCTAssertEqual(match?.othersMissing, ["login.help"])
        // (2×2 + 1) / (2×2 + 2)
        XCTAssertEqual(match?.score, Fraction(5, 6))
        XCTAssertEqual(match?.score.percent, 83)
        XCTAssertEqual(result.ranking.map(\.name), ["LoginScreen", "HomeScreen", "SettingsScreen"])
        XCTAssertEqual(result.ranking.map(\.fits), [true, false, false])
        // tab.home alone: (0 + 1) / (2 + 3)
        XCTAssertEqual(result.ranking[1].score, Fraction(1, 5))
    }

    /// A screen that waits for one of several sets (WooCommerce's order screen, one onLoad per mode)
    /// fits a dump with all of one set, judged by the set that fits best; merged into one set it
    /// would fit no dump, which shows one mode at a time.
    func testAScreenWithOnLoadAlternativesFitsADumpOfOneOfThem() {
        let order = ScreenCandidate(name: "OrderScreen", onLoadIdentifiers: ["order.create", "order.done"],
                                    identifiers: ["order.create", "order.done", "order.note"],
                                    onLoadAlternatives: [["order.create"], ["order.done"]])
        let creating = ScreenIdentification(dumpIdentifiers: ["order.create", "order.note"], candidates: [order, home])
        XCTAssertEqual(creating.identified?.name, "OrderScreen")
        XCTAssertEqual(creating.identified?.onLoadFound, ["order.create"])
        XCTAssertEqual(creating.identified?.othersFound, ["order.note"])
        XCTAssertEqual(creating.identified?.othersMissing, ["order.done"])
        XCTAssertEqual(creating.ranking.map(\.name), ["OrderScreen", "HomeScreen"], "one entry for the screen, whatever its sets")
        let editing = ScreenIdentification(dumpIdentifiers: ["order.done"], candidates: [order])
        XCTAssertEqual(editing.identified?.onLoadFound, ["order.done"])
        var merged = order
        merged.onLoadAlternatives = []
        XCTAssertNil(ScreenIdentification(dumpIdentifiers: ["order.create", "order.note"], candidates: [merged]).identified)
        // Neither set whole: no fit, and the nearer set is the one shown.
        let neither = ScreenIdentification(dumpIdentifiers: ["order.note"], candidates: [order])
        XCTAssertNil(neither.identified)
        XCTAssertEqual(neither.ranking.first?.onLoadMissing.count, 1)
    }

    func testAMissingOnLoadIdentifierMeansTheScreenDoesNotFitWhateverElseIsThere() {
        let result = ScreenIdentification(dumpIdentifiers: ["login.email", "login.password", "login.help"],
                                          candidates: [login])
        XCTAssertEqual(result.ranking[0].fits, false)
        XCTAssertEqual(result.ranking[0].onLoadMissing, ["login.submit"])
        XCTAssertEqual(result.verdict, .unknown(nearest: result.ranking))
    }

    func testAScreenWithoutOnLoadFitsWithHalfItsIdentifiers() {
        let half = ScreenIdentification(dumpIdentifiers: ["settings.logout", "settings.theme"], candidates: [settings])
        XCTAssertEqual(half.identified?.name, "SettingsScreen")
        XCTAssertEqual(half.identified?.score, Fraction(1, 2))
        let quarter = ScreenIdentification(dumpIdentifiers: ["settings.logout"], candidates: [settings])
        XCTAssertNil(quarter.identified)
        XCTAssertEqual(quarter.ranking.map(\.fits), [false])
    }

    func testAScreenWithNoIdentifiersNeverFits() {
        let empty = ScreenCandidate(name: "SplashScreen", onLoadIdentifiers: [], identifiers: [])
        let result = ScreenIdentification(dumpIdentifiers: ["anything"], candidates: [empty])
        XCTAssertEqual(result.ranking[0].fits, false)
        XCTAssertEqual(result.ranking[0].score, Fraction(0, 1))
        XCTAssertEqual(result.verdict, .unknown(nearest: []), "nothing found is nothing near")
    }

    func testEqualFittingScreensAreATieNotAGuess() {
        let modal = ScreenCandidate(name: "TransferModal", onLoadIdentifiers: ["transfer.amount"], identifiers: ["transfer.amount"])
        let sheet = ScreenCandidate(name: "TransferSheet", onLoadIdentifiers: ["transfer.amount"], identifiers: ["transfer.amount"])
        let result = ScreenIdentification(dumpIdentifiers: ["transfer.amount"], candidates: [sheet, modal, home])
        guard case .tie(let tied) = result.verdict else { return XCTFail("expected a tie, got \(result.verdict)") }
        XCTAssertEqual(tied.map(\.name), ["TransferModal", "TransferSheet"])
        XCTAssertNil(result.identified)
    }

    func testTheScreenWaitingForMoreOnLoadIdentifiersWins() {
        let narrow = ScreenCandidate(name: "Narrow", onLoadIdentifiers: ["a"], identifiers: ["a"])
        let wide = ScreenCandidate(name: "Wide", onLoadIdentifiers: ["a", "b"], identifiers: ["a", "b"])
        let result = ScreenIdentification(dumpIdentifiers: ["a", "b", "c"], candidates: [narrow, wide])
        XCTAssertEqual(result.ranking.map(\.score), [Fraction(1, 1), Fraction(1, 1)])
        XCTAssertEqual(result.identified?.name, "Wide")
    }

    func testMoreIdentifiersFoundBeatsAHigherScore() {
        // Both wait for `a`; Bigger shows two of its other elements, Smaller one (all it has).
        let bigger = ScreenCandidate(name: "Bigger", onLoadIdentifiers: ["a"], identifiers: ["a", "b", "c", "d", "e", "f"])
        let smaller = ScreenCandidate(name: "Smaller", onLoadIdentifiers: ["a"], identifiers: ["a", "b"])
        let result = ScreenIdentification(dumpIdentifiers: ["a", "b", "c"], candidates: [smaller, bigger])
        XCTAssertEqual(result.ranking.map(\.name), ["Bigger", "Smaller"])
        XCTAssertEqual(result.ranking.map(\.score), [Fraction(4, 7), Fraction(3, 3)], "the score is shown, it does not rank")
        XCTAssertEqual(result.identified?.name, "Bigger")
    }

    func testAScreenFittingByItsOnLoadBeatsOneFittingWithoutAny() {
        // A tab-bar robot, both identifiers in the dump, against the cart, whose onLoad is all there.
        let tabBar = ScreenCandidate(name: "TabBarRobot", onLoadIdentifiers: [], identifiers: ["tab.home", "tab.cart"])
        let cart = ScreenCandidate(name: "CartScreen", onLoadIdentifiers: ["cart.checkout"],
                                   identifiers: ["cart.checkout", "cart.remove", "cart.empty", "tab.home", "tab.cart", "nav.back"])
        let result = ScreenIdentification(dumpIdentifiers: ["cart.checkout", "cart.remove", "tab.home", "tab.cart", "nav.back"],
                                          candidates: [tabBar, cart])
        XCTAssertEqual(result.ranking.map(\.name), ["CartScreen", "TabBarRobot"])
        XCTAssertEqual(result.ranking.map(\.fits), [true, true])
        XCTAssertEqual(result.ranking.map(\.score.percent), [86, 100])
        XCTAssertEqual(result.identified?.name, "CartScreen")
        // Without an onLoad fit, the robot is what the dump shows.
        let tabsOnly = ScreenIdentification(dumpIdentifiers: ["tab.home", "tab.cart"], candidates: [tabBar, cart])
        XCTAssertEqual(tabsOnly.identified?.name, "TabBarRobot")
    }

    func testWhatTheDumpDoesNotShowCountsAgainstNoScreen() {
        // Both onLoads are all there and nothing else of either is: a tie, however many elements
        // (an inherited back button) the receipt declares beyond its onLoad.
        let receipt = ScreenCandidate(name: "ReceiptScreen", onLoadIdentifiers: ["receipt.done"],
                                      identifiers: ["receipt.done", "receipt.orderNumber", "nav.back"])
        let promo = ScreenCandidate(name: "PromoSheet", onLoadIdentifiers: ["promo.apply"], identifiers: ["promo.apply", "promo.code"])
        let result = ScreenIdentification(dumpIdentifiers: ["receipt.done", "promo.apply"], candidates: [receipt, promo])
        guard case .tie(let tied) = result.verdict else { return XCTFail("expected a tie, got \(result.verdict)") }
        XCTAssertEqual(tied.map(\.name), ["PromoSheet", "ReceiptScreen"])
        XCTAssertEqual(tied.map(\.score.percent), [67, 50])
        // One more identifier of the receipt's in the dump tells them apart.
        let more = ScreenIdentification(dumpIdentifiers: ["receipt.done", "promo.apply", "nav.back"], candidates: [receipt, promo])
        XCTAssertEqual(more.identified?.name, "ReceiptScreen")
    }

    func testUnknownScreenNamesTheNearestCandidatesBestFirst() {
        let others = (1...4).map { ScreenCandidate(name: "S\($0)", onLoadIdentifiers: ["s\($0).title"],
                                                   identifiers: ["s\($0).title", "shared.\($0)", "shared"]) }
        let result = ScreenIdentification(dumpIdentifiers: ["shared", "shared.2", "home.settings"], candidates: others + [home])
        guard case .unknown(let nearest) = result.verdict else { return XCTFail("expected unknown, got \(result.verdict)") }
        // S2 has two of its identifiers there; the others one each, in name order.
        XCTAssertEqual(nearest.map(\.name), ["S2", "HomeScreen", "S1"])
        XCTAssertEqual(nearest.map(\.foundCount), [2, 1, 1])
    }

    func testDuplicatesAndOnLoadListedTwiceCountOnce() {
        let repeated = ScreenCandidate(name: "R", onLoadIdentifiers: ["a", "a"], identifiers: ["a", "b", "b"])
        let match = ScreenIdentification(dumpIdentifiers: ["a"], candidates: [repeated]).ranking[0]
        XCTAssertEqual(match.onLoadFound, ["a"])
        XCTAssertEqual(match.othersMissing, ["b"])
        XCTAssertEqual(match.score, Fraction(2, 3))
    }

    func testFractionsCompareExactly() {
        XCTAssertEqual(Fraction(2, 4), Fraction(1, 2))
        XCTAssertEqual(Set([Fraction(2, 4), Fraction(1, 2), Fraction(3, 6)]).count, 1)
        XCTAssertLessThan(Fraction(1, 3), Fraction(34, 100))
        XCTAssertEqual(Fraction(5, 0), Fraction(0, 1))
        XCTAssertEqual(Fraction(2, 3).percent, 67)
        XCTAssertEqual(Fraction(1, 8).percent, 13)
        XCTAssertEqual(Fraction(2, 3).description, "2/3")
    }

    func testTheExampleDumpsAreTheirScreens() throws {
        let loginDump = try HierarchyReader.read(try Fixture.bytes(at: Fixture.dumps.appendingPathComponent("Login.idb.json")))
        let homeDump = try HierarchyReader.read(try Fixture.bytes(at: Fixture.dumps.appendingPathComponent("Home.appium.xml")))
        XCTAssertTrue(loginDump.identifiers.isSuperset(of: ["login.email", "login.password", "login.submit"]))
        XCTAssertEqual(ScreenIdentification(hierarchy: loginDump, candidates: [home, login, settings]).identified?.name, "LoginScreen")
        let homeResult = ScreenIdentification(hierarchy: homeDump, candidates: [home, login, settings])
        XCTAssertEqual(homeResult.identified?.name, "HomeScreen")
        XCTAssertEqual(homeResult.identified?.othersFound, ["home.settings", "home.tile.transfer", "tab.home"])
    }
}
