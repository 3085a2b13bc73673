/// What one step asks for, before any element is looked up.
public struct StepIntent: Sendable, Equatable {
    public enum Direction: String, Sendable {
        case up, down, left, right
    }

    public enum Action: Sendable, Equatable {
        case tap
        case enterText(String)
        case replaceText(String)
        /// "Type the username", with no text: only a method of the suite named for it types it
        /// (DSSwiftUI's `typeUsername()`, which types the fixed test user).
        case enterUnsaidText
        case verifyVisible
        case verifyHidden
        /// The element's value (a field, a switch) or label (a text) equals, or contains, this.
        case verifyValue(String, contains: Bool)
        /// A switch is on (true) or off.
        case verifySwitch(Bool)
        /// The element can be used (true) or is disabled: `isEnabled`, never a switch's value.
        case verifyEnabled(Bool)
        case waitFor
        /// "Scroll down" moves the content up; nil: towards the target.
        case scroll(Direction?)
        case swipe(Direction)
        case setSwitch(Bool)
        case toggle
        case goBack
        case open
        case launch
    }

    public var action: Action
    /// What the step acts on; several only for checks ("A and B are shown").
    public var targets: [TargetPhrase]
    /// "… on the Success screen": where the target is.
    public var screenHint: TargetPhrase?
    /// "Tap "Sign In" twice": how many times the action is done.
    public var count = 1

    public init(action: Action, targets: [TargetPhrase] = [], screenHint: TargetPhrase? = nil) {
        self.action = action
        self.targets = targets
        self.screenHint = screenHint
    }

    /// Whether the step checks rather than acts.
    public var isCheck: Bool {
        switch action {
        case .verifyVisible, .verifyHidden, .verifyValue, .verifySwitch, .verifyEnabled, .waitFor: return true
        default: return false
        }
    }
}

/// The words a step uses for one element or screen.
public struct TargetPhrase: Sendable, Equatable {
    /// As written, without quotes: `Sign In`, `email`.
    public var text: String
    /// Content words, normalized, without articles and type words.
    public var words: [String]
    /// Type words the step used, as English canonical names: `button`, `field`, `screen`.
    public var typeWords: [String]
    /// Those words as the step wrote them, normalized: `title` and `message`, both `text` as a kind. They
    /// tell `tipTitle` from `tipMessage` for "the tip title".
    public var writtenTypeWords: [String] = []
    public var quoted: Bool
    /// A word beside the target that says something kassios would otherwise drop: a negation
    /// ("not"), a state ("disabled"), a second clause ("and"). A step with one is not read.
    public var unexplainedWord: String?

    public init(text: String, words: [String], typeWords: [String] = [], quoted: Bool = false) {
        self.text = text
        self.words = words
        self.typeWords = typeWords
        self.quoted = quoted
    }

    public var isScreen: Bool { typeWords.contains("screen") }
}

/// The result of reading a step: an intent, or why none could be read.
public enum StepReading: Sendable, Equatable {
    case intent(StepIntent)
    case unrecognized(String)
}
