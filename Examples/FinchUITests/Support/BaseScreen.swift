//
//  BaseScreen.swift
//  FinchUITests
//

import XCTest
import KassiOS

/// Common ancestor of every Finch screen.
///
/// `BaseScreen` declares no elements of its own, it only adds helpers, so it
/// is an *abstract* base: kassios does not ask it for an `onLoad`. Concrete
/// screens must declare (or inherit from a non-abstract parent) a non-empty
/// `onLoad`.
class BaseScreen: KassScreen {
    /// Finch talks to a local mock server; anything slower than this is a bug.
    var defaultTimeout: TimeInterval { 10 }

    var isKeyboardVisible: Bool { app.keyboards.count > 0 }

    /// Resigns the first responder by tapping the (non-interactive) top of
    /// the window. Every Finch screen has a plain header there.
    func dismissKeyboard() {
        guard isKeyboardVisible else { return }
        app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.05)).tap()
    }

    /// Swipes up until `element` exists or `maxSwipes` is reached.
    func scrollTo(_ element: KassElement, maxSwipes: Int = 6) {
        var swipes = 0
        while !element.exists && swipes < maxSwipes {
            app.swipeUp()
            swipes += 1
        }
    }

    /// Drags from a third of the screen height down to the bottom.
    func pullToRefresh() {
        let start = app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 1.0 / 3))
        let end = app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.95))
        start.press(forDuration: 0.1, thenDragTo: end)
    }
}

/// Screens hosted inside the main tab bar share the bar itself, so they all
/// wait for it. Subclasses usually extend this with `super.onLoad + [...]`.
class FinchTabScreen: BaseScreen {
    lazy var tabBar = element(A11y.Tabs.bar, type: .tabBar)
    lazy var homeTab = button(A11y.Tabs.home)
    lazy var accountsTab = button(A11y.Tabs.accounts)
    lazy var cardsTab = button(A11y.Tabs.cards)
    lazy var moreTab = button(A11y.Tabs.more)

    override var onLoad: [KassElement] { [tabBar] }
}
