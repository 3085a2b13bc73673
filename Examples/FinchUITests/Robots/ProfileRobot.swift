//
//  ProfileRobot.swift
//  FinchUITests
//

import XCTest

@MainActor
final class ProfileRobot: Robot {
    private var nameField: XCUIElement { app.textFields["profile.name"] }
    private var phoneField: XCUIElement { app.textFields["profile.phone"] }
    private var avatar: XCUIElement { app.images["profile.avatar"] }
    private var marketingSwitch: XCUIElement { app.switches["profile.marketing"] }
    private var saveButton: XCUIElement { app.buttons["profile.save"] }
    private var validationError: XCUIElement {
        app.staticTexts.element(matching: NSPredicate(format: "identifier == %@", "profile.validationError"))
    }

    @discardableResult
    func typeName(_ name: String) -> Self {
        nameField.tap()
        clear(nameField)
        nameField.typeText(name)
        return self
    }

    @discardableResult
    func typePhone(_ phone: String) -> Self {
        phoneField.tap()
        clear(phoneField)
        phoneField.typeText(phone)
        return self
    }

    @discardableResult
    func setMarketing(enabled: Bool) -> Self {
        let isOn = (marketingSwitch.value as? String) == "1"
        if isOn != enabled {
            marketingSwitch.tap()
        }
        return self
    }

    func tapSave() -> HomeRobot {
        saveButton.tap()
        return HomeRobot(app: app)
    }

    /// Saving with invalid input keeps us on the profile screen.
    @discardableResult
    func tapSaveExpectingError() -> Self {
        saveButton.tap()
        return waitFor(validationError)
    }

    func assertVisible() {
        XCTAssert(nameField.waitForExistence(timeout: 5))
        XCTAssert(avatar.exists, "Avatar should be shown next to the name")
    }

    func assertMarketing(enabled: Bool, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(marketingSwitch.value as? String, enabled ? "1" : "0", file: file, line: line)
    }

    private func clear(_ field: XCUIElement) {
        guard let current = field.value as? String, !current.isEmpty else { return }
        field.typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: current.count))
    }
}
