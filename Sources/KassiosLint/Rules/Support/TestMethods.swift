import KassiosModel
import KassiosSyntax

/// The XCTest test methods of the linted files, as `kassios catches` finds them: `func test…()`
/// without parameters in a class descending from a configured test-case root (default
/// `XCTestCase`, `KassTestCase`) through base classes the files declare.
enum TestMethods {
    struct Method {
        /// The qualified name of the test class.
        let typeName: String
        let function: FunctionDecl
        let file: SourceFile
    }

    /// In type order (files by path, then position), each type's methods in member order.
    /// Test classes and test methods are the ones `kassios catches` finds (configurable roots).
    static func all(in project: Project) -> [Method] {
        let testClasses = project.testCaseClassNames
        guard !testClasses.isEmpty else { return [] }
        var methods: [Method] = []
        for type in project.index.sortedTypes where testClasses.contains(type.qualifiedName) {
            for member in type.members {
                guard case .function(let function) = member.value, Project.isXCTestMethod(function) else { continue }
                methods.append(Method(typeName: type.qualifiedName, function: function, file: member.file))
            }
        }
        return methods
    }
}
