//
//  DashboardTests.swift
//  FinchUITests
//

import XCTest
import KassiOS

final class DashboardTests: KassTestCase {
    private func launchSignedIn(arguments extra: [String] = []) {
        launch(
            arguments: ["-uiTesting", "-skipOnboarding"] + extra,
            environment: [
                "AUTHORIZATION_STATE": "authorized",
                "MOCK_ACCOUNTS": Fixtures.accounts,
                "MOCK_TRANSACTIONS": Fixtures.transactions(count: 3, amountCents: 450),
            ]
        )
    }

    func test_home_showsPromoOnFirstLaunch() {
        launch(
            arguments: ["-uiTesting", "-skipOnboarding", "-resetPromos"],
            environment: ["AUTHORIZATION_STATE": "authorized", "PROMO_CAMPAIGN": "spring"]
        )
        onScreen(HomeScreen.PromoSheet.self) {
            $0.body.assertVisible()
            $0.dismiss.tap()
        }
        onScreen(HomeScreen.self) { $0.promoBanner.assertVisible() }
    }

    func test_home_tilesLeadToTheirScreens() {
        launchSignedIn()
        onScreen(HomeScreen.self) { $0.open(.accounts) }
        onScreen(AccountsScreen.self) {
            $0.primaryAccount.assertVisible()
            $0.primaryAccount.tap()
        }
        onScreen(AccountDetailsScreen.self) {
            $0.iban.assertVisible()
            $0.copyIBAN.tap()
        }
    }

    func test_savingsAccount_showsInterestRate() {
        launchSignedIn()
        navigate(to: AccountsScreen.self)
        onScreen(AccountsScreen.self) { $0.savingsAccount.tap() }
        onScreen(AccountDetailsScreen.self) { details in
            details.interestRate.assertVisible()
            details.terms.tap()
            details.termsPage.assertVisible()
        }
    }

    func test_cards_freezeAndUnfreeze() {
        launchSignedIn(arguments: ["-virtualCards"])
        onScreen(HomeScreen.self) { $0.cardsTab.tap() }
        onScreen(CardsScreen.self) {
            $0.toggleFreeze()
            $0.frozenBadge.assertVisible()
            $0.toggleFreeze()
        }
    }

    func test_settings_faceIDCanBeTurnedOff() {
        launchSignedIn()
        onScreen(HomeScreen.self) { $0.moreTab.tap() }
        onScreen(MoreScreen.self) { $0.settingsRow.tap() }
        onScreen(SettingsScreen.self) {
            $0.faceID.tap()
            $0.darkMode.assertVisible()
        }
    }

    #if DEBUG
    func test_debugMenu_resetsDemoData() {
        launchSignedIn()
        onScreen(HomeScreen.self) {
            $0.resetDemoData()
            $0.emptyStateHint.assertVisible()
        }
    }
    #endif
}
