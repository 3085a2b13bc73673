import KassiosMap
import KassiosLintCLI

/// What `map`, `context` and `identify` share: the suite read with its configuration.
extension CommandLineTool {
    /// The suite's map, its warnings printed; nil after saying why it cannot be read (exit 2).
    func readMap(paths: [String], configPath: String?, useConfiguration: Bool) -> MapRun? {
        do {
            let run = try MapRunner.run(paths: paths, configPath: configPath, useConfiguration: useConfiguration, keepsModelUntilExit: true)
            for warning in run.warnings { standardError(warning + "\n") }
            return run
        } catch {
            standardError("kassios: error: \(error)\n")
            return nil
        }
    }
}
