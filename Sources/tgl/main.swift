import TGLSyntax
import Foundation
let path = CommandLine.arguments[1]
let data = FileManager.default.contents(atPath: path) ?? Data()
let r = Parser.parse(bytes: Array(data))
print(r.root.dump())
for e in r.errors { print(e) }
print(r.tree.reconstructedBytes == Array(data))
