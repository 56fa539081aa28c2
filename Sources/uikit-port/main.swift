import PortTool
print(_parses("let a = 1"))
