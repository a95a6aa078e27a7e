// swift-tools-version:6.0
// A package whose target keeps .tgl layouts: TGLGenPlugin turns them into Swift at build time, and the target's own
// code uses the generated types. It builds on Linux against GenCheck's interface of TangramKit (../../GenCheck); an
// iOS app would depend on TangramKit instead. See docs/codegen.md.
import Foundation
import PackageDescription

// A package is known by its directory's name: the tgl checkout's.
let tgl = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

let package = Package(
  name: "GenSample",
  dependencies: [
    .package(path: tgl.path),
    .package(path: tgl.appendingPathComponent("GenCheck").path),
  ],
  targets: [
    .executableTarget(
      name: "GenSample",
      dependencies: [.product(name: "TangramKitInterface", package: "GenCheck")],
      plugins: [.plugin(name: "TGLGenPlugin", package: tgl.lastPathComponent)]
    )
  ]
)
