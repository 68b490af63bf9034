import Foundation
import ProofCLICore

exit(ProofCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
