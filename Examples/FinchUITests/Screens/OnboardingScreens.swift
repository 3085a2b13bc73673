//
//  OnboardingScreens.swift
//  FinchUITests
//

import XCTest
import KassiOS

/// Every onboarding page has the page indicator and a "Skip" button.
class OnboardingPageScreen: BaseScreen {
    lazy var pageIndicator = other("onboarding.pageIndicator")
    lazy var skip = button("onboarding.skip")
    lazy var next = button("onboarding.next")

    override var onLoad: [KassElement] { [pageIndicator, skip] }
}

final class OnboardingWelcomeScreen: OnboardingPageScreen {
    lazy var title = staticText("onboarding.welcome.title")
    lazy var illustration = image("onboarding.welcome.illustration")

    override var onLoad: [KassElement] { super.onLoad + [title] }
}

final class OnboardingNotificationsScreen: OnboardingPageScreen {
    lazy var allow = button("onboarding.notifications.allow")
    lazy var notNow = button("onboarding.notifications.notNow")

    override var onLoad: [KassElement] {
        return super.onLoad + [allow, notNow]
    }
}

/// The last page has no extra required elements; it inherits `onLoad`.
final class OnboardingDoneScreen: OnboardingPageScreen {
    lazy var getStarted = button("onboarding.getStarted")
    lazy var confetti = other("onboarding.confetti")
}
