import KassiosSyntax

/// One test as a runner sees it: an XCTest method in the class that runs it, or a
/// Swift Testing `@Test` function in its suite (or at top level).
public struct TestCase: Equatable, Sendable {
    public enum Framework: String, Sendable {
        case xcTest = "XCTest"
        case swiftTesting = "Swift Testing"
    }

    public let framework: Framework
    /// The class XCTest runs the method in, or the suite type, qualified (`Outer.Inner`);
    /// nil for a top-level `@Test` function.
    public let typeName: String?
    /// `test_login` for XCTest; for Swift Testing the name with its argument labels,
    /// as Swift Testing identifies a test: `login()`, `amount(_:currency:)`.
    public let name: String
    /// The file of the declaration, and where its name is.
    public let file: String
    public let location: SourceLocation
    /// The file that declares `typeName` (its test target is the test's), or `file`.
    public let typeFile: String
    /// For an XCTest method run in a subclass: the class that declares it.
    public let inheritedFrom: String?

    /// How xcodebuild's `-only-testing:` names the test: `Target/Class/method` for XCTest,
    /// `Target/Suite/function()` for Swift Testing (nested suites: `Target/Outer/Inner/f()`),
    /// `Target/function()` for a top-level `@Test` function.
    public func identifier(target: String) -> String {
        switch framework {
        case .xcTest:
            return "\(target)/\(typeName ?? "")/\(name)"
        case .swiftTesting:
            guard let typeName else { return "\(target)/\(name)" }
            return "\(target)/\(typeName.split(separator: ".").joined(separator: "/"))/\(name)"
        }
    }

    /// `LoginTests.test_login`, `AmountTests.zero()`, `zero()`: for messages.
    public var displayName: String {
        typeName.map { "\($0).\(name)" } ?? name
    }
}

/// Finds the tests of a project: `func test…()` methods of every class that descends
/// from a test-case root (`XCTestCase`, `KassTestCase`: configurable) through any chain
/// of base classes declared across the files, and every `@Test` function.
struct TestDiscovery {
    let index: DeclarationIndex
    let roots: Set<String>

    /// The root each class reaches (nil: none), memoized.
    private var rootOf: [String: String?] = [:]
    /// Unseen bases of another name that a class descending from them acts as a test case on
    /// (`actsAsATestCase`), anywhere down the chain: `MenuTests: BaseUITest`, `BaseUITest:
    /// FeatureFlaggedTestBase` makes `FeatureFlaggedTestBase` a root for every class on it.
    private var actingUnseenBases: Set<String> = []

    init(index: DeclarationIndex, roots: Set<String>) {
        self.index = index
        self.roots = roots
        for type in index.sortedTypes where type.kind == .class && TestDiscovery.actsAsATestCase(type) {
            var current = type
            var seen: Set<String> = [type.qualifiedName]
            while let superclass = current.superclass {
                guard let resolved = superclass.resolved, resolved.kind != nil else {
                    // A chain that ends at `NSObject` is certainly no test case's.
                    if superclass.written.baseName != "NSObject" { actingUnseenBases.insert(superclass.written.baseName) }
                    break
                }
                guard resolved.kind == .class, seen.insert(resolved.qualifiedName).inserted else { break }
                current = resolved
            }
        }
        for type in index.sortedTypes where type.kind == .class {
            _ = root(of: type.qualifiedName)
        }
    }

    /// The test-case root a class descends from, following base classes across files to a
    /// fixpoint; nil when its chain ends elsewhere (or loops). Walked up without recursion, and
    /// no further than `DeclarationIndex.maximumClassDepth` classes: a chain of thousands is
    /// no suite's, and each class of it would keep the classes above it.
    private mutating func root(of start: String) -> String? {
        var below: [String] = []   // the classes walked through, each a subclass of the next
        var onTheWay: Set<String> = []
        var name = start
        var result: String?
        while true {
            if let known = rootOf[name] { result = known; break }
            guard !onTheWay.contains(name), below.count < DeclarationIndex.maximumClassDepth,
                  let superclass = index.types[name]?.superclass else { break }
            if let resolved = superclass.resolved, resolved.kind == .class, !roots.contains(resolved.name) {
                below.append(name)
                onTheWay.insert(name)
                name = resolved.qualifiedName
                continue
            }
            let writtenBase = superclass.written.baseName
            // Unseen: no declaration of it (the files may still extend it: a type of extensions alone has no kind).
            let isUnseen = superclass.resolved?.kind == nil
            if roots.contains(writtenBase) || (isUnseen && (TestDiscovery.isNamedAsATestCase(writtenBase) || actingUnseenBases.contains(writtenBase))) {
                result = writtenBase
            }
            rootOf[name] = .some(result)
            break
        }
        for walked in below { rootOf[walked] = .some(result) }
        return result
    }

    /// A base class the linted files do not declare, named as XCTest's classes are
    /// (`UITestCase`, `BaseUITestCase`): a test case of the suite's own, kept in a support
    /// target or framework beside the tests. A base of another name is left to `test_case_roots`.
    static func isNamedAsATestCase(_ name: String) -> Bool {
        name.hasSuffix("TestCase")
    }

    /// Whether a class does what only an XCTest case does: overrides `setUp`/`tearDown` (its base has
    /// them), or is named as a suite of tests (`…Tests`, `…Test`) and declares a test method. One on an
    /// unseen base of another name (firefox-ios's `ZoomingTests: FeatureFlaggedTestBase`), directly or
    /// through classes of the files, makes that base a root (`actingUnseenBases`).
    static func actsAsATestCase(_ type: TypeInfo) -> Bool {
        let namedAsTests = type.name.hasSuffix("Tests") || type.name.hasSuffix("Test")
        return type.members.contains { member in
            guard case .function(let function) = member.value, function.body != nil else { return false }
            if function.header.has("override"), overriddenTestHooks.contains(function.name) { return true }
            return namedAsTests && xcTestDisqualification(function) == nil
        }
    }

    /// XCTestCase's methods that a test case overrides to prepare and clean up.
    static let overriddenTestHooks: Set<String> = ["setUp", "setUpWithError", "tearDown", "tearDownWithError"]

    func isTestClass(_ qualifiedName: String) -> Bool {
        (rootOf[qualifiedName] ?? nil) != nil
    }

    /// The classes from `type` up to (not including) its root, nearest first.
    func chain(from type: TypeInfo) -> [TypeInfo] {
        var chain = [type]
        var seen: Set<String> = [type.qualifiedName]
        var current = type
        while let superclass = current.superclass?.resolved, superclass.kind == .class,
              !roots.contains(superclass.name), seen.insert(superclass.qualifiedName).inserted {
            chain.append(superclass)
            current = superclass
        }
        return chain
    }

    /// Why a function XCTest would otherwise run is not a test method; nil when it is one.
    static func xcTestDisqualification(_ function: FunctionDecl) -> String? {
        guard function.kind == .function else { return "\(function.kind.rawValue)s are not tests" }
        guard function.name.hasPrefix("test") else { return "XCTest runs only methods whose names start with 'test'" }
        guard function.parameters.isEmpty else { return "XCTest runs only test methods without parameters" }
        if function.header.isStatic { return "a static method is not a test" }
        if function.header.modifiers.contains(where: { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }) {
            return "XCTest does not see private methods"
        }
        if function.genericParameters != nil { return "a generic method is not a test" }
        if let returned = function.returnType?.text, returned != "Void", returned != "()" {
            return "a test method returns nothing; this one returns \(returned)"
        }
        return nil
    }

    static func isSwiftTestingTest(_ function: FunctionDecl) -> Bool {
        function.kind == .function && function.header.attributes.contains { $0.name == "Test" }
    }

    /// Every test, keyed by the declaration of its function: an inherited XCTest method
    /// has one test per class that runs it.
    func testsByFunction() -> [ObjectIdentifier: [TestCase]] {
        var result: [ObjectIdentifier: [TestCase]] = [:]
        for type in index.sortedTypes {
            // Swift Testing: `@Test` in any type (its extensions included).
            for member in type.members {
                guard case .function(let function) = member.value, TestDiscovery.isSwiftTestingTest(function) else { continue }
                let typeFile = type.primary?.file.path ?? type.declarations.first?.file.path ?? member.file.path
                result[ObjectIdentifier(function), default: []].append(TestCase(
                    framework: .swiftTesting, typeName: type.qualifiedName, name: function.signature, file: member.file.path,
                    location: function.nameLocation, typeFile: typeFile, inheritedFrom: nil))
            }
            // XCTest: the class's own test methods and those it inherits; XCTest cannot run a generic class.
            guard type.kind == .class, isTestClass(type.qualifiedName), let primary = type.primary,
                  primary.value.genericParameters == nil else { continue }
            var seenNames: Set<String> = []
            for (depth, declaring) in chain(from: type).enumerated() {
                var declaredHere: Set<String> = []
                for member in declaring.members {
                    guard case .function(let function) = member.value, function.kind == .function else { continue }
                    declaredHere.insert(function.name)
                    guard !seenNames.contains(function.name), TestDiscovery.xcTestDisqualification(function) == nil,
                          !TestDiscovery.isSwiftTestingTest(function) else { continue }
                    result[ObjectIdentifier(function), default: []].append(TestCase(
                        framework: .xcTest, typeName: type.qualifiedName, name: function.name, file: member.file.path,
                        location: function.nameLocation, typeFile: primary.file.path,
                        inheritedFrom: depth == 0 ? nil : declaring.qualifiedName))
                }
                seenNames.formUnion(declaredHere)
            }
        }
        for member in index.topLevel {
            guard case .function(let function) = member.value, TestDiscovery.isSwiftTestingTest(function) else { continue }
            result[ObjectIdentifier(function), default: []].append(TestCase(
                framework: .swiftTesting, typeName: nil, name: function.signature, file: member.file.path,
                location: function.nameLocation, typeFile: member.file.path, inheritedFrom: nil))
        }
        return result
    }

    /// Why a function that is not a test is not one: for `catches-on-non-test`.
    func whyNotATest(_ function: FunctionDecl, in type: TypeInfo?) -> String {
        let rootList = roots.sorted().joined(separator: " or ")
        guard let type else {
            return "a top-level function is a test only with @Test"
        }
        guard type.kind == .class else {
            let kind = type.kind?.rawValue ?? "type"
            return "\(type.qualifiedName) is a \(kind): mark the function @Test, or move it into a subclass of \(rootList)"
        }
        guard isTestClass(type.qualifiedName) else {
            guard let superclass = chain(from: type).last.flatMap({ $0.superclass?.written.text }) else {
                return "\(type.qualifiedName) has no superclass: test methods live in subclasses of \(rootList)"
            }
            return "\(type.qualifiedName) does not descend from \(rootList) (its base classes end at \(superclass)); add the root with 'catches: test_case_roots' if it is one"
        }
        if let generic = type.primary?.value.genericParameters, !generic.isEmpty, function.kind == .function,
           TestDiscovery.xcTestDisqualification(function) == nil {
            return "XCTest does not run a generic class's tests (they run in its concrete subclasses)"
        }
        return TestDiscovery.xcTestDisqualification(function) ?? "it is not a test"
    }
}

extension Project {
    /// Qualified names of the XCTest classes: every class descending from a configured
    /// test-case root (`testCaseRoots`) through base classes across the files.
    public var testCaseClassNames: Set<String> {
        let discovery = TestDiscovery(index: index, roots: configuration.testCaseRoots)
        return Set(index.sortedTypes.lazy.filter { $0.kind == .class && discovery.isTestClass($0.qualifiedName) }.map(\.qualifiedName))
    }

    /// Whether XCTest would run this method of a test class.
    public static func isXCTestMethod(_ function: FunctionDecl) -> Bool {
        function.body != nil && TestDiscovery.xcTestDisqualification(function) == nil
    }
}
