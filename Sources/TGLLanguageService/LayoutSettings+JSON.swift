// Reading the editor's layout settings (`{"layout": {device, canvas, scale, sizeClass, orientation, rtl, contentSize,
// pseudoLocale, target}}`) from JSON.

import LSPProtocol
import TGLIDE
import TGLSemantics
import TGLText

extension LayoutSettings {
  /// Reads `{"layout": {...}, "rules": {"missing-size": "off"}}`, or the layout members at the top level; a
  /// malformed member is ignored.
  ///
  /// `canvas` is `"390,844"`, `[390, 844]` or `{"width": 390, "height": 844}`; `scale` a number (or a numeric
  /// string); `sizeClass` `"w:compact,h:regular"` or `{"width": "compact", "height": "regular"}`; `orientation`
  /// `portrait` or `landscape`; `rtl` a boolean; `contentSize` a Dynamic Type size (`accessibility5`, or UIKit's
  /// name); `pseudoLocale` a boolean; `overrideFile` a boolean (the canvas and scale replace a file's `@canvas`
  /// and `@scale`, which otherwise win); `scaleOverridesDevice` a boolean (the scale replaces the device's too);
  /// `device` a name of the device catalogue (`"iPhone 15"`), which sets the
  /// canvas, scale, size classes and safe area of a file without `@device` and `@canvas`; `target` `tangramkit` or
  /// `mylayout` (the library to lay out for, over a file's `@target`, as `--target` does).
  init(json: JSON) {
    self.init()
    let layout = json["layout"] ?? json
    device = layout["device"]?.stringValue.flatMap(Device.named)
    canvas = Self.canvas(layout["canvas"])
    scale = layout["scale"]?.doubleValue ?? layout["scale"]?.stringValue.flatMap(Double.init)
    if let scale, !(scale > 0 && scale <= 10) { self.scale = nil }
    if let text = layout["sizeClass"]?.stringValue, let classes = LayoutSettings.sizeClasses(text) {
      widthClass = classes.width
      heightClass = classes.height
    } else if let object = layout["sizeClass"] {
      widthClass = object["width"]?.stringValue.flatMap(SizeClass.init(rawValue:))
      heightClass = object["height"]?.stringValue.flatMap(SizeClass.init(rawValue:))
    }
    orientation = layout["orientation"]?.stringValue.flatMap(DeviceOrientation.init(rawValue:))
    rtl = layout["rtl"]?.boolValue ?? false
    contentSize = layout["contentSize"]?.stringValue.flatMap(ContentSizeCategory.init(name:))
    pseudoLocale = layout["pseudoLocale"]?.boolValue ?? false
    overridesFile = layout["overrideFile"]?.boolValue ?? false
    scaleOverridesDevice = layout["scaleOverridesDevice"]?.boolValue ?? false
    library = layout["target"]?.stringValue.flatMap(TargetLibrary.init(rawValue:))
    for (rule, level) in (json["rules"] ?? layout["rules"])?.objectValue?.entries ?? [] {
      if let level = level.stringValue { ruleLevels[rule] = level }
    }
  }

  static func canvas(_ json: JSON?) -> Size? {
    if let text = json?.stringValue { return LayoutSettings.canvas(text) }
    let numbers =
      json?.arrayValue?.compactMap(\.doubleValue)
      ?? [json?["width"], json?["height"]].compactMap {
        $0?.doubleValue
      }
    guard numbers.count == 2, numbers.allSatisfy({ $0 > 0 && $0.isFinite }) else { return nil }
    return Size(width: numbers[0], height: numbers[1])
  }
}
