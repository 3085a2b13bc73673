@testable import KassiosCodegen
import KassiosTestSupport
import XCTest

/// Every verb of the vocabulary, in English and Russian, and how targets and values are
/// told apart.
final class StepParserTests: XCTestCase {
    let parser = StepParser()

    func intent(_ text: String, docString: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> StepIntent? {
        guard case .intent(let intent) = parser.parse(text, docString: docString) else {
            XCTFail("not read: \(text) → \(parser.parse(text))", file: file, line: line)
            return nil
        }
        return intent
    }

    /// `action target-text [type words]` for compact comparisons.
    func read(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        guard let intent = intent(text, file: file, line: line) else { return "" }
        var parts = ["\(intent.action)"]
        parts += intent.targets.map { target in
            "<\(target.text)>" + (target.typeWords.isEmpty ? "" : "[\(target.typeWords.joined(separator: ","))]")
        }
        if let hint = intent.screenHint { parts.append("on <\(hint.text)>") }
        return parts.joined(separator: " ")
    }

    func testTapInEnglishAndRussian() {
        XCTAssertEqual(read("Tap \"Sign In\""), "tap <Sign In>")
        XCTAssertEqual(read("I press the Sign In button"), "tap <Sign In>[button]")
        XCTAssertEqual(read("Then the user clicks on 'Save' again"), "tap <Save>")
        XCTAssertEqual(read("Нажать кнопку «Войти»"), "tap <Войти>[button]")
        XCTAssertEqual(read("нажмите на «Sign In»"), "tap <Sign In>")
        XCTAssertEqual(read("Пользователь нажимает «Cards» на экране «Home»"), "tap <Cards> on <Home>")
        XCTAssertEqual(read("Tap \"Done\" on the Success screen"), "tap <Done> on <Success>")
        // A capitalised "My" is part of a name (WordPress's My Sites); "my" in a sentence is not.
        XCTAssertEqual(read("Tap the My Sites button"), "tap <My Sites>[button]")
        XCTAssertEqual(read("Tap my profile"), "tap <profile>")
        XCTAssertEqual(read("My Account screen is shown"), "verifyVisible <Account>[screen]")
        // MovingBox's `allInventoryButton`: "all" names the button, it is no filler.
        XCTAssertEqual(read("Tap the all inventory button"), "tap <all inventory>[button]")
        XCTAssertEqual(read("Tap All Inventory"), "tap <All Inventory>")
    }

    func testEnterAndReplaceTellTheTextFromTheField() {
        XCTAssertEqual(read("Enter \"ada@finch.test\" into the \"Email\" field"), "enterText(\"ada@finch.test\") <Email>[field]")
        XCTAssertEqual(read("Type ada@finch.test in the email field"), "enterText(\"ada@finch.test\") <email>[field]")
        XCTAssertEqual(read("Fill in Reference with \"Rent share\""), "enterText(\"Rent share\") <Reference>")
        XCTAssertEqual(read("Ввести «ada@finch.test» в поле «Email»"), "enterText(\"ada@finch.test\") <Email>[field]")
        XCTAssertEqual(read("Заполнить поле «Reference» значением «Аренда»"), "enterText(\"Аренда\") <Reference>[field]")
        XCTAssertEqual(read("Укажите сумму «100»"), "enterText(\"100\") <сумму>")
        XCTAssertEqual(read("Enter 42"), "enterText(\"42\")")
        XCTAssertEqual(read("Replace the name with \"Grace\""), "replaceText(\"Grace\") <name>")
        XCTAssertEqual(read("Заменить «Ada» на «Grace» в поле «Name»"), "replaceText(\"Grace\") <Name>[field]")
        XCTAssertEqual(intent("Type into \"Notes\":", docString: "line one")?.action, .enterText("line one"))
        XCTAssertEqual(parser.parse("Enter \"a\" \"b\""), .unrecognized("cannot tell the text to type from the field: use 'into' / 'в'"))
    }

    /// "the message field", "the title label": words of a kind only. The last says the kind, the ones
    /// before it name the element (TrialTask's `messageTextField`); a kind alone names nothing.
    func testTypeWordsBeforeTheLastOneAreTheName() {
        XCTAssertEqual(read("Enter \"hello\" into the message field"), "enterText(\"hello\") <message>[field]")
        XCTAssertEqual(read("Tap the title label"), "tap <title>[text]")
        XCTAssertEqual(read("Type \"x\" into the text field"), "enterText(\"x\")")
        XCTAssertEqual(read("Tap the image button"), "tap <image>[button]")
        XCTAssertEqual(parser.parse("Tap the button"), .unrecognized("no target after the verb"))
        XCTAssertEqual(read("Tap the \"Send\" message button"), "tap <Send>[text,button]")
        // "In" right before "screen" is the name's; "on the screen" names no screen, and goes.
        XCTAssertEqual(read("the Log In screen is shown"), "verifyVisible <Log In>[screen]")
        XCTAssertEqual(read("Tap the Save button on the screen"), "tap <Save>[button]")
        // The screen's own preposition is then the one before: TrialTask's "Sign up" on its `LogInScreen`.
        XCTAssertEqual(read("Tap the Sign up button on the Log In screen"), "tap <Sign up>[button] on <Log In>")
        XCTAssertEqual(read("Tap \"Sign up\" on the Log In screen"), "tap <Sign up> on <Log In>")
        // So is a lower-case "in" after a word of the name, as testers write "log in"; not after "the".
        XCTAssertEqual(read("the Log in screen is shown"), "verifyVisible <Log in>[screen]")
        XCTAssertEqual(read("Tap \"Sign up\" on the Log in screen"), "tap <Sign up> on <Log in>")
        XCTAssertEqual(read("Tap \"Save\" in the Settings screen"), "tap <Save> on <Settings>")
        XCTAssertEqual(read("Tap Save in screen"), "tap <Save>")
        XCTAssertEqual(read("Tap the Continue button on the Google Sign in screen"), "tap <Continue>[button] on <Google Sign in>")
        XCTAssertEqual(read("Tap \"Save\" on this screen"), "tap <Save>")
        XCTAssertEqual(read("Enter \"Ada\" into the nickname field on the screen"), "enterText(\"Ada\") <nickname>[field]")
        XCTAssertEqual(read("Нажать «Сохранить» на экране"), "tap <Сохранить>")
    }

    /// Before the word for a screen, words for kinds of element are words of its name (stream-chat's
    /// `MessageListPage`, Examples' "Support page screen" still the Support screen).
    func testKindsOfElementInAScreensNameAreItsWords() {
        XCTAssertEqual(read("Tap the send button on the Message List screen"), "tap <send>[button] on <Message List>")
        XCTAssertEqual(read("the Message List page is shown"), "verifyVisible <Message List>[screen]")
        XCTAssertEqual(read("Tap \"Back\" on the Image Picker screen"), "tap <Back> on <Image Picker>")
        XCTAssertEqual(read("the Support page screen is shown"), "verifyVisible <Support>[screen]")
    }

    func testChecksAtTheStartOrTheEnd() {
        XCTAssertEqual(read("the Home screen is shown"), "verifyVisible <Home>[screen]")
        XCTAssertEqual(read("I should see the balance"), "verifyVisible <balance>")
        XCTAssertEqual(read("Verify that the error banner is displayed"), "verifyVisible <error banner>")
        XCTAssertEqual(read("\"Insufficient funds\" appears"), "verifyVisible <Insufficient funds>")
        XCTAssertEqual(read("Отображается баннер «Get 2%»"), "verifyVisible <Get 2%>")
        XCTAssertEqual(read("Экран «Home» открылся"), "verifyVisible <Home>[screen]")
        XCTAssertEqual(read("проверить, что отображается «Sign In»"), "verifyVisible <Sign In>")
        XCTAssertEqual(read("the spinner is not shown"), "verifyHidden <spinner>")
        XCTAssertEqual(read("I should not see \"Error\""), "verifyHidden <Error>")
        XCTAssertEqual(read("Баннер «Error» не отображается"), "verifyHidden <Error>")
        XCTAssertEqual(read("Verify the error is hidden"), "verifyHidden <error>")
        XCTAssertEqual(read("I am on the Login screen"), "verifyVisible <Login>[screen]")
        // A target whose first word starts like a verb ("check", "confirm", "open", "enter") is no verb.
        XCTAssertEqual(read("The checkout button is shown"), "verifyVisible <checkout>[button]")
        XCTAssertEqual(read("The confirmation label is shown"), "verifyVisible <confirmation>[text]")
        XCTAssertEqual(read("Checkout button is enabled"), "verifyEnabled(true) <Checkout>[button]")
        XCTAssertEqual(read("Tap the Openings tab"), "tap <Openings>[tab]")
        // The verbs' own forms still are.
        XCTAssertEqual(read("Checked that the balance is shown"), "verifyVisible <balance>")
        XCTAssertEqual(read("Checks the balance"), "verifyVisible <balance>")
    }

    func testValueAndSwitchChecks() {
        XCTAssertEqual(read("the \"Email\" field contains \"ada@finch.test\""), "verifyValue(\"ada@finch.test\", contains: true) <Email>[field]")
        XCTAssertEqual(read("Verify the balance shows \"€1,234.56\""), "verifyValue(\"€1,234.56\", contains: false) <balance>")
        XCTAssertEqual(read("Поле «Amount» содержит «100»"), "verifyValue(\"100\", contains: true) <Amount>[field]")
        // A quoted value after a bare "is": the element's value, not a label to look for.
        XCTAssertEqual(read("Verify the balance is \"€1,234.56\""), "verifyValue(\"€1,234.56\", contains: false) <balance>")
        XCTAssertEqual(read("Check that the balance should be \"€0.00\" on the Home screen"),
                       "verifyValue(\"€0.00\", contains: false) <balance> on <Home>")
        XCTAssertEqual(read("Verify \"Welcome back\" is shown"), "verifyVisible <Welcome back>")
        XCTAssertEqual(read("Verify the \"Pay\" button is enabled"), "verifyEnabled(true) <Pay>[button]")
        XCTAssertEqual(read("Remember me is on"), "verifySwitch(true) <Remember me>")
        XCTAssertEqual(read("the \"Face ID\" switch is off"), "verifySwitch(false) <Face ID>[switch]")
        XCTAssertEqual(read("переключатель «Face ID» выключен"), "verifySwitch(false) <Face ID>[switch]")
        XCTAssertEqual(read("Переключатель «Push» включён"), "verifySwitch(true) <Push>[switch]")
    }

    /// Enabled is whether an element can be used, never a switch's value; a negation is read or the step refused.
    func testEnabledAndNegatedChecks() {
        XCTAssertEqual(read("Verify the Sign In button is disabled"), "verifyEnabled(false) <Sign In>[button]")
        XCTAssertEqual(read("the Sign In button should be enabled"), "verifyEnabled(true) <Sign In>[button]")
        XCTAssertEqual(read("Проверить, что кнопка «Sign In» неактивна"), "verifyEnabled(false) <Sign In>[button]")
        XCTAssertEqual(read("Кнопка «Sign In» активна"), "verifyEnabled(true) <Sign In>[button]")
        XCTAssertEqual(read("Verify \"Remember me\" is not on"), "verifySwitch(false) <Remember me>")
        XCTAssertEqual(read("Verify \"Remember me\" isn't checked"), "verifySwitch(false) <Remember me>")
        XCTAssertEqual(read("Переключатель «Push» не включён"), "verifySwitch(false) <Push>[switch]")
        XCTAssertEqual(read("Ensure there is no error banner"), "verifyHidden <error banner>")
        let dropped = "the step says 'not' where kassios cannot tell what it applies to; write it as a check such as '… is not shown', '… is off', '… is disabled'"
        XCTAssertEqual(parser.parse("Verify \"Remember me\" is not toggled"), .unrecognized(dropped))
        XCTAssertEqual(parser.parse("Verify the Remember me switch not on"), .unrecognized(dropped))
        XCTAssertEqual(parser.parse("Проверить, что «Sign In» не нажата"), .unrecognized(dropped.replacingOccurrences(of: "'not'", with: "'не'")))
        XCTAssertEqual(parser.parse("Tap \"Sign In\" and the Home screen is shown"), .unrecognized("several things in one step ('and'); write one step each"))
        // Opening a bare target, a negation may be a name ("Don't allow", "Нет"): the planner then wants an exact match.
        XCTAssertEqual(read("Tap Don't allow"), "tap <Don't allow>")
        XCTAssertEqual(read("Нажать Нет"), "tap <Нет>")
        XCTAssertEqual(read("Verify no error banner is shown"), "verifyVisible <no error banner>")
    }

    func testCountsAreRead() {
        XCTAssertEqual(intent("Tap \"Sign In\" twice")?.count, 2)
        XCTAssertEqual(intent("Tap Next 3 times")?.count, 3)
        XCTAssertEqual(intent("Нажать «Далее» два раза")?.count, 2)
        XCTAssertEqual(intent("Дважды нажать «Sign In»")?.count, 2)
        XCTAssertEqual(read("Дважды нажать «Sign In»"), "tap <Sign In>")
        XCTAssertEqual(intent("Tap \"Sign In\"")?.count, 1)
        XCTAssertEqual(intent("Enter \"5 times\" into Notes")?.count, 1)
    }

    /// Two verbs joined by "and", "then", "затем", "и" or a comma are two steps; a join without a verb after it is none.
    func testStepsWithTwoActionsAreSplit() {
        XCTAssertEqual(parser.actions(in: "Enter \"a\" into Email and tap \"Sign In\""), ["Enter \"a\" into Email", "tap \"Sign In\""])
        XCTAssertEqual(parser.actions(in: "Ввести «ada» в поле Email, затем нажать кнопку «Sign In»"), ["Ввести «ada» в поле Email", "нажать кнопку «Sign In»"])
        XCTAssertEqual(parser.actions(in: "Ввести «a» в поле «Email» и нажать «Sign In»"), ["Ввести «a» в поле «Email»", "нажать «Sign In»"])
        XCTAssertEqual(parser.actions(in: "Enter \"pw\" into Email then tap Sign In, and then the user checks the balance"),
                       ["Enter \"pw\" into Email", "tap Sign In", "checks the balance"])
        for whole in ["Tap \"Terms and conditions\"", "Tap Terms and Conditions", "Проверить, что отображается «Sign In»",
                      "Tap \"Sign In\" and \"Help\"", "Then tap \"Sign In\"", "Tap Save after entering the name"] {
            XCTAssertEqual(parser.actions(in: whole), [whole])
        }
    }

    func testWaitScrollSwipe() {
        // After an article, a verb's word is the target's: MetroBuddy's swipe button.
        XCTAssertEqual(read("the swipe button is shown"), "verifyVisible <swipe>[button]")
        XCTAssertEqual(read("Then the open button is shown"), "verifyVisible <open>[button]")
        XCTAssertEqual(read("Then tap the swipe button"), "tap <swipe>[button]")
        XCTAssertEqual(read("Wait for the balance"), "waitFor <balance>")
        XCTAssertEqual(read("wait until \"Done\" appears"), "verifyVisible <Done>")
        XCTAssertEqual(read("Дождаться появления «Done»"), "waitFor <Done>")
        XCTAssertEqual(read("Scroll down"), "scroll(Optional(KassiosCodegen.StepIntent.Direction.down))")
        XCTAssertEqual(read("Scroll to \"Sign out\""), "scroll(nil) <Sign out>")
        XCTAssertEqual(read("Прокрутить вниз до «Sign out»"), "scroll(nil) <Sign out>")
        XCTAssertEqual(read("Swipe left on the carousel"), "swipe(KassiosCodegen.StepIntent.Direction.left) <carousel>")
        XCTAssertEqual(read("Свайпнуть влево"), "swipe(KassiosCodegen.StepIntent.Direction.left)")
        XCTAssertEqual(parser.parse("Swipe the carousel"), .unrecognized("a swipe needs a direction: left, right, up, down (влево, вправо, вверх, вниз)"))
    }

    func testSwitchesToggleBackOpenLaunch() {
        XCTAssertEqual(read("Turn on \"Remember me\""), "setSwitch(true) <Remember me>")
        XCTAssertEqual(read("turn Remember me off"), "setSwitch(false) <Remember me>")
        XCTAssertEqual(read("Disable push notifications"), "setSwitch(false) <push notifications>")
        XCTAssertEqual(read("Включить «Face ID»"), "setSwitch(true) <Face ID>")
        XCTAssertEqual(read("выключает «Face ID»"), "setSwitch(false) <Face ID>")
        XCTAssertEqual(read("Toggle \"Dark mode\""), "toggle <Dark mode>")
        XCTAssertEqual(read("Переключить «Dark mode»"), "toggle <Dark mode>")
        XCTAssertEqual(read("Go back"), "goBack")
        XCTAssertEqual(read("Вернуться назад"), "goBack")
        XCTAssertEqual(read("Open the Transfer screen"), "open <Transfer>[screen]")
        XCTAssertEqual(read("Открыть экран «Settings»"), "open <Settings>[screen]")
        XCTAssertEqual(read("Go to Settings"), "open <Settings>")
        // "Switch to" a tab or mode is going there; a switch alone is a control (`toggle`).
        XCTAssertEqual(read("Switch to insights"), "open <insights>")
        XCTAssertEqual(read("Переключиться на вкладку «Insights»"), "open <Insights>[tab]")
        XCTAssertEqual(read("Toggle the switch \"Dark mode\""), "toggle <Dark mode>[switch]")
        XCTAssertEqual(read("Open the app"), "launch")
        XCTAssertEqual(read("Запустить приложение"), "launch")
    }

    func testStepsWithoutAVerbOrTargetSayWhy() {
        XCTAssertEqual(parser.parse("The user has a frozen card"),
                       .unrecognized("no known verb (tap, enter, see, wait for, scroll, swipe, turn on/off, go back, open; нажать, ввести, проверить…)"))
        XCTAssertEqual(parser.parse("Tap"), .unrecognized("no target after the verb"))
        XCTAssertEqual(parser.parse("Tap \"A\" and \"B\""), .unrecognized("several targets in one step: 'A', 'B'; write one step each"))
        XCTAssertEqual(parser.parse(""), .unrecognized("the step is empty"))
    }

    func testQuotesOfEveryKindAndApostrophesInWords() {
        XCTAssertEqual(read("Tap «Войти»"), "tap <Войти>")
        XCTAssertEqual(read("Tap “Sign In”"), "tap <Sign In>")
        XCTAssertEqual(read("Tap 'Sign In'"), "tap <Sign In>")
        XCTAssertEqual(read("Tap the user's avatar"), "tap <user's avatar>")
        // Backslash escapes inside "…", as in a Swift or JSON string.
        XCTAssertEqual(read(#"Type "he said \"hi\" \\ ok" into Email"#), #"enterText("he said \"hi\" \\ ok") <Email>"#)
        XCTAssertEqual(read(#"Tap "C:\\""#), #"tap <C:\>"#)
    }

    func testIdentifierWordsAreTheSameReadByBytesOrByCharacters() {
        XCTAssertEqual(Words.ofIdentifier("IBANLabel"), ["iban", "label"])
        XCTAssertEqual(Words.ofIdentifier("home_tile-2x3"), ["home", "tile", "2", "x", "3"])
        XCTAssertEqual(Words.ofIdentifier("login.rememberMe"), ["login", "remember", "me"])
        XCTAssertEqual(Words.ofIdentifier("кнопкаВойти"), ["кнопка", "войти"])
        XCTAssertEqual(Words.ofIdentifier("ЁлкаButton"), ["елка", "button"])
        let samples = ["", "a", "A", "_", "loginButton", "URLField2", "a1B2c3", "ABCdefGHI", "x.Y.z", "tab_HOME-9",
                       "already__split..twice", "9Lives", "TOTPCode", "signIn2FAButton", "q", "Q9", "iOS15"]
        for sample in samples {
            XCTAssertEqual(Words.ofASCIIIdentifier(sample), Words.ofIdentifierCharacters(sample), sample)
        }
        // Every identifier of up to four of these bytes: the two readings agree on each.
        let alphabet = Array("aZ1._".utf8)
        var texts = [""]
        for _ in 0..<4 { texts = texts.flatMap { text in alphabet.map { text + String(UnicodeScalar($0)) } } }
        for text in texts {
            XCTAssertEqual(Words.ofASCIIIdentifier(text), Words.ofIdentifierCharacters(text), text)
        }
    }

    func testARatioWithAThresholdIsTheRatioWhenItReachesIt() {
        let words = ["", "a", "sign in", "sign in button", "signin", "log in", "login button", "remember me", "кнопка войти",
                     "кнопк войт", "settings", "setting", "transfer sent", "transfers"]
        for threshold in [0.0, 0.5, 0.6, 0.75, 0.8, 0.9, 1.0] {
            for a in words {
                for b in words {
                    let ratio = TextSimilarity.ratio(a, b)
                    XCTAssertEqual(TextSimilarity.ratio(a, b, atLeast: threshold), ratio >= threshold ? ratio : nil, "\(a) / \(b) at \(threshold)")
                }
            }
        }
        // Pairs a few edits apart, where what rules a pair out early (its lengths, the bytes it is
        // made of) must never rule out one within reach: each word against itself after one to
        // six random insertions, deletions or substitutions.
        var random = SplitMix64(seed: 11)
        let alphabet = Array("abcdeilmnorstu кнопвй".unicodeScalars)
        var reached = 0
        for _ in 0..<3_000 {
            let a = String(String.UnicodeScalarView((0..<(1 + random.below(18))).map { _ in alphabet[random.below(alphabet.count)] }))
            var edited = Array(a.unicodeScalars)
            for _ in 0..<(1 + random.below(6)) {
                let at = random.below(edited.count + 1)
                switch random.below(3) {
                case 0: edited.insert(alphabet[random.below(alphabet.count)], at: at)
                case 1: if at < edited.count { edited.remove(at: at) }
                default: if at < edited.count { edited[at] = alphabet[random.below(alphabet.count)] }
                }
            }
            let b = String(String.UnicodeScalarView(edited))
            let ratio = TextSimilarity.ratio(a, b)
            for threshold in [0.5, 0.75, 0.8] {
                let expected = ratio >= threshold ? ratio : nil
                XCTAssertEqual(TextSimilarity.ratio(a, b, atLeast: threshold), expected, "\(a) / \(b) at \(threshold)")
                if expected != nil && ratio < 1 { reached += 1 }
            }
        }
        XCTAssertGreaterThan(reached, 500, "too few pairs within reach to test what rules pairs out: \(reached)")
    }

    func testNormalizedWordsAreLowercaseWithYoAsYe() {
        XCTAssertEqual(Words.normalized("Sign"), "sign")
        XCTAssertEqual(Words.normalized("ЁЛКА"), "елка")
        XCTAssertEqual(Words.normalized("ещё"), "еще")
        XCTAssertEqual(Words.normalized("Ñandú"), "ñandú")
    }

    func testTheConfigurationAddsPhrases() {
        var vocabulary = Vocabulary.standard
        vocabulary.add("smash", for: .tap)
        vocabulary.add("ткнуть*", for: .tap)
        let extended = StepParser(vocabulary: vocabulary)
        XCTAssertEqual(extended.parse("Smash \"Sign In\""), .intent(StepIntent(action: .tap, targets: [TargetPhrase(text: "Sign In", words: ["sign", "in"], quoted: true)])))
        guard case .intent(let russian) = extended.parse("Ткнуть в «Sign In»") else { return XCTFail("not read") }
        XCTAssertEqual(russian.action, .tap)
        XCTAssertEqual(parser.parse("Smash \"Sign In\"").isIntent, false)
    }

    /// The vocabulary matches through an index (patterns worked out once, phrases by their
    /// first word): it must pick what reading every phrase in order picks. Steps made of the
    /// vocabulary's own words, their English forms and near misses, in every position.
    func testTheIndexedMatchPicksWhatReadingEveryPhrasePicks() {
        var vocabulary = Vocabulary.standard
        vocabulary.add("smash", for: .tap)
        vocabulary.add("ткнуть*", for: .tap)
        vocabulary.add("check", for: .see)   // the same first word as a built-in stem: the team's wins a tie
        vocabulary.add("s* please", for: .tap)
        vocabulary.add("* please", for: .tap)   // a stem of nothing, which takes the English endings alone
        var pool = Set<String>()
        for phrase in vocabulary.phrases {
            for word in phrase.words {
                guard word.hasSuffix("*") else { pool.insert(word); continue }
                let stem = String(word.dropLast())
                pool.formUnion([stem, stem + "s", stem + "ing", stem + "out", stem + "ие", stem + "ation", String(stem.dropLast())])
                pool.formUnion(Vocabulary.englishForms(of: stem))
            }
        }
        pool.formUnion(["sign", "in", "button", "\u{0}", "ёлка", "е\u{301}", "tap\u{301}"])
        let words = pool.sorted()
        var random = SplitMix64(seed: 7)
        let positions: [(String, (Vocabulary.Phrase) -> Bool)] = [
            ("start", { $0.position == .start || $0.position == .either }),
            ("end of two", { ($0.position == .end || $0.position == .either) && $0.words.count == 2 }),
            ("middle", { $0.position == .middle }),
            ("any", { _ in true }),
        ]
        var matched = 0, matchedSeveralWords = 0
        for round in 0..<1_500 {
            var step = (0..<(1 + random.below(5))).map { _ in words[random.below(words.count)] }
            var at = random.below(step.count)
            // Every other step holds a phrase of several words, its stems in one of their forms, and
            // is read where the phrase starts, or a word before or after.
            let phrase = vocabulary.phrases[random.below(vocabulary.phrases.count)]
            if round % 2 == 0 && phrase.words.count > 1 {
                let spelled = phrase.words.map { word in
                    word.hasSuffix("*") ? String(word.dropLast()) + ["", "s", "ing", "ed", "ие"][random.below(5)] : word
                }
                let start = random.below(step.count + 1)
                step.insert(contentsOf: spelled, at: start)
                at = max(0, min(step.count - 1, start + random.below(3) - 1))
            }
            for (name, accept) in positions {
                let indexed = vocabulary.match(step, at: at, where: accept)
                let plain = Self.plainMatch(vocabulary.phrases, step, at: at, where: accept)
                XCTAssertEqual(indexed, plain, "\(step) at \(at), \(name)")
                if indexed != nil { matched += 1 }
                if (indexed?.words.count ?? 0) > 1 { matchedSeveralWords += 1 }
            }
        }
        XCTAssertGreaterThan(matched, 400, "too few steps matched anything to compare: \(matched)")
        XCTAssertGreaterThan(matchedSeveralWords, 300, "too few steps matched a phrase of several words: \(matchedSeveralWords)")
        // Ties: the earlier phrase wins, a team's phrase before the built-in ones.
        XCTAssertEqual(vocabulary.match(["check"], at: 0, where: { $0.verb == .see })?.words, ["check"])
        XCTAssertEqual(vocabulary.match(["checks"], at: 0, where: { $0.verb == .see })?.words, ["check*"])
        // A stem of nothing takes the English endings alone, as any English stem takes its forms.
        for step in [["ing", "please"], ["s", "please"], ["tap", "please"]] {
            XCTAssertEqual(vocabulary.match(step, at: 0, where: { $0.words.count == 2 }),
                           Self.plainMatch(vocabulary.phrases, step, at: 0, where: { $0.words.count == 2 }), "\(step)")
        }
        XCTAssertEqual(vocabulary.match(["ing", "please"], at: 0, where: { _ in true })?.words, ["*", "please"])
        // "s" starts both `* please` and `s* please`, of one length: the one added last, first in order, wins.
        XCTAssertEqual(vocabulary.match(["s", "please"], at: 0, where: { _ in true })?.words, ["*", "please"])
    }

    /// Every phrase read in order, each word against its pattern: the vocabulary's meaning.
    static func plainMatch(_ phrases: [Vocabulary.Phrase], _ words: [String], at index: Int,
                           where accept: (Vocabulary.Phrase) -> Bool) -> Vocabulary.Phrase? {
        func matches(_ word: String, _ pattern: String) -> Bool {
            guard pattern.hasSuffix("*") else { return word == pattern }
            let stem = pattern.dropLast()
            guard word.hasPrefix(stem) else { return false }
            guard stem.allSatisfy(\.isASCII) else { return true }
            return Vocabulary.englishForms(of: String(stem)).contains(word)
        }
        var best: Vocabulary.Phrase?
        for phrase in phrases where accept(phrase) && index + phrase.words.count <= words.count {
            guard phrase.words.count > (best?.words.count ?? 0) else { continue }
            if phrase.words.indices.allSatisfy({ matches(words[index + $0], phrase.words[$0]) }) { best = phrase }
        }
        return best
    }
}

extension StepReading {
    var isIntent: Bool {
        if case .intent = self { return true }
        return false
    }
}
