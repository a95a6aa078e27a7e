// The hover's line for a frame that TangramKit takes from a view's current bounds, which a second layout pass of
// the app changes (issue 27, item 7).

import TGLLayout
import TGLSemantics

extension SourceAnalysis {
  /// A line for the element's hover when its frame is one that a second layout pass of the app would change:
  ///
  /// - a size that refers to a wrapped relative layout's wrapped dimension (`height: parent.height`, or
  ///   `width: parent.height` across), which TangramKit 1.4.2 computes against the layout's current bounds (0 for
  ///   a new view) and never recomputes at the wrapped size, because such a size does not ask for the layout's
  ///   second pass (code notes §5); the app's next layout starts from the wrapped size and gives the reference's
  ///   value;
  /// - a linear layout, table or row that wraps its main axis and has a gravity on it: TangramKit's gravity path
  ///   keeps the layout's current size there (code notes §6), where tgl shows the wrapped one.
  ///
  /// - for TangramKit, a content flow that wraps its line axis: TangramKit 1.4.2 does not compute that wrap and keeps
  ///   the flow's current size (code notes §2), 0 for a new view, where MyLayout 2.0 lines the items up.
  ///
  /// `docs/layout-engine.md`, "Deliberate deviations": "The size before wrapping is 0" and "Main-axis gravity with
  /// a wrapped main axis"; "Rules of each target" for the flow. Nil for every other element.
  func secondPassNote(
    _ location: ElementLocation, kind: ElementKind, properties: Properties, items: LayoutItems,
    environment: Environment
  ) -> String? {
    if let note = gravityNote(kind: kind, properties: properties, isRoot: parent(of: location) == nil) {
      return note
    }
    if let note = keptLineSizeNote(
      kind: kind, properties: properties, isRoot: parent(of: location) == nil, library: environment.library)
    {
      return note
    }
    guard let parent = parent(of: location), parent.index < items.count, location.index < items.count else {
      return nil
    }
    let (parentKind, parentName, parentProperties) = withElement(at: parent) {
      ($0.kind, $0.name, $0.resolvedProperties(in: environment))
    }
    guard parentKind == .relative else { return nil }
    let frame = items.frame(at: location.index)
    let parentFrame = items.frame(at: parent.index)
    let parentLabel = "'\(parentName ?? items[parent.index].path)'"
    for (own, size) in [("width", properties.width), ("height", properties.height)] {
      guard let size, case .reference(let r) = size.kind, r.attribute.isSize, size.min == nil, size.max == nil
      else { continue }
      let refersToParent: Bool
      switch r.target {
      case .parent: refersToParent = true
      case .element(let name): refersToParent = name == parentName
      case .this: refersToParent = false
      }
      let wrapped = r.attribute == .width ? parentProperties.width : parentProperties.height
      guard refersToParent, Self.wraps(wrapped, isRoot: self.parent(of: parent) == nil) else { continue }
      let inner =
        r.attribute == .width
        ? parentFrame.width - (parentProperties.leadingPadding ?? parentProperties.leftPadding ?? 0)
          - (parentProperties.trailingPadding ?? parentProperties.rightPadding ?? 0)
        : parentFrame.height - (parentProperties.topPadding ?? 0) - (parentProperties.bottomPadding ?? 0)
      let later = Swift.max(0, inner * size.multiple + size.increment)
      let now = own == "width" ? frame.width : frame.height
      guard abs(later - now) > 0.5 / environment.scale else { continue }
      return
        "TangramKit: the \(own) is read before \(parentLabel) wraps its \(r.attribute.rawValue) (0 for a new view) and nothing asks for a second pass: \(Numbers.text(now)) here; the app's next layout pass starts from the wrapped \(r.attribute.rawValue) and makes it \(Numbers.text(later))"
    }
    return nil
  }

  /// The note of a content flow that wraps its line axis, for TangramKit.
  func keptLineSizeNote(kind: ElementKind, properties: Properties, isRoot: Bool, library: TargetLibrary) -> String? {
    guard kind == .flow, library == .tangramKit, (properties.arrangedCount ?? 0) == 0, properties.pagedCount == nil
    else { return nil }
    let line = properties.orientation == .horizontal ? "height" : "width"
    guard Self.wraps(line == "width" ? properties.width : properties.height, isRoot: isRoot) else { return nil }
    return
      "TangramKit: a content flow does not compute a wrapped \(line) along its lines; it keeps its current \(line) (0 for a new view), so each item starts a line of its own, shrunk to it; give the flow a \(line), or lay the file out for MyLayout 2.0 (`@target mylayout`), which lines the items up"
  }

  /// The note of a linear layout, table or row that wraps its main axis and has a gravity on it.
  func gravityNote(kind: ElementKind, properties: Properties, isRoot: Bool) -> String? {
    let main: String
    switch kind {
    case .linear, .table: main = properties.orientation == .horizontal ? "width" : "height"
    default: return nil
    }
    let size = main == "width" ? properties.width : properties.height
    guard Self.wraps(size, isRoot: isRoot), let gravity = properties.gravity else { return nil }
    let value = main == "width" ? gravity.horizontal?.rawValue : gravity.vertical?.rawValue
    guard let value, value != "top", value != "left", value != "leading" else { return nil }
    return
      "TangramKit: a gravity along a layout that wraps that axis keeps the layout's current \(main) (0 for a new view); tgl shows the wrapped \(main), and the app's next layout pass keeps whatever \(main) the layout has then"
  }

  /// True when a size wraps: `wrap` written, or no size on a container that is not the root (its default).
  static func wraps(_ size: SizeValue?, isRoot: Bool) -> Bool {
    guard let size else { return !isRoot }
    switch size.kind {
    case .wrap: return true
    case .none: return !isRoot
    default: return false
    }
  }
}
