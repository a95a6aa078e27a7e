import TGLSemantics
extension LayoutEngine {
  mutating func layoutPath(_ c: Int, _ input: SizeInput) -> Size { Size(width: input.width ?? 0, height: input.height ?? 0) }
  func restoreFromCache(_ c: Int, _ input: SizeInput) -> Size? { nil }
  func storeInCache(_ c: Int, _ input: SizeInput, _ size: Size) {}
}
final class LayoutCacheStorage {}
