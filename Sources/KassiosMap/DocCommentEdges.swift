#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosModel
import KassiosSyntax

/// Edges the code cannot show, written down where they start:
///
/// ```swift
/// /// kassios: navigates-to TransferScreen
/// lazy var transferTile = button(A11y.Home.transferTile)
///
/// /// kassios: navigates-to HomeScreen via confirm(withPIN:)
/// final class TransferConfirmationScreen: BaseScreen { … }
/// ```
///
/// On an element the action is tapping it (`transferTile.tap()`); on a method, calling it
/// (`openTransfer()`, `confirm(withPIN: <#String#>)`). `via` names the action instead: an
/// element or method of the screen, or code as written (`via swipeLeft()`). On the type itself
/// `via` is required. A target that is not a known screen is a warning, and no edge.
struct DocCommentEdges {
    static let marker = "kassios:"
    static let verb = "navigates-to"

    private(set) var edges: [NavigationEdge] = []
    private(set) var warnings: [String] = []

    init(catalog: NodeCatalog, methods: MethodTransitions, display: (String) -> String) {
        for type in catalog.project.index.sortedTypes {
            guard let node = catalog.nodes[type.qualifiedName] else { continue }
            let elementNames = Set(node.elements.map(\.name))
            for declaration in type.declarations {
                read(declaration.value.header.docComment(in: declaration.file), member: nil, at: declaration.value.nameLocation, file: declaration.file,
                     node: node.name, elementNames: elementNames, catalog: catalog, methods: methods, display: display)
            }
            for member in type.members {
                switch member.value {
                case .variable(let variable):
                    guard let binding = variable.bindings.first, let name = binding.name else { continue }
                    read(variable.header.docComment(in: member.file), member: (name, nil), at: binding.nameLocation, file: member.file,
                         node: node.name, elementNames: elementNames, catalog: catalog, methods: methods, display: display)
                case .function(let function) where function.kind == .function:
                    read(function.header.docComment(in: member.file), member: (function.name, function), at: function.nameLocation, file: member.file,
                         node: node.name, elementNames: elementNames, catalog: catalog, methods: methods, display: display)
                default:
                    continue
                }
            }
        }
    }

    private mutating func read(_ comment: String?, member: (name: String, function: FunctionDecl?)?, at location: SourceLocation,
                               file: SourceFile, node: String, elementNames: Set<String>, catalog: NodeCatalog,
                               methods: MethodTransitions, display: (String) -> String) {
        guard let comment, comment.contains(DocCommentEdges.marker) else { return }
        for line in comment.split(separator: "\n") {
            guard let claim = DocCommentEdges.claim(in: line) else { continue }
            let position = "\(display(file.path)):\(location.line):\(location.column)"
            guard let target = catalog.nodeName(forType: claim.target, from: node) else {
                warnings.append("\(position): warning: 'kassios: navigates-to \(claim.target)' names no screen, robot or page object kassios knows; no edge added")
                continue
            }
            let action: String
            if let via = claim.via {
                action = DocCommentEdges.action(via, node: node, elementNames: elementNames, methods: methods)
            } else if let member {
                action = member.function.map(MethodTransitions.template) ?? member.name + ".tap()"
            } else {
                warnings.append("\(position): warning: 'kassios: navigates-to \(claim.target)' on a type needs 'via <action>'; no edge added")
                continue
            }
            edges.append(NavigationEdge(from: node, to: target, action: action, kind: .interaction, evidence: [
                Evidence(file: display(file.path), line: location.line, column: location.column, source: .docComment),
            ]))
        }
    }

    /// `/// kassios: navigates-to HomeScreen via transferAction.` → (HomeScreen, transferAction).
    static func claim(in line: Substring) -> (target: String, via: String?)? {
        guard let marker = line.firstRange(of: marker) else { return nil }
        let words = line[marker.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard words.count >= 2, words[0] == verb else { return nil }
        let target = words[1].trimming { ".,;".contains($0) }
        guard !target.isEmpty else { return nil }
        guard words.count >= 4, words[2] == "via" else { return (target, nil) }
        var via = words[3...].joined(separator: " ")
        if via.hasSuffix(".") { via.removeLast() }   // the sentence's full stop
        return (target, via.isEmpty ? nil : via)
    }

    /// An element of the screen is tapped, a method called; anything else is code as written.
    static func action(_ via: String, node: String, elementNames: Set<String>, methods: MethodTransitions) -> String {
        // `confirm(withPIN:)`: a method named as Swift names one, called with placeholders.
        if via.hasSuffix(":)") || via.hasSuffix("()"), let open = via.firstIndex(of: "(") {
            let labels = via[via.index(after: open)..<via.index(before: via.endIndex)].split(separator: ":")
                .map { $0 == "_" ? nil : String($0) }
            if let method = methods.method(String(via[..<open]), labels: labels, on: node) { return method.action }
        }
        if via.contains("(") || via.contains(".") || via.contains(" ") { return via }
        if elementNames.contains(via) { return via + ".tap()" }
        if let method = methods.method(via, labels: [], on: node) { return method.action }
        return via
    }
}
