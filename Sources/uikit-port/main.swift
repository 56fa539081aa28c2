// uikit-port <dir> [--check]: rewrites in place the constructs that Swift on Linux rejects without the
// Objective-C runtime (see docs/PORTING.md).
import Foundation
import PortTool

exit(PortCommand.run(Array(CommandLine.arguments.dropFirst())))
