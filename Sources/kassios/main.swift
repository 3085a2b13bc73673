#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import KassiosCLI
import KassiosLintCLI

if HeapHeadroom.reserve() == .reserved { HeapHeadroom.adviseHugePagesBeforeEachBurst() }
exit(CommandLineTool.exitStatus(CommandLineTool().run(Array(CommandLine.arguments.dropFirst()))))
