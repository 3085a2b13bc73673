import KassiosHierarchy

/// What a screen template sees: a plan's elements, collections, `onLoad` and unidentified
/// elements as template values. `shape` lists every variable (Templates/README.md documents them).
public struct ScreenTemplateContext {
    public let values: [String: TemplateValue]

    /// - Parameters:
    ///   - source: the dump's file name, for the generated header.
    ///   - base: the superclass; empty for none.
    ///   - loadCheck: the name of a robot's or page object's load check (`assertVisible`, `waitForLoad`).
    public init(plan: ScreenPlan, typeName: String, style: ScreenStyle, source: String, base: String, loadCheck: String? = nil) {
        let onLoadNames = Set(plan.onLoad.names)
        values = [
            "typeName": .text(typeName),
            "loadCheck": .text(loadCheck ?? style.defaultLoadCheck),
            "screenName": .text(plan.screenName),
            "style": .text(style.rawValue),
            "source": .text(source),
            "base": .text(base),
            "elements": .list(plan.elements.map { ScreenTemplateContext.element($0, inOnLoad: onLoadNames.contains($0.name)) }),
            "collections": .list(plan.collections.map(ScreenTemplateContext.collection)),
            "onLoad": .list(plan.elements.filter { onLoadNames.contains($0.name) }.map {
                .record(["name": .text($0.name), "bareName": .text($0.bareName)])
            }),
            "onLoadReason": .text(plan.onLoad.reason),
            "unidentified": .list(plan.unidentified.map {
                .record(["description": .text($0.description), "type": .text($0.type.name)])
            }),
        ]
    }

    static func element(_ element: PlannedElement, inOnLoad: Bool) -> TemplateValue {
        let builder = ElementKinds.kassiOSBuilder(for: element.type)
        return .record([
            "name": .text(element.name),
            "bareName": .text(element.bareName),
            "identifier": .text(element.identifier),
            "readsAsIdentifier": .bool(ScreenTemplateContext.readsAsIdentifier(element)),
            "type": .text(element.type.name),
            "query": .text(ElementKinds.query(for: element.type)),
            "builder": .text(builder.name),
            "builderNeedsType": .bool(builder.needsType),
            "label": .text(element.label ?? ""),
            "isSecret": .bool(element.isSecret),
            "inOnLoad": .bool(inOnLoad),
            "actionName": .text(element.actionName ?? ""),
            "tapAction": .bool(element.action == .tap),
            "typeAction": .bool(element.action == .type),
            "adjustAction": .bool(element.action == .adjust),
        ])
    }

    /// Whether `app.buttons["…"]` with this identifier is plainly a lookup by identifier:
    /// ASCII letters, digits, `.`, `_` and `-`, and a lowercase start or a `.`/`_` (so not
    /// `Sign In`, `Settings` or `größe`). Otherwise `matching(identifier:)` says so outright,
    /// for readers and for the label-locator rule. A bar's identifier is its title anyway.
    static func readsAsIdentifier(_ element: PlannedElement) -> Bool {
        if element.type == .navigationBar { return true }
        let scalars = element.identifier.unicodeScalars
        guard let first = scalars.first else { return false }
        let allowed = scalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || ".-_".unicodeScalars.contains($0)) }
        return allowed && (("a"..."z").contains(first) || scalars.contains(".") || scalars.contains("_"))
    }

    static func collection(_ collection: PlannedCollection) -> TemplateValue {
        var identifier = "", prefix = "", pattern = ""
        let kind = collection.identifiers.count == 1 ? collection.type.name : SwiftSpelling.plural(collection.type.name)
        var summary = "\(collection.identifiers.count) \(kind) in the dump"
        switch collection.match {
        case .identifier(let text):
            identifier = text
            summary += ", all identified '\(text)'"
        case .prefix(let stem), .pattern(let stem):
            if case .prefix = collection.match { prefix = stem } else { pattern = stem }
            let first = collection.identifiers.first ?? stem, last = collection.identifiers.last ?? stem
            summary += collection.identifiers.count == 1 ? ", identified '\(first)'" : ", identified '\(first)' to '\(last)'"
        }
        return .record([
            "name": .text(collection.name),
            "itemName": .text(collection.itemName),
            "type": .text(collection.type.name),
            "query": .text(ElementKinds.query(for: collection.type)),
            "identifier": .text(identifier),
            "prefix": .text(prefix),
            "pattern": .text(pattern),
            "count": .text(String(collection.identifiers.count)),
            "identifiers": .list(collection.identifiers.map(TemplateValue.text)),
            "summary": .text(summary),
            "actionName": .text(collection.actionName ?? ""),
            "tapAction": .bool(collection.action == .tap),
        ])
    }

    /// Every variable a screen template may use.
    public static let shape: [String: TemplateShape] = [
        "typeName": .text, "screenName": .text, "style": .text, "source": .text, "base": .text, "loadCheck": .text,
        "elements": .list(.record([
            "name": .text, "bareName": .text, "identifier": .text, "readsAsIdentifier": .bool, "type": .text, "query": .text, "builder": .text,
            "builderNeedsType": .bool, "label": .text, "isSecret": .bool, "inOnLoad": .bool, "actionName": .text,
            "tapAction": .bool, "typeAction": .bool, "adjustAction": .bool,
        ])),
        "collections": .list(.record([
            "name": .text, "itemName": .text, "type": .text, "query": .text, "identifier": .text, "prefix": .text,
            "pattern": .text, "count": .text, "identifiers": .list(.text), "summary": .text, "actionName": .text,
            "tapAction": .bool,
        ])),
        "onLoad": .list(.record(["name": .text, "bareName": .text])),
        "onLoadReason": .text,
        "unidentified": .list(.record(["description": .text, "type": .text])),
    ]
}
