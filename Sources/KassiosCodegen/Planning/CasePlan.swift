import KassiosModel

/// What one test case becomes: the launch, and each step either as an operation on a
/// known screen, or as a refusal that says why and what came close.
public struct CasePlan: Sendable {
    public let testCase: ManualTestCase
    /// `test_sign_in_with_valid_credentials`.
    public var methodName: String
    public var launch: LaunchSettings
    /// Preconditions the configuration maps, by their configured words.
    public var mappedPreconditions: [String]
    /// The suite's set-up helpers the preconditions call, in order, before the launch.
    public var setUpCalls: [SetUpHelper] = []
    public var unmappedPreconditions: [CaseText]
    public var items: [PlannedItem]

    /// Screen objects, robots and page objects the test uses, in order of first use.
    public var screensUsed: [String] {
        var seen: [String] = []
        for item in items {
            guard case .automated(let operation, _) = item.outcome else { continue }
            for container in (item.way + [operation]).compactMap(\.container) where !seen.contains(container) { seen.append(container) }
        }
        return seen
    }

    public var automatedCount: Int { items.filter(\.isAutomated).count }
    public var refusedCount: Int { items.count - automatedCount }
}

/// One step, expected result or precondition of a case, and what became of it.
public struct PlannedItem: Sendable {
    /// `step 3`, `expected result 1`, `step 2, expected result`, `precondition 1`.
    public let label: String
    public let text: String
    public let line: Int
    public var outcome: Outcome
    /// How many times the operation is done ("Tap "Sign In" twice").
    public var repetitions = 1
    /// Moves done first, the suite's way to the screen the step is on, where the case jumps there.
    public var way: [Operation] = []
    /// What a reader of the summary must know about an automated item: a move no test shows,
    /// a way the case did not spell out, two names for one element.
    public var notes: [String] = []

    public enum Outcome: Sendable {
        /// With the evidence that chose the element or screen (`label "Sign In"`).
        case automated(Operation, evidence: String?)
        case refused(Refusal)
    }

    public var isAutomated: Bool {
        if case .automated = outcome { return true }
        return false
    }
}

/// Why a step is left to a person.
public struct Refusal: Error, Sendable, Equatable {
    public var reason: String
    /// Elements or screens that came close, as `Screen.element ("id", label "…")`.
    public var candidates: [String]
    /// An identifier the app must add for the step to be automated, named.
    public var missingIdentifier: String?
    /// The dump whose screen the suite lacks a screen object for: generating one from it
    /// may let the step through.
    public var neededDump: String?

    public init(reason: String, candidates: [String] = [], missingIdentifier: String? = nil, neededDump: String? = nil) {
        self.reason = reason
        self.candidates = candidates
        self.missingIdentifier = missingIdentifier
        self.neededDump = neededDump
    }
}

/// What generated code does for a step.
public enum Operation: Sendable, Equatable {
    /// "Open the app": the launch at the top of the test does it.
    case launched
    /// A Gherkin `Given` the configuration maps to launch settings.
    case precondition(String)
    /// A precondition the suite's own set-up helper establishes, called before the launch
    /// (`SetUpHelper`): its call, `try await givenCharacterListSucceeds()`.
    case setUp(call: String)
    case element(container: String, element: CatalogElement, action: StepAction)
    case robotCall(container: String, call: RobotCall)
    /// `assertOnScreen(X.self)`.
    case screenCheck(container: String)
    /// `navigate(to: X.self)`.
    case navigate(container: String)
    /// A screen's own method that takes nothing: `$0.proceed()`.
    case call(container: String, method: String)
    /// `app.swipeUp()`: scrolling with no target.
    case appSwipe(StepIntent.Direction)
    /// The screen's own helper: `$0.scrollTo($0.signOut)`.
    case scrollTo(container: String, helper: String, element: CatalogElement)

    /// The container the operation runs on, if any.
    public var container: String? {
        switch self {
        case .element(let container, _, _), .robotCall(let container, _), .screenCheck(let container),
             .navigate(let container), .scrollTo(let container, _, _), .call(let container, _):
            return container
        case .launched, .precondition, .setUp, .appSwipe:
            return nil
        }
    }
}

public enum StepAction: Sendable, Equatable {
    case tap
    case typeText(String)
    case replaceText(String)
    case setSwitch(Bool)
    case assertVisible
    case assertHidden
    /// Compares `value` (fields, switches) or `label` (texts, buttons).
    case assertValue(String, contains: Bool)
    case assertSwitch(Bool)
    /// `isEnabled`: whether the element can be used.
    case assertEnabled(Bool)
    case swipe(StepIntent.Direction)
}

/// A call on a robot or page object: an existing method, or a stub kassios writes.
public struct RobotCall: Sendable, Equatable {
    public let method: String
    /// Swift source of each argument: `"Grace"`, `enabled: false`.
    public let arguments: [String]
    /// As declared: `Self`, `HomeRobot`; nil when it returns nothing.
    public let returnType: String?
    /// The method to add, when the robot has none that does this.
    public let stub: RobotStub?
    /// Its result may go unused (`@discardableResult`).
    public var isDiscardable = true
    /// Called on the type (a static page object).
    public var isStatic = false
    /// Declared `throws`: called with `try`.
    public var isThrowing = false
    /// Declared `async`: called with `await`.
    public var isAsync = false

    public init(method: String, arguments: [String], returnType: String?, stub: RobotStub?) {
        self.method = method
        self.arguments = arguments
        self.returnType = returnType
        self.stub = stub
    }

    /// A call of a method the robot or page object has.
    init(calling method: ContainerMethod, arguments: [String]) {
        self.init(method: method.name, arguments: arguments, returnType: method.returnType, stub: nil)
        isDiscardable = method.isDiscardable
        isStatic = method.isStatic
        isThrowing = method.isThrowing
        isAsync = method.isAsync
    }

    /// What goes before the call: `try`, `await`, both or neither.
    var effects: CallEffects { CallEffects(throwing: isThrowing, async: isAsync) }
}

/// A method a robot needs and does not have yet, written into an extension.
public struct RobotStub: Sendable, Equatable {
    public let robot: String
    public let name: String
    /// `_ text: String`.
    public let parameters: String
    public let body: [String]
    /// What the step asked, for the stub's comment.
    public let purpose: String
}
