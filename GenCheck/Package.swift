// swift-tools-version:6.0
// A Swift interface of TangramKit 1.4.2's public API (docs/codegen.md), for compiling and checking the code that
// `tgl gen swift` writes on a machine without UIKit. Its UIKit is a minimal view type of its own; its TangramKit
// records every call and rebuilds a tgl document from them. Not a dependency of tgl: `scripts/gen-check.sh` compiles
// these sources with swiftc, and `Samples/GenSample` depends on this package.
import PackageDescription

let package = Package(
  name: "GenCheck",
  products: [
    .library(name: "TangramKitInterface", targets: ["UIKit", "TangramKit"])
  ],
  targets: [
    // The few UIKit types generated code and TangramKit use: views, colours, insets.
    .target(name: "UIKit"),
    // TangramKit's layouts, positions, sizes, size classes; the recording and the rebuilt document.
    .target(name: "TangramKit", dependencies: ["UIKit"]),
  ]
)
