import KassiosHierarchy
import KassiosMap
import KassiosModel
import KassiosSyntax

/// Which type of a file `--update` adds a dump's elements to. `--name` picks it; without
/// it, a file with one screen object updates that one, and a file with several updates the
/// one the dump shows, judged as `kassios identify` judges it. Guessing wrong would add a
/// whole other screen's elements to the wrong type, so a dump that fits none of them, or
/// several equally, is refused with the names to pass to `--name`.
enum UpdateTarget {
    /// - Parameter candidates: the file's classes and structs, in file order.
    static func choose(among candidates: [TypeInfo], name: String?, hierarchy: Hierarchy, file: SourceFile,
                       project: Project) throws -> TypeInfo {
        if let name {
            let chosen = candidates.first { $0.name == name || $0.qualifiedName == name }
                ?? candidates.first { ScreenStyle.screenName(of: $0.name) == ScreenStyle.screenName(of: name) }
            guard let chosen else {
                let names = candidates.map(\.name).joined(separator: ", ")
                throw ExistingScreen.Problem(description: "\(file.path) declares no class or struct named \(name)"
                    + (names.isEmpty ? "" : " (it declares \(names))"))
            }
            return chosen
        }
        let screens = candidates.filter { project.elementsByType[$0.qualifiedName] != nil }
        guard screens.count > 1 else {
            guard let only = screens.first ?? candidates.first else {
                throw ExistingScreen.Problem(description: "\(file.path) declares no class or struct to update")
            }
            return only
        }
        let names = Set(screens.map(\.qualifiedName))
        let graph = NavigationGraphBuilder.build(project).graph
        let identification = ScreenIdentification(
            hierarchy: hierarchy, candidates: DumpIdentification.candidates(in: graph).filter { names.contains($0.name) })
        let declared = screens.map(\.qualifiedName).joined(separator: ", ")
        switch identification.verdict {
        case .identified(let match):
            return screens.first { $0.qualifiedName == match.name }!
        case .tie(let tied):
            throw ExistingScreen.Problem(description: """
                \(file.path) declares several screens and the dump fits \(tied.map(\.name).joined(separator: " and ")) \
                equally; pass --name to say which one to update
                """)
        case .unknown:
            let unresolved = screens.contains { type in
                (project.elementsByType[type.qualifiedName] ?? []).contains {
                    if case .constant(_, nil)? = $0.identifier { return true }
                    return false
                }
            }
            throw ExistingScreen.Problem(description: """
                \(file.path) declares several screens (\(declared)) and the dump shows none of them (no onLoad of \
                theirs is all in it); pass --name to say which one to update\
                \(unresolved ? ", and --context with the files that declare their identifier constants" : "")
                """)
        }
    }
}
