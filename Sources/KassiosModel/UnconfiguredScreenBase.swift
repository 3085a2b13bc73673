import KassiosSyntax

/// A class that a suite's screen objects inherit from but that no configured root reaches:
/// WordPress's older `BaseScreen`, a team's own `BasePage`. Its subclasses are not read as
/// screens, so lint checks nothing about them being loaded; a run says so rather than pass
/// in silence.
public struct UnconfiguredScreenBase: Equatable {
    public let name: String
    public let file: String
    public let location: SourceLocation
    /// Its subclasses, at any depth, that declare elements, in file order.
    public let subclasses: [String]
    /// The dialect its members suggest: an `onLoad` property (kassios), an initializer that
    /// takes an element or getters of one (screen-object), a load check such as
    /// `assertVisible()` (robot); nil when none of them.
    public let dialect: ScreenDialect?
}

extension Project {
    /// Classes at the top of a class hierarchy (inheriting from no class: nothing, `NSObject`, or
    /// protocols the files declare or the standard library's), reaching no screen root, with at
    /// least `minimumSubclasses` subclasses that declare elements and are no screens. A class
    /// inheriting from another the linted files do not declare is no top: linting one file of a
    /// suite, `X: BaseScreen` may well be a screen.
    public func unconfiguredScreenBases(minimumSubclasses: Int = 2) -> [UnconfiguredScreenBase] {
        let roots = configuration.allRoots
        let screenNames = Set(screens.map(\.name))
        var parentOf: [String: String] = [:]
        var tops: [TypeInfo] = []
        for type in index.sortedTypes where type.kind == .class {
            guard let superclass = type.superclass else {
                if !roots.contains(type.name) { tops.append(type) }
                continue
            }
            if let resolved = superclass.resolved, resolved.kind == .class {
                parentOf[type.qualifiedName] = resolved.qualifiedName
            } else if superclass.resolved?.kind == .protocol || Project.notClasses.contains(superclass.written.baseName) {
                if !roots.contains(type.name) { tops.append(type) }
            }
            // A class declared in files not linted (a root, `XCTestCase`) may be anything: no top.
        }
        let candidates = Set(tops.map(\.qualifiedName)).subtracting(screenNames)
        guard !candidates.isEmpty else { return [] }

        var subclasses: [String: [TypeInfo]] = [:]
        for type in index.sortedTypes where type.kind == .class && !screenNames.contains(type.qualifiedName) {
            guard !(elementsByType[type.qualifiedName] ?? []).isEmpty else { continue }
            var top = type.qualifiedName
            var steps = 0
            while let parent = parentOf[top], steps < 64 {
                top = parent
                steps += 1
            }
            guard top != type.qualifiedName, candidates.contains(top) else { continue }
            subclasses[top, default: []].append(type)
        }
        return tops.compactMap { base in
            guard let found = subclasses[base.qualifiedName], found.count >= minimumSubclasses, let primary = base.primary else { return nil }
            return UnconfiguredScreenBase(name: base.qualifiedName, file: primary.file.path, location: primary.value.nameLocation,
                                          subclasses: found.map(\.qualifiedName), dialect: suggestedDialect(of: base, subclasses: found))
        }
    }

    /// What a class may inherit from first and still be the top of a class hierarchy: `NSObject`,
    /// and the standard library's protocols a page object is likely to adopt.
    static let notClasses: Set<String> = ["NSObject", "CustomStringConvertible", "CustomDebugStringConvertible", "Equatable",
                                          "Hashable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable",
                                          "Sendable", "AnyObject"]

    /// kassios when the base or a subclass declares the `onLoad` property; screen-object when
    /// the base's initializer takes an element or getters; robot when a subclass declares a load
    /// check (the robot dialect reads the screens' own checks, not the root's).
    private func suggestedDialect(of base: TypeInfo, subclasses: [TypeInfo]) -> ScreenDialect? {
        let onLoad = configuration.onLoadProperty
        for type in [base] + subclasses {
            for member in type.members {
                if case .variable(let variable) = member.value, variable.bindings.binds(onLoad) { return .kassios }
            }
        }
        for member in base.members {
            guard case .function(let function) = member.value, function.kind == .initializer else { continue }
            let takesElements = function.parameters.contains { parameter in
                parameter.label == "expectedElementGetters" || parameter.label == "expectedElementGetter"
                    || ScreenCatalogBuilder.isElementType(parameter.type)
            }
            if takesElements { return .screenObject }
        }
        let checks = configuration.robotLoadChecks
        for type in subclasses {
            for member in type.members {
                switch member.value {
                case .variable(let variable) where checks.contains(where: variable.bindings.binds): return .robot
                case .function(let function) where function.kind == .function && checks.contains(function.name): return .robot
                default: break
                }
            }
        }
        return nil
    }
}
