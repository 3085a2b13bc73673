import KassiosModel

/// Which app the elements of a project are found in, for the map and the context: an alert of
/// SpringBoard's that a screen declares (`springBoard.alerts.firstMatch.buttons["Allow While Using
/// App"]`) is no element of the app under test, and a test does not find it through `app`.
public final class ElementApplications {
    private let lookup: ElementLookup

    public init(project: Project) {
        lookup = ElementLookup(project: project)
    }

    /// The bundle identifier of the other app the element is found in; nil for the app under test,
    /// or when that is not known.
    public func otherApplication(of element: Element, declaredIn type: String) -> String? {
        lookup.otherApplication(of: element, declaredIn: type)
    }
}
