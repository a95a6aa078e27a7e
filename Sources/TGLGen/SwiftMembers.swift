// The TangramKit members the generated Swift assigns, named by the property specification.

import TGLSemantics

extension SwiftDocumentWriter {
  /// The TangramKit member of the property that is `key` alone (`PropertySpec.tangramKit`): `tg_noLayout`,
  /// `tg_useFrame` for `frame`. Called only with keys that have one (`PropertySpecTests` lists them); any other
  /// would get TangramKit's usual spelling of its name.
  static func member(_ key: PropertyKey) -> String { key.tangramKitMember ?? "tg_" + key.name }
}
