#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import KassiosLintCLI

// `kassios-lint [options] [paths…]` is `kassios lint [options] [paths…]`: the tool the SwiftPM
// plugins run, which needs none of the other commands' modules.
if HeapHeadroom.reserve() == .reserved { HeapHeadroom.adviseHugePagesBeforeEachBurst() }
exit(CommandLineTool.exitStatus(LintCommand(tool: CommandLineTool()).run(Array(CommandLine.arguments.dropFirst()))))
