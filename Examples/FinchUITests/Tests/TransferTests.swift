//
//  TransferTests.swift
//  FinchUITests
//

import XCTest
import KassiOS

final class TransferTests: KassTestCase {
    /// Balance of the "Everyday" account in `Fixtures.accounts`.
    private let everydayBalanceCents = 125_000
    /// Monthly transfer limit configured in the mock backend.
    private let monthlyLimitCents = 3_000_000

    override func setUp() {
        super.setUp()
        launch(
            arguments: ["-uiTesting", "-skipOnboarding"],
            environment: [
                "AUTHORIZATION_STATE": "authorized",
                "MOCK_ACCOUNTS": Fixtures.accounts,
                "MOCK_IBAN_RULE": Fixtures.ibanRule,
            ]
        )
    }

    /// Catches `successToastMissing` and `balanceNotRefreshed`.
    func test_transfer_halfOfBalance_succeeds() {
        let half = everydayBalanceCents / 2

        navigate(to: TransferScreen.self)
        onScreen(TransferScreen.self) { screen in
            screen.recipient.tap()
            screen.enterAmount(cents: half)
            screen.reference.tap()
            screen.reference.typeText("Rent share")
            screen.review.tap()
        }
        onScreen(TransferConfirmationScreen.self) { $0.confirm(withPIN: "2468") }
        onScreen(TransferConfirmationScreen.Success.self) {
            $0.message.assertVisible()
            $0.done.tap()
        }
        onScreen(HomeScreen.self) { $0.balance.assertVisible() }
    }

    /// Catches maxAmountWrong
    func test_transfer_maxButton_fillsWholeBalance() {
        navigate(to: TransferScreen.self)
        onScreen(TransferScreen.self) {
            $0.maxAmount.tap()
            XCTAssertEqual($0.amount.value as? String, "1250.00")
        }
    }

    /** Catches insufficientFundsAccepted */
    func test_transfer_moreThanBalance_isRejected() {
        navigate(to: TransferScreen.self)
        onScreen(TransferScreen.self) {
            $0.enterAmount(cents: everydayBalanceCents + 1)
            $0.review.tap()
            $0.insufficientFunds.assertVisible()
        }
        assertOnScreen(TransferScreen.self)
    }

    /// A transfer just above the daily limit must be confirmed before it goes.
    ///
    /// Catches `dailyLimitIgnored`.
    func test_transfer_aboveDailyLimit_asksForConfirmation() {
        // The limit is expressed per day in whole euros on the server side.
        let perDayEuros = monthlyLimitCents / 100 / 30
        navigate(to: TransferScreen.self)
        onScreen(TransferScreen.self) {
            $0.enterAmount(cents: (perDayEuros + 1) * 100)
            $0.review.tap()
        }
        onScreen(TransferConfirmationScreen.self) {
            $0.summary.assertVisible()
            $0.edit.tap()
        }
        assertOnScreen(TransferScreen.self)
    }
}
