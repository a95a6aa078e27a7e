import TGLSemantics
extension LayoutEngine {
  func restoreFromCache(_ c: Int, _ input: SizeInput) -> Size? { nil }
  func storeInCache(_ c: Int, _ input: SizeInput, _ size: Size) {}
}
final class LayoutCacheStorage {}
