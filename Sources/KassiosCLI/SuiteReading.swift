import KassiosMap
import KassiosLintCLI

/// What `map`, `context` and `identify` share: the suite read with its configuration.
extension CommandLineTool {
    /// The suite's map, its warnings printed; nil after saying why it cannot be read (exit 2).
    /// `pathsOption`: the option that names the suite's folders (`--suite`), when they are not
    /// the command's paths; named in the error when there are none.
    func readMap(paths: [String], configPath: String?, useConfiguration: Bool, pathsOption: String? = nil) -> MapRun? {
        do {
            let run = try MapRunner.run(paths: paths, configPath: configPath, useConfiguration: useConfiguration, keepsModelUntilExit: true)
            for warning in run.warnings { standardError(warning + "\n") }
            return run
        } catch let error as MapInputError where error.isNoPaths && pathsOption != nil {
            standardError("kassios: error: no suite given: name its folder with \(pathsOption!) PATH, or list it under 'included' in the configuration\n")
            return nil
        } catch {
            standardError("kassios: error: \(error)\n")
            return nil
        }
    }
}
