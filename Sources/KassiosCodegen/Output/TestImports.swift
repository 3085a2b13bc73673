import KassiosModel
import KassiosSyntax

/// The modules a generated test imports besides XCTest (and KassiOS, for its style): those the
/// suite's own tests import to reach its screens. WordPress keeps its screens in a framework of
/// their own, and each test begins `import UITestsFoundation`; a generated test without it does
/// not compile.
enum TestImports {
    /// `import` lines, sorted: each one at least half of the suite's test files that name one of
    /// `containers` have. When no test names one (screens no test uses yet), of those that name
    /// one of `others` (the suite's other screen objects): not a unit test's `@testable import App`.
    /// XCTest, KassiOS and imports of a declaration or submodule (`import struct Foo.Bar`, `import
    /// UIKit.UIView`) are left out; of the attributes, `@testable`, `@preconcurrency` and `@_spi(…)`
    /// are kept.
    static func lines(project: Project, containers: Set<String>, others: Set<String> = []) -> [String] {
        var testFiles: [SourceFile] = []
        var seen: Set<ObjectIdentifier> = []
        for name in project.testCaseClassNames.sorted() {
            for declaration in project.index.types[name]?.declarations ?? [] where seen.insert(ObjectIdentifier(declaration.file)).inserted {
                testFiles.append(declaration.file)
            }
        }
        let naming = testFiles.filter { names($0, anyOf: containers) }
        let files = naming.isEmpty ? testFiles.filter { names($0, anyOf: others) } : naming
        // By module: how many files import it, and the attributes any of them gives it.
        var counts: [String: Int] = [:]
        var attributes: [String: Set<String>] = [:]
        for file in files {
            var modules: Set<String> = []
            for case .import(let imported) in file.declarations where isCopied(imported) {
                modules.insert(imported.path)
                let kept = imported.attributes.filter { $0 == "testable" || $0 == "preconcurrency" || $0.hasPrefix("_spi(") }
                attributes[imported.path, default: []].formUnion(kept)
            }
            for module in modules { counts[module, default: 0] += 1 }
        }
        return counts.filter { 2 * $0.value >= files.count }.keys.sorted().map { module in
            (attributes[module] ?? []).sorted().map { "@\($0) " }.joined() + "import " + module
        }
    }

    private static func isCopied(_ imported: ImportDecl) -> Bool {
        !imported.path.contains(".") && imported.path != "XCTest" && imported.path != "KassiOS"
    }

    /// Whether the file's code names one of the types (`LoginScreen(app: app)`, `LoginFlow.login()`).
    private static func names(_ file: SourceFile, anyOf types: Set<String>) -> Bool {
        var found = false
        SyntaxTraversal.forEachExpression(in: file.declarations) { expr in
            if !found, case .identifier(let name) = expr.kind, types.contains(name) { found = true }
        }
        return found
    }
}
