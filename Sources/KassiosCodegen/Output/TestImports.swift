import KassiosModel
import KassiosSyntax

/// The modules a generated test imports besides XCTest (and KassiOS, for its style): those the
/// suite's own tests import to reach its screens. WordPress keeps its screens in a framework of
/// their own, and each test begins `import UITestsFoundation`; a generated test without it does
/// not compile.
enum TestImports {
    /// `import` lines, sorted, attributes kept (`@testable import App`): each one at least half of
    /// the suite's test files that name one of `containers` have. When no test names one (screens
    /// no test uses yet), at least half of all its test files. XCTest, KassiOS and imports of a
    /// declaration or submodule (`import struct Foo.Bar`, `import UIKit.UIView`) are left out.
    static func lines(project: Project, containers: Set<String>) -> [String] {
        var testFiles: [SourceFile] = []
        var seen: Set<ObjectIdentifier> = []
        for name in project.testCaseClassNames.sorted() {
            for declaration in project.index.types[name]?.declarations ?? [] where seen.insert(ObjectIdentifier(declaration.file)).inserted {
                testFiles.append(declaration.file)
            }
        }
        let naming = testFiles.filter { names($0, anyOf: containers) }
        let files = naming.isEmpty ? testFiles : naming
        var counts: [String: Int] = [:]
        for file in files {
            var lines: Set<String> = []
            for case .import(let imported) in file.declarations where isCopied(imported) {
                lines.insert(imported.attributes.map { "@\($0) " }.joined() + "import " + imported.path)
            }
            for line in lines { counts[line, default: 0] += 1 }
        }
        return counts.filter { 2 * $0.value >= files.count }.keys.sorted()
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
