import Foundation
import SQLabCommands

// sqlab: the command line. Everything is in the SQLabCommands library; this only hands it the
// arguments and exits with the status it returns.
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
