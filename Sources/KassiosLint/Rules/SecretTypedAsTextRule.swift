import KassiosModel
import KassiosSyntax

/// Secrets must not be typed with typeText: XCTest writes typed text into its results.
public struct SecretTypedAsTextRule: Rule {
    public static let description = RuleDescription(
        identifier: "secret-typed-as-text",
        name: "Secret typed as text",
        summary: "typeText(x) into a secure text field, or of a value named like a password, PIN, token, secret or OTP.",
        rationale: """
        XCTest records every typeText as an activity with the text in its title, so the value ends up in the \
        .xcresult bundle, in CI artifacts and in logs. Paste the secret instead (UIPasteboard and the field's \
        Paste menu), or hand it to the app through a launch argument or environment variable. Reported: typeText \
        into a secure text field (a secureTextField(…) element, a secureTextFields query, or an element declared as \
        one), and typeText of a variable, parameter, member or environment key named like a password (pwd, \
        passcode, passphrase), PIN, token, secret, OTP, CVV, a second factor's code (authToken, smsCode; not \
        spinner or promoCode) or a wallet's seed (seedPhrase, mnemonic, privateKey), or of the parameter of a \
        function so named (enterVerificationCode(_ code:)); so is what the suite's own method that types its \
        parameter is handed (enterText(text:), a robot's enterTextInField(typedText:)). A string literal is \
        not reported: the source shows it already.
        """,
        defaultSeverity: .error,
        isOptIn: false,
        nonTriggeringExamples: [
            """
            extension XCUIElement {
                func nextField() -> XCUIElement { XCUIApplication().textFields["form.next"] }   // another element
            }
            final class FormRobot {
                let app = XCUIApplication()
                func fill(_ value: String) { app.secureTextFields["form.pin"].nextField().typeText(value) }
            }
            """,
            """
            final class LoginScreen: KassScreen {
                lazy var email = textField("login.email")
                lazy var password = secureTextField("login.password")
                override var onLoad: [KassElement] { [email, password] }
                func enter(user: TestUser) {
                    email.typeText(user.email)
                    password.typeText("not-the-password")
                }
            }
            """,
            """
            func testSearch() {
                let spinner = "loading"
                let tokenizer = Tokenizer()
                app.searchFields["search"].typeText(spinner)
                app.textFields["search.tokens"].typeText(tokenizer.text)
                app.textFields["profile.pinned"].typeText(pinnedNote)
            }
            """,
            """
            final class CheckoutRobot {
                let app = XCUIApplication()
                func enterPromoCode(_ code: String) { app.textFields["promo"].typeText(code) }
                func enter(countryCode: String) { app.textFields["country"].typeText(countryCode) }
                func typePassword(hint: String) { app.textFields["hint"].typeText(hint.uppercased()) }
                func enterPasswordHint(_ hint: String) { app.textFields["hint"].typeText(hint) }
                func requestPasswordReset(email: String) { app.textFields["reset.email"].typeText(email) }
            }
            """,
            """
            final class TransferScreen: KassScreen {
                lazy var reference = textField("transfer.reference")
                override var onLoad: [KassElement] { [reference] }
                func enterReference(_ text: String) {
                    reference.typeText(text)
                    reference.typeText("\\(text) PIN reminder")
                }
            }
            """,
        ],
        triggeringExamples: [
            """
            final class LoginScreen: KassScreen {
                lazy var password = secureTextField("login.password")
                override var onLoad: [KassElement] { [password] }
                func enter(user: TestUser) {
                    password.typeText(↓user.password)
                }
            }
            final class LoginTests: KassTestCase {
                func testLogin() {
                    onScreen(LoginScreen.self) { $0.password.typeText(↓TestUser.primary.credential) }
                }
            }
            """,
            """
            final class PinRobot {
                let app: XCUIApplication
                func enter(code: String, authToken: String) {
                    app.secureTextFields["pin.field"].typeText(↓code)
                    app.textFields["debug.token"].typeText(↓authToken)
                    app.typeText(↓ProcessInfo.processInfo.environment["TEST_OTP"]!)
                }
            }
            """,
            """
            import fusion
            final class SignupRobot: CoreElements {
                func enter(value: String) -> SignupRobot {
                    secureTextField("signup.password").tap().typeText(↓value)   // fusion's tap() hands the field back
                    return self
                }
            }
            """,
            """
            extension XCUIElement {
                @discardableResult
                func tapIfKeyboardNotFocused(timeout: TimeInterval = 3) -> XCUIElement { tap(); return self }
            }
            final class LockRobot {
                let app = XCUIApplication()
                func enter(_ value: String) {
                    app.secureTextFields["lock.field"].tapIfKeyboardNotFocused().typeText(↓value)   // the field, handed back
                }
            }
            """,
            """
            func testChangePassword() {
                let field = app.secureTextFields.firstMatch
                field.typeText(↓newPassword)
                app.textFields["mailbox"].typeText(↓mailboxPwd)
                app.textFields["confirm"].typeText(↓"\\(userPIN)")
            }
            """,
            """
            final class AccountVerificationRobot {
                let app = XCUIApplication()
                func enterVerificationCode(_ code: String) { app.textFields["verification.code"].typeText(↓code) }
                func typePassword(_ value: String) { app.textFields["password"].typeText(↓value) }
                func signIn(secret: String) { typePassword(secret) }   // reported once, where it is typed
                func enter(smsCode: String, cvv: String) {
                    app.textFields["sms"].typeText(↓smsCode)
                    app.textFields["card.cvv"].typeText(↓cvv)
                }
            }
            """,
            """
            extension XCUIElement {
                func enterText(text: String) { tap(); typeText(text) }
            }
            final class PasswordRobot {
                let app: XCUIApplication
                var passwordField: XCUIElement { app.secureTextFields["login.password"] }
                func proceed(with value: String) { passwordField.enterText(text: ↓value) }
            }
            """,
            """
            extension XCUIElement {
                func typeSlowly(_ text: String, attempts: Int = 3) { tap(); typeText(text) }
            }
            final class LoginSettingsRobot {
                let app: XCUIApplication
                var passcodeField: XCUIElement { app.textFields["settings.passcode"] }
                func setPasscode(_ passcode: String) { passcodeField.typeSlowly(↓passcode) }
                func createLogin(password: String) { enterTextInField(typedText: ↓password) }
                func enterTextInField(typedText: String) { app.typeText(typedText) }
            }
            """,
            """
            class BaseScreen {
                let app = XCUIApplication()
                func typeText(element: XCUIElement, value: String) {
                    element.tap()
                    element.typeText(value)
                }
            }
            final class LogInScreen: BaseScreen {
                private lazy var passwordField = app.secureTextFields["login.password"]
                func fill(password: String) { typeText(element: passwordField, value: ↓password) }
            }
            """,
            """
            extension XCUIApplication {
                func typeInSecureField(identifier: String, text: String) {
                    secureTextFields.matching(identifier: identifier).firstMatch.typeText(↓text)
                }
            }
            """,
        ])

    public init() {}

    /// How the words that name a secret are spelt in code (`password`, `Password`, `PASSWORD`…), and
    /// a second factor's `Code` (`smsCode`): a file without any of them calls no wrapper with a
    /// secret's name, and has no function named like one.
    static let secretSpellings: [String] = ["assword", "ASSWORD", "asswd", "ASSWD", "pwd", "Pwd", "PWD", "asscode", "ASSCODE", "assphrase",
                                            "pin", "Pin", "PIN", "oken", "OKEN", "ecret", "ECRET", "otp", "Otp", "OTP", "cvv", "Cvv", "CVV",
                                            "cvc", "Cvc", "CVC", "Code", "CODE", "eedPhrase", "EED_PHRASE", "eedWords", "EED_WORDS",
                                            "nemonic", "NEMONIC", "ecoveryPhrase", "ecoveryWords", "ecoveryKey", "ECOVERY_", "rivateKey",
                                            "RIVATE_KEY", "ackupPhrase"]

    /// The calls this rule reads.
    static let calls = CallQuery(names: ["typeText"], inFilesMentioning: ["typeText"])

    public func callQuery(for configuration: ModelConfiguration) -> CallQuery? { Self.calls }

    /// The element a `tap()` is called on, for frameworks whose `tap()` hands the element back
    /// (ProtonVPN's pmtest: `secureTextField(id).tap().typeText(password)` types into the field), and
    /// one of the suite's own methods that hands the element back (Wire's
    /// `secureTextFields["Passcode field"].tapIfKeyboardNotFocused().typeText(pass)`).
    static func throughTaps(_ receiver: Expr, in project: Project) -> Expr {
        var current = receiver
        while case .call(let callee, let arguments, let closures) = current.kind, closures.isEmpty, case .member(let name, let base) = callee.kind,
              (name == "tap" && arguments.isEmpty) || project.handsTheElementBack(name, arguments: arguments) {
            current = base
        }
        return current
    }

    public func check(_ project: Project) -> [Finding] {
        let lookup = ElementLookup(project: project)
        var findings: [Finding] = []
        /// `how`: `typeText`, or the suite's wrapper that types its argument (`enterText(text:), which types it,`).
        @discardableResult
        func check(_ argument: Expr, typedBy site: CallSite, how: String) -> Bool {
            guard !SecretTypedAsTextRule.isPlainLiteral(argument) else { return false }
            var reasons: [String] = []
            if let receiver = site.receiver.map({ SecretTypedAsTextRule.throughTaps($0, in: project) }), let element = lookup.resolve(receiver, at: site),
               element.elementType == "secureTextField" {
                reasons.append("into the secure text field \(element.description)")
            }
            if let name = SecretTypedAsTextRule.secretName(in: argument) {
                reasons.append("of \"\(name)\", named like a secret")
            } else if let (parameter, function) = SecretTypedAsTextRule.parameterOfASecretsFunction(argument, at: site) {
                reasons.append("of \"\(parameter)\", the parameter of \(function), a function named like a secret")
            }
            guard !reasons.isEmpty else { return false }
            findings.append(finding(file: site.file.path, at: argument.location, """
                \(how) \(reasons.joined(separator: ", ")): XCTest records typed text in the result bundle; paste it \
                (UIPasteboard + paste menu) or use a launch argument
                """, screen: site.typeName))
            return true
        }
        var reportedInside: Set<String> = []
        for site in CallVisitor.calls(in: project, Self.calls) {
            guard !site.isSubscript, site.name == "typeText", site.arguments.count == 1, let argument = site.arguments.first?.value else { continue }
            if check(argument, typedBy: site, how: "typeText") { reportedInside.insert("\(site.file.path):\(argument.location.offset)") }
        }
        // The suite's own element method that types what it is given (WooCommerce's
        // `passwordField.enterText(text: password)`, with `extension XCUIElement { func enterText(text:) { tap(); typeText(text) } }`).
        let wrappers = SecretTypedAsTextRule.typingWrappers(in: project)
        if !wrappers.isEmpty {
            // An element's wrappers are few, and called in the files that name them. A robot's methods
            // that type are many (every typeEmail(_:)): what they type is reported only for a name that
            // says a secret, so only the files that spell a secret word are walked for their calls.
            let elementNames = wrappers.filter { $0.value.contains(where: \.ofElement) }.keys.sorted()
            let otherNames = wrappers.filter { !$0.value.contains(where: \.ofElement) }.keys.sorted()
            let sites = CallVisitor.calls(in: project, CallQuery(names: elementNames, inFilesMentioning: elementNames))
            var robotSites: [CallSite] = []
            if !otherNames.isEmpty {
                // A robot's method that types, called by the robot itself (`enterTextInField(typedText:
                // password)`) or on another robot or page the code makes or holds (Falcon's
                // `TextInputViewPage.type(text:)`, handed a password by each page with a password field):
                // in the files that spell a secret word and call one. (Walking every file for the calls of
                // every robot's typing method took the rule ten times as long.)
                let secrets = SecretTypedAsTextRule.secretSpellings.map(CallVisitor.BytePattern.init)
                let called = Set(otherNames)
                let shapes = SecretTypedAsTextRule.shapes(of: called)
                var declared: [String: [CallVisitor.BytePattern]] = [:]   // by file: `name(` of each method it declares
                for name in otherNames {
                    for wrapper in wrappers[name] ?? [] { declared[wrapper.file, default: []].append(CallVisitor.BytePattern(name + "(")) }
                }
                // A file that declares one and calls it (`enterVerificationCode(_ code:)` handing `code` to the
                // robot's own `enterTextInField(typedText:)`), and spells a secret word; or any file that spells
                // one inside the parentheses of a call of one (`type(text: password)`), as bytes.
                let query = CallQuery(names: otherNames, selectionKey: "secrets handed to " + otherNames.joined(separator: ",")) { file in
                    if let names = declared[file.path], names.contains(where: { $0.occurrences(in: file.bytes, upTo: 2) >= 2 }),
                       secrets.contains(where: { $0.occurs(in: file.bytes) }) {
                        return true
                    }
                    return SecretTypedAsTextRule.handsASecret(to: called, shapes: shapes, in: file.bytes, secrets: secrets)
                }
                robotSites = CallVisitor.calls(in: project, query).filter { site in site.name.map { !elementNames.contains($0) } ?? false }
            }
            let receivers = ReceiverTypes(project: project)
            for site in sites + robotSites where !site.isSubscript {
                guard let name = site.name else { continue }
                // A robot's method, on an instance of its type (or of one under it), as far as the code says.
                let isRobotSite = !elementNames.contains(name)
                let receiverType = isRobotSite ? receivers.type(of: site) : nil
                // A wrapper whose own typing is reported already (`definePassword(_ password:)`) is
                // one finding there, not one more at every call.
                for wrapper in wrappers[name] ?? [] where !reportedInside.contains(wrapper.typedAt) {
                    if isRobotSite {
                        if let owner = wrapper.owner {
                            guard let receiverType, receivers.is(receiverType, orUnder: owner, from: site.typeName, calling: name) else { continue }
                        } else if site.receiver != nil {
                            continue   // a function of the suite's, called on nothing
                        }
                    }
                    // `typeSlowly(password)` of `func typeSlowly(_ text: String, attempts: Int = 3)`.
                    guard let typed = wrapper.argumentTyped(byCallLabelled: site.labels) else { continue }
                    check(site.arguments[typed].value, typedBy: site, how: "\(wrapper.signature), which types it,")
                    break
                }
            }
        }
        return findings
    }

    private static let openingParenthesis = CallVisitor.BytePattern("(")

    /// The first byte, last byte and length of each name, for `handsASecret`.
    static func shapes(of names: Set<String>) -> Set<Int> {
        var shapes: Set<Int> = []
        for name in names {
            let utf8 = name.utf8
            if let first = utf8.first, let last = utf8.last { shapes.insert(Int(first) << 24 | Int(last) << 16 | utf8.count) }
        }
        return shapes
    }

    /// Whether the text spells a secret word inside the parentheses of a call of one of `names`
    /// (`type(text: password)`, `type(text: hash(password))`), within 240 bytes. One pass over the
    /// bytes for `(`, the name before each looked up only when its first and last byte and its length
    /// are those of one of the names: the rule asks it of every file.
    static func handsASecret(to names: Set<String>, shapes: Set<Int>, in bytes: [UInt8], secrets: [CallVisitor.BytePattern]) -> Bool {
        var found = false
        openingParenthesis.forEachOccurrence(in: bytes) { open in
            var start = open
            while start > 0, NameBytes.isASCIINamePart(bytes[start - 1]) { start -= 1 }
            guard start < open, shapes.contains(Int(bytes[start]) << 24 | Int(bytes[open - 1]) << 16 | (open - start)),
                  names.contains(String(decoding: bytes[start..<open], as: UTF8.self)) else { return true }
            var end = open + 1
            var depth = 1
            let limit = min(bytes.count, end + 240)
            while end < limit, depth > 0 {
                if bytes[end] == UInt8(ascii: "(") { depth += 1 } else if bytes[end] == UInt8(ascii: ")") { depth -= 1 }
                end += 1
            }
            found = secrets.contains { $0.occurs(in: bytes, within: (open + 1)..<end) }
            return !found
        }
        return found
    }

    /// A method of an `XCUIElement` extension of the suite that types one of its parameters into
    /// the element (`typeText(text)` on itself): its labels, which argument it types, its signature.
    struct TypingWrapper {
        /// Each parameter's label (`_` for none), and whether it has a default value.
        let parameters: [(label: String, hasDefault: Bool)]
        /// The parameter it types.
        let typed: Int
        /// Where it types it: `path:offset` of the argument of its `typeText`.
        let typedAt: String
        /// A method of an `XCUIElement` extension (rather than a robot's or a function).
        let ofElement: Bool
        /// The file that declares it.
        let file: String
        let signature: String
        /// What it types into, for a method that does not type into the element it is called on
        /// (`body.typeText(text)` of a robot's `typeBody(_:)`), and the type that declares it.
        var typedInto: Expr?
        var owner: String?

        /// Which argument of a call with these labels is the typed parameter; nil when the labels
        /// do not fit the parameters (those left out must have default values).
        func argumentTyped(byCallLabelled labels: [String]) -> Int? {
            var argument = 0
            var typedArgument: Int?
            for (index, parameter) in parameters.enumerated() {
                if argument < labels.count && labels[argument] == parameter.label {
                    if index == typed { typedArgument = argument }
                    argument += 1
                } else if !parameter.hasDefault {
                    return nil
                }
            }
            return argument == labels.count ? typedArgument : nil
        }
    }

    /// The suite's typing wrappers, by name: methods of an `XCUIElement` extension that type a
    /// parameter into the element, and the suite's other functions and methods that type one into
    /// anything (a robot's `enterTextInField(typedText:)` doing `app.typeText(typedText)`).
    /// `namedTypeText`: whether a method named `typeText` that takes more than the text is one too
    /// (Stepik's `typeText(element:value:)`). `return-key-submit` leaves those out: stream-chat's
    /// `typeText(_:obtainKeyboardFocus:)` types lines into its composer, a text view kassios cannot see as one.
    static func typingWrappers(in project: Project, namedTypeText: Bool = true) -> [String: [TypingWrapper]] {
        var found: [String: [TypingWrapper]] = [:]
        func consider(_ declaration: Decl, in file: SourceFile, ofElement: Bool, owner: String? = nil) {
            // A wrapper is given the text: a parameter of type String (most methods take none, and their bodies are not walked).
            // One named `typeText` too when it takes more than the text (Stepik's `typeText(element:value:)`).
            guard case .function(let function) = declaration, function.kind == .function,
                  function.name != "typeText" || (namedTypeText && function.parameters.count > 1),
                  !function.header.isStatic, let body = function.body,
                  function.parameters.contains(where: { $0.type.map { $0.text == "String" || $0.text == "String?" } ?? false }) else { return }
            let names = function.parameters.map(\.name)
            var typed: (index: Int, offset: Int)?
            var into: Expr?
            SyntaxTraversal.forEachExpression(in: body) { expr in
                guard typed == nil, case .call(let callee, let arguments, _) = expr.kind, arguments.count == 1,
                      case .identifier(let value) = arguments[0].value.kind, let index = names.firstIndex(of: value) else { return }
                let here = (index, arguments[0].value.location.offset)
                switch callee.kind {
                case .identifier("typeText"): typed = here
                case .member("typeText", let base):
                    // Into the element itself, for an element's method; into anything, for the others.
                    if case .identifier("self") = base.kind { typed = here } else if !ofElement { typed = here; into = base }
                default: break
                }
            }
            guard let typed else { return }
            var wrapper = TypingWrapper(parameters: function.parameters.map { ($0.label ?? "_", $0.defaultValue != nil) },
                                        typed: typed.index, typedAt: "\(file.path):\(typed.offset)",
                                        ofElement: ofElement, file: file.path, signature: function.signature)
            wrapper.typedInto = into
            wrapper.owner = owner
            found[function.name, default: []].append(wrapper)
        }
        // Only a file that spells typeText has a function that types: the others' bodies are not walked.
        let typeText = CallVisitor.BytePattern("typeText")
        var typing: [ObjectIdentifier: Bool] = [:]
        func types(_ file: SourceFile) -> Bool {
            if let known = typing[ObjectIdentifier(file)] { return known }
            let found = typeText.occurs(in: file.bytes)
            typing[ObjectIdentifier(file)] = found
            return found
        }
        for type in project.index.sortedTypes {
            for member in type.members where types(member.file) {
                consider(member.value, in: member.file, ofElement: type.qualifiedName == "XCUIElement", owner: type.qualifiedName)
            }
        }
        for declaration in project.index.topLevel where types(declaration.file) { consider(declaration.value, in: declaration.file, ofElement: false) }
        return found
    }

    static func isPlainLiteral(_ expr: Expr) -> Bool {
        if case .string(let literal) = expr.kind { return !literal.hasInterpolation }
        return expr.isLiteral
    }

    /// The secret-sounding name the typed value is read from: `user.password`, `authToken`,
    /// `environment["TEST_OTP"]`, `"\(pin)"`.
    static func secretName(in expr: Expr) -> String? {
        switch expr.kind {
        case .identifier(let name):
            return SecretNames.namesSecret(name) ? name : nil
        case .member(let name, _), .implicitMember(let name):
            return SecretNames.namesSecret(name) ? name : nil
        case .subscript(_, let arguments):
            guard arguments.count == 1, case .string(let literal) = arguments[0].value.kind,
                  let key = literal.staticValue else { return nil }
            return SecretNames.namesSecret(key) ? key : nil
        case .postfix(_, let operand), .try(_, let operand), .await(let operand), .cast(let operand, _, _):
            return secretName(in: operand)
        case .tuple(let elements) where elements.count == 1:
            return secretName(in: elements[0].value)
        case .sequence(let parts):   // `a ?? b`, `a + b`
            for (index, part) in parts.enumerated() where index % 2 == 0 {
                if let name = secretName(in: part) { return name }
            }
            return nil
        case .string(let literal):
            for segment in literal.segments {
                guard case .interpolation(let arguments, _) = segment else { continue }
                for argument in arguments { if let name = secretName(in: argument.value) { return name } }
            }
            return nil
        default:
            return nil
        }
    }

    /// A parameter of the function the call is made in, typed as it is, named for no thing of its own
    /// (`value`, `code`, `enteredValue`), where the function's name says what it is (ProtonVPN's
    /// `enterVerificationCode(_ code: String)`, `typePassword(_ value:)`; not `requestPasswordReset(email:)`
    /// or `enterPasswordHint(_ hint:)`): the parameter's name and the function's signature.
    static func parameterOfASecretsFunction(_ argument: Expr, at site: CallSite) -> (String, String)? {
        guard case .identifier(let name) = argument.kind, let function = site.function, function.kind == .function,
              case .parameter? = site.scope.lookup(name), function.parameters.contains(where: { $0.name == name }),
              SecretNames.words(of: name).allSatisfy({ neutralParameterWords.contains($0.lowercased()) }), SecretNames.namesSecret(function.name)
        else { return nil }
        return (name, function.signature)
    }

    /// The words of a parameter's name that say only that it is what is typed.
    static let neutralParameterWords: Set<String> = ["value", "text", "code", "input", "string", "str", "entry", "entered", "typed",
                                                      "new", "s", "t", "v", "x"]
}
