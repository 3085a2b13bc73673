import KassiosHierarchy
import KassiosModel

/// Dump → `ScreenPlan`: selection, repeated rows, names, actions, `onLoad`.
public enum ScreenPlanner {
    /// - Parameters:
    ///   - screenName: `Login`, without the style's suffix.
    ///   - reservedNames: names generated members must not take (an existing file's members).
    public static func plan(_ hierarchy: Hierarchy, screenName: String, reservedNames: Set<String> = []) -> ScreenPlan {
        let selection = ElementSelection(hierarchy: hierarchy)
        let selected = selection.selected
        let grouping = CollectionGrouping(selected)

        var requests: [ElementNaming.Request] = grouping.singles.map {
            ElementNaming.Request(text: selected[$0].identifier, type: selected[$0].type, isCollection: false, label: selected[$0].label)
        }
        requests += grouping.groups.map { ElementNaming.Request(text: $0.stem, type: $0.type, isCollection: true) }
        let naming = ElementNaming(screenName: screenName, reserved: reservedNames)
        let (names, itemNames) = naming.names(for: requests)

        var elements: [PlannedElement] = []
        for (position, index) in grouping.singles.enumerated() {
            let element = selected[index]
            // Typing a secret would record it; its field is only tapped (what `secret-typed-as-text` says).
            let isSecret = element.type == .secureTextField
                || (ElementKinds.textInputs.contains(element.type) && SecretNames.namesSecret(element.identifier))
            elements.append(PlannedElement(
                name: names[position], identifier: element.identifier, type: element.type, label: element.label,
                isSecret: isSecret, action: ElementKinds.action(for: element.type, isSecret: isSecret), actionName: nil,
                line: element.line, column: element.column))
        }
        var collections: [PlannedCollection] = []
        for (offset, group) in grouping.groups.enumerated() {
            let first = selected[group.members[0]]
            collections.append(PlannedCollection(
                name: names[grouping.singles.count + offset], itemName: itemNames[grouping.singles.count + offset],
                type: group.type, match: group.match, identifiers: group.members.map { selected[$0].identifier },
                action: ElementKinds.action(for: group.type, isSecret: false) == .tap ? .tap : nil, actionName: nil,
                line: first.line, column: first.column))
        }
        nameActions(&elements, &collections, taken: Set(names.map { $0.filter { $0 != "`" } }).union(reservedNames))

        let candidates = zip(elements, grouping.singles.map { selected[$0] }).map { (element: $0.0, selected: $0.1) }
        let onLoad = OnLoadChooser.choose(candidates, screenBounds: selection.screenBounds)
        return ScreenPlan(screenName: screenName, elements: elements, collections: collections, onLoad: onLoad,
                          unidentified: selection.unidentified)
    }

    /// `tapSubmit`, `typeEmail`, `adjustVolume`, `tapTransactionCell` (with `at:`), numbered
    /// if a member or another action already has the name.
    static func nameActions(_ elements: inout [PlannedElement], _ collections: inout [PlannedCollection], taken: Set<String>) {
        var taken = TakenNames(taken.union(ElementNaming.builtinReserved))
        for index in elements.indices {
            guard let action = elements[index].action else { continue }
            elements[index].actionName = taken.claim(action.rawValue + SwiftSpelling.upperFirst(elements[index].bareName))
        }
        for index in collections.indices where collections[index].action != nil {
            collections[index].actionName = taken.claim("tap" + SwiftSpelling.upperFirst(collections[index].itemName))
        }
    }
}
