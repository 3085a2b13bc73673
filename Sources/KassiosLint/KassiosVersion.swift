/// What kassios says about itself in its output (SARIF's `tool.driver`, and later `kassios --version`).
public enum KassiosVersion {
    /// Semantic version of this build of kassios.
    public static let current = "0.1.0"
}
