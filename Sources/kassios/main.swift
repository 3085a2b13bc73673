import Foundation
import KassiosCLI

exit(CommandLineTool().run(Array(CommandLine.arguments.dropFirst())))
