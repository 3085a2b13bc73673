import KassiosSyntax

/// Apps other than the one under test, as suites make them: `XCUIApplication(bundleIdentifier:
/// "com.apple.springboard")`, or `.init(bundleIdentifier: …)` where the type is written beside it.
/// Their elements are none of the app's, and launching one starts nothing over.
public enum OtherApplications {
    /// Whether the value makes an application by its bundle identifier.
    public static func makesOne(_ value: Expr) -> Bool {
        guard case .call(let callee, let arguments, _) = value.unwrapped.kind else { return false }
        switch callee.kind {
        case .identifier("XCUIApplication"), .implicitMember("init"): return arguments.contains { $0.label == "bundleIdentifier" }
        default: return false
        }
    }

    /// Whether the value makes one of the system's apps (`bundleIdentifier: "com.apple.…"`): suites
    /// keep their own app by its bundle identifier too, so only Apple's is certainly another.
    /// `text`: the value of a bundle identifier not written as a literal (stream-chat's `bundleId`,
    /// `static var bundleId = "com.apple.springboard"`), when known.
    public static func makesOneOfApples(_ value: Expr, text: (Expr) -> String? = { _ in nil }) -> Bool {
        guard makesOne(value), case .call(_, let arguments, _) = value.unwrapped.kind else { return false }
        return arguments.contains { argument in
            guard argument.label == "bundleIdentifier" else { return false }
            let identifier: String?
            if case .string(let literal) = argument.value.kind { identifier = literal.staticValue } else { identifier = text(argument.value) }
            return identifier?.hasPrefix("com.apple.") == true
        }
    }
}
