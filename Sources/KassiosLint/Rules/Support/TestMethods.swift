import KassiosModel
import KassiosSyntax

/// The XCTest test methods of the linted files: `func test…()` without parameters, not
/// static, declared in a class that descends from `XCTestCase` or `KassTestCase` through
/// base classes the files declare (or in an extension of such a class).
enum TestMethods {
    struct Method {
        /// The qualified name of the test class.
        let typeName: String
        let function: FunctionDecl
        let file: SourceFile
    }

    static let roots: Set<String> = ["XCTestCase", "KassTestCase"]

    /// In type order (files by path, then position), each type's methods in member order.
    static func all(in project: Project) -> [Method] {
        let testClasses = classes(in: project)
        guard !testClasses.isEmpty else { return [] }
        var methods: [Method] = []
        for type in project.index.sortedTypes where testClasses.contains(type.qualifiedName) {
            for member in type.members {
                guard case .function(let function) = member.value, isTest(function) else { continue }
                methods.append(Method(typeName: type.qualifiedName, function: function, file: member.file))
            }
        }
        return methods
    }

    /// The qualified names of the test classes: down from the roots, subclass by subclass.
    /// Only classes whose superclass is spelled like a test class are resolved.
    static func classes(in project: Project) -> Set<String> {
        var subclasses: [String: [TypeInfo]] = [:]   // by the superclass's simple name as written
        for type in project.index.sortedTypes where type.kind == .class {
            guard let superclass = type.primary?.value.inheritance.first else { continue }
            subclasses[superclass.baseName, default: []].append(type)
        }
        var found: Set<String> = []
        var queue = roots.flatMap { subclasses[$0] ?? [] }.map(\.qualifiedName)
        while let name = queue.popLast() {
            guard found.insert(name).inserted, let type = project.index.types[name] else { continue }
            for subclass in subclasses[type.name] ?? [] {
                // `class B: A` where another `A` is meant: the superclass must resolve to this one.
                guard let written = subclass.primary?.value.inheritance.first,
                      project.index.resolveType(written.text, from: enclosingType(of: subclass.qualifiedName)) === type
                else { continue }
                queue.append(subclass.qualifiedName)
            }
        }
        return found
    }

    static func isTest(_ function: FunctionDecl) -> Bool {
        function.kind == .function && function.name.hasPrefix("test") && function.parameters.isEmpty
            && !function.header.isStatic && function.body != nil
    }

    static func enclosingType(of qualifiedName: String) -> String? {
        qualifiedName.lastIndex(of: ".").map { String(qualifiedName[..<$0]) }
    }
}
