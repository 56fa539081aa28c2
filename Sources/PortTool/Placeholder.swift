import SwiftParser
import SwiftSyntax

public func _parses(_ text: String) -> Int { Parser.parse(source: text).statements.count }
