import Foundation
import XCTest

/// Type-checks generated tests with the suite they call into, on any platform: the files'
/// `import XCTest` lines are dropped and a small stand-in for the XCTest and XCUITest API they
/// use is compiled with them (`XCUITestStubs.source`), so that a call with the wrong labels, a
/// second `app`, or a method a robot does not have is an error, as Xcode would say.
enum XCUITestStubs {
    /// The part of XCTest a UI suite and generated tests use, declared with the same shapes.
    static let source = """
    open class XCTestCase {
        public init() {}
        open var continueAfterFailure = true
        open var executionTimeAllowance: Double = 600
        open func setUp() {}
        open func setUpWithError() throws {}
        open func setUp() async throws {}
        open func tearDown() {}
        open func tearDownWithError() throws {}
        open func tearDown() async throws {}
    }
    public func XCTAssertTrue(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
                              file: StaticString = #filePath, line: UInt = #line) {}
    public func XCTAssertFalse(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
                               file: StaticString = #filePath, line: UInt = #line) {}
    public func XCTAssertEqual<T: Equatable>(_ a: @autoclosure () throws -> T, _ b: @autoclosure () throws -> T,
                                             _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {}
    public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}
    public typealias TimeInterval = Double
    public typealias CGFloat = Double
    public struct CGVector { public init(dx: Double, dy: Double) {} }
    public final class XCUICoordinate {
        public func press(forDuration duration: Double, thenDragTo other: XCUICoordinate) {}
        public func tap() {}
    }
    public enum XCUIElementType { case any, button, staticText, textField, secureTextField, searchField, scrollView, cell, other }
    public class XCUIElementTypeQueryProvider {
        public var buttons: XCUIElementQuery { XCUIElementQuery() }
        public var staticTexts: XCUIElementQuery { XCUIElementQuery() }
        public var textFields: XCUIElementQuery { XCUIElementQuery() }
        public var secureTextFields: XCUIElementQuery { XCUIElementQuery() }
        public var searchFields: XCUIElementQuery { XCUIElementQuery() }
        public var scrollViews: XCUIElementQuery { XCUIElementQuery() }
        public var navigationBars: XCUIElementQuery { XCUIElementQuery() }
        public var cells: XCUIElementQuery { XCUIElementQuery() }
        public var tables: XCUIElementQuery { XCUIElementQuery() }
        public var otherElements: XCUIElementQuery { XCUIElementQuery() }
        public var textViews: XCUIElementQuery { XCUIElementQuery() }
        public var sliders: XCUIElementQuery { XCUIElementQuery() }
        public func descendants(matching type: XCUIElementType) -> XCUIElementQuery { XCUIElementQuery() }
    }
    public final class XCUIElementQuery: XCUIElementTypeQueryProvider {
        public subscript(identifier: String) -> XCUIElement { XCUIElement() }
        public var firstMatch: XCUIElement { XCUIElement() }
        public func element(boundBy index: Int) -> XCUIElement { XCUIElement() }
        public var allElementsBoundByIndex: [XCUIElement] { [] }
        public func matching(identifier: String) -> XCUIElementQuery { self }
    }
    public class XCUIElement: XCUIElementTypeQueryProvider {
        public var exists: Bool { true }
        public var isHittable: Bool { true }
        public var isEnabled: Bool { true }
        public var label: String { "" }
        public var value: Any? { nil }
        public var firstMatch: XCUIElement { self }
        public func waitForExistence(timeout: Double) -> Bool { true }
        public func tap() {}
        public func typeText(_ text: String) {}
        public func adjust(toNormalizedSliderPosition position: CGFloat) {}
        public func swipeUp() {}
        public func swipeDown() {}
        public func swipeLeft() {}
        public func swipeRight() {}
        public func coordinate(withNormalizedOffset offset: CGVector) -> XCUICoordinate { XCUICoordinate() }
    }
    public final class XCUIApplication: XCUIElement {
        public enum State { case runningForeground }
        public override init() {}
        public var launchArguments: [String] = []
        public var launchEnvironment: [String: String] = [:]
        public func launch() {}
        public func wait(for state: State, timeout: Double) -> Bool { true }
    }
    """

    /// The type checker's errors for the files, with the stand-in; empty when they type-check.
    /// Fails the test when swiftc is not on PATH: the toolchain that runs the tests has it.
    static func typecheckErrors(_ files: [(path: String, text: String)], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let sources = ([("XCUITestStubs.swift", source)] + files).enumerated().map { index, source in
            (name: "\(index)-" + source.0.replacingOccurrences(of: "/", with: "-"),
             text: source.1.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0 == "import XCTest" ? "" : String($0) }.joined(separator: "\n"))
        }
        return try CodegenTestSupport.swiftcErrors(["-typecheck", "-swift-version", "5", "-module-name", "Suite"], sources, file: file, line: line)
    }
}
