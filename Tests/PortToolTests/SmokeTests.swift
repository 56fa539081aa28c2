import PortTool
import Testing

@Test func parses() { #expect(_parses("let a = 1; let b = 2") == 2) }
