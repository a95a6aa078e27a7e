// One item's frames read by index, without making the item.

import TGLSemantics

extension LayoutItems {
  /// `self[i].frame`, read from the engine's array: making the whole item walks down from the root and copies the
  /// element's name and path, and a hover reads a dozen frames.
  public func frame(at i: Int) -> Rect {
    if let frames { return frames.slots[i].frame }
    return items[i].frame
  }

  /// `self[i].absolute`: the frame moved by its ancestors' origins, summed as `EngineFrames.item(_:)` sums them, with
  /// no walk down the tree.
  public func absoluteFrame(at i: Int) -> Rect {
    guard let frames else { return items[i].absolute }
    let origin = frames.parentOrigin(of: i)
    let frame = frames.slots[i].frame
    return Rect(x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height)
  }
}
