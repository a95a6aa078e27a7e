// The properties that compare two layouts frame by frame: right-to-left, gone views, wrap sizes, rounding.

import TGLLayout
import TGLSemantics

/// What one check found: the property held, did not apply to the document, or failed.
enum Outcome {
  case held
  /// Why the property says nothing about this document.
  case notApplicable(String)
  case violated(Violation)
}

extension PropertyChecks {
  /// The element at child-index `path` below `root`.
  static func element(_ root: Element, at path: [Int]) -> Element {
    path.reduce(root) { $0.children[$1] }
  }

  /// Right-to-left mirrors exactly what TangramKit mirrors (code notes §7): laid out right to left, the document gives
  /// the frames of the same document with `left` and `right` exchanged laid out left to right, each mirrored in its
  /// parent's width (x' = width − x − w), except the children of a path layout and the views with a `frame:` of
  /// their own, which are not mirrored, and gone views, which are not compared; nothing else changes. Checked
  /// without rounding: rounding halves away from zero is not symmetric, so a rounded
  /// right-to-left frame can be a pixel off the mirrored one, and a container a pixel narrower lays out its content
  /// in another width.
  public static func mirror(_ document: SpecDocument, _ environment: Environment) -> Violation? {
    var ltr = environment.with(rtl: false, rounding: false)
    let rtl = environment.with(rtl: true, rounding: false)
    guard let original = document.lowered() else { return nil }
    // The safe-area insets belong to the screen's edges (UIKit's left and right, code notes §10): the mirrored
    // screen has them exchanged. The fringe rule drops the right inset (the side away from the sensor housing, on
    // the left in tgl's landscape); the mirrored screen would have the housing on the right, which tgl does not
    // describe, so the dropped inset is dropped beforehand and the mirrored document goes without the rule.
    // A `safeArea` padding on the screen's right (the leading side) keeps the whole inset, fringe or not.
    let root = original.root.resolvedProperties(in: rtl)
    var screen = rtl.safeArea
    if SafeAreaPadding.dropsFringeInset(root, in: rtl), SafeAreaPadding(root: root, in: rtl).leading?.replaces != true {
      screen.right = 0
    }
    ltr.safeArea = SafeAreaInsets(top: screen.top, left: screen.right, bottom: screen.bottom, right: screen.left)
    var mirrored = document.swappingLeftAndRight()
    mirrored.root.properties.removeAll { $0.name == "insetLandscapeFringePadding" }
    guard let swapped = mirrored.lowered() else { return nil }
    let expectedFrames = FrameMap(layout(swapped, in: ltr))
    let result = layout(original, in: rtl)
    // TangramKit mirrors the subviews it lays out: not a view with a frame of its own (`frame:`, semantics §2.1),
    // which keeps that frame, and not a gone one (nor anything in it), whose place nobody sees (the engine puts it
    // where its own values say, mirrored).
    var fixedFrames: Set<String> = []
    let gone = goneSubtrees(original, rtl)
    for e in original.elements where e.resolvedProperties(in: rtl).frame != nil { fixedFrames.insert(e.path) }
    for item in result.items {
      guard let reference = expectedFrames[item.path], !gone.contains(item.path) else { continue }
      var expected = reference.frame
      var how = "the left-to-right frame"
      if fixedFrames.contains(item.path) {
        how = "its own frame, not mirrored"
      } else if let parent = parentPath(item.path), let p = expectedFrames[parent] {
        if p.kind == .path {
          how = "the left-to-right frame (a path's children are not mirrored)"
        } else {
          expected.x = p.frame.width - reference.frame.x - reference.frame.width
          how = "the left-to-right frame mirrored in \(parent)'s width \(SpecNumber.text(p.frame.width))"
        }
      }
      // A frame 0 wide may have been negative (edges that cross) when it was mirrored: TangramKit mirrors the working
      // frame and only then makes a negative width 0 (semantics §2.1 step 7), so x' = width − x − w lies right of
      // width − x by the (unknown) negative width.
      var got = item.frame
      if reference.frame.width == 0 && got.width == 0 && got.x > expected.x { got.x = expected.x }
      if !nearlyEqual(expected, got) {
        return Violation(
          property: .mirror, target: .document, document: document, environment: rtl,
          setup: "right to left against left to right with left/right exchanged",
          element: item.path, expected: "\(describe(expected)) (\(how))", got: describe(item.frame))
      }
    }
    return nil
  }

  /// A gone view changes nothing but its own frame: every other frame is the one of the document without the view
  /// (language reference §9.5, §9.8: it takes no space, nor the spacing next to it), and its own frame is 0 × 0.
  /// Checked rounded and unrounded.
  public static func gone(_ document: SpecDocument, _ environment: Environment, _ name: String) -> Violation? {
    guard let goneDocument = document.makingGone(name), let withoutDocument = document.removing(name),
      let goneModel = goneDocument.lowered(), let withoutModel = withoutDocument.lowered(),
      let path = document.path(of: name)
    else { return nil }
    let gonePath = document.elementPath(path)
    for rounding in [true, false] {
      let env = environment.with(rounding: rounding)
      let with = FrameMap(layout(goneModel, in: env))
      let without = layout(withoutModel, in: env)
      // A view with a `frame:` keeps it, gone or not (language reference §9.6: nobody lays it out).
      let ownFrame = document.root[path[...]].value(of: "frame") != nil
      if !ownFrame, let own = with[gonePath], own.frame.width != 0 || own.frame.height != 0 {
        return Violation(
          property: .gone, target: .element(name), document: goneDocument, environment: env,
          setup: "\(name) is gone", element: gonePath, expected: "a 0 x 0 frame", got: describe(own.frame))
      }
      for item in without.items {
        guard let other = with[item.path] else { continue }
        if !nearlyEqual(other.frame, item.frame, tolerance: rounding ? 1e-9 : 1e-6) {
          return Violation(
            property: .gone, target: .element(name), document: goneDocument, environment: env,
            setup: "\(name) is gone; compared with the document without \(name)", element: item.path,
            expected: "\(describe(item.frame)) (without \(name))", got: describe(other.frame))
        }
      }
    }
    return nil
  }

  /// A container that wraps an axis, given the size it wrapped to as a number, lays out its subtree the same (the
  /// engine's "a container offered its own wrap size is its wrapped layout", engine doc). Not asserted where the rules
  /// say otherwise: a cycle through the container (a child whose size on the wrapped axis comes from the container
  /// gets what TangramKit gives it in a wrapped layout, and a share of the fixed size otherwise; see
  /// `wrapsDependentChild`), a wrap size its own bounds clamped, and a container its parent sizes otherwise once it
  /// has a number. Checked unrounded: a rounded wrap size is another number than the one the content was placed
  /// against.
  public static func wrap(_ document: SpecDocument, _ environment: Environment, _ name: String, _ axis: String)
    -> Violation?
  {
    if case .violated(let v) = wrapOutcome(document, environment, name, axis) { return v }
    return nil
  }

  static func wrapOutcome(_ document: SpecDocument, _ environment: Environment, _ name: String, _ axis: String)
    -> Outcome
  {
    let env = environment.with(rounding: false)
    guard let model = document.lowered(), let path = document.path(of: name) else { return .notApplicable("none") }
    let containerPath = document.elementPath(path)
    let wrappedResult = layout(model, in: env)
    let cycles = wrappedResult.reports.filter { $0.kind == .cycle || $0.kind == .wrapCycle }
    guard !cycles.contains(where: { $0.members.contains { $0.path == containerPath } }) else {
      return .notApplicable("a reported cycle")
    }
    let e = element(model.root, at: path)
    // The other axis wraps too when its size is `wrap`, or none below the root (the parent may still size it).
    let own = e.resolvedProperties(in: environment)
    let otherSize = axis == "width" ? own.height : own.width
    let otherWraps = otherSize?.kind == .wrap || (otherSize == nil && !path.isEmpty)
    guard !wrapsDependentChild(e, horizontal: axis == "width", otherWraps: otherWraps, environment) else {
      return .notApplicable("a child that depends on the wrapped size")
    }
    let wrapped = FrameMap(wrappedResult)
    guard let container = wrapped[containerPath] else { return .notApplicable("none") }
    let size = axis == "width" ? container.frame.width : container.frame.height
    guard let number = SpecNumber.exact(size), let fixedDocument = document.fixing(name, axis, to: number),
      let fixedModel = fixedDocument.lowered()
    else { return .notApplicable("a size .tgl cannot write") }
    let fixed = layout(fixedModel, in: env)
    let fixedFrames = FrameMap(fixed)
    // The parent may treat a number otherwise than wrap (a fill gravity spreads what a wrapped item leaves), and a
    // subtree laid out in another size is another layout: only a container that keeps its size is compared.
    guard let own = fixedFrames[containerPath]?.frame, nearlyEqual(own, container.frame) else {
      return .notApplicable("the parent sizes a number otherwise")
    }
    // A child centred on a relative layout that wraps the axis has a negative leading moved to 0 (TangramKit,
    // semantics §3.4, `tgCalcLayoutRectHelper`), a layout of fixed size keeps it. It happens when the wrap is narrower
    // than the centred size, as when a bound alone shrinks the view after it is placed (code notes §9; fixture
    // relative_wrap_centre_bound): the two layouts differ in TangramKit too, so they are not compared.
    if e.kind == .relative,
      centredChildStartsBefore(e, containerPath, horizontal: axis == "width", fixedFrames, environment)
    {
      return .notApplicable("a centred child that the wrap moves to 0")
    }
    // A wrap size clamped by the container's own min or max is applied after its children are placed (code notes §3,
    // §6: they are not placed again), so it is compared only where the bounds did not act.
    let value = e.resolvedProperties(in: environment)
    if (axis == "width" ? value.width : value.height)?.hasBounds == true,
      let unbounded = document.fixing(name, axis, to: "wrap")?.lowered()
    {
      let free = FrameMap(layout(unbounded, in: env))[containerPath]?.frame
      guard let free, nearlyEqual(free, container.frame) else { return .notApplicable("bounds that acted") }
    }
    // A gone view's place is seen by nobody (and a wrapped relative layout keeps even a gone child from starting
    // before its padding): gone views and their subtrees are not compared.
    let hidden = goneSubtrees(model, environment)
    for item in fixed.items where item.path.hasPrefix(containerPath + "/") || item.path == containerPath {
      guard let reference = wrapped[item.path], !hidden.contains(item.path) else { continue }
      let same =
        item.path == containerPath
        ? abs((axis == "width" ? item.frame.width : item.frame.height) - size) <= 1e-6
        : nearlyEqual(reference.frame, item.frame)
      if !same {
        return .violated(
          Violation(
            property: .wrap, target: .axis(name, axis), document: document, environment: env,
            setup: "\(name)'s \(axis) (wrap) fixed to \(number), the size it wrapped to", element: item.path,
            expected: "\(describe(reference.frame)) (wrapped)", got: "\(describe(item.frame)) (fixed)"))
      }
    }
    return .held
  }

  /// True when a visible child of `e` takes its size or a margin on `axis` from `e` (fill, a weight, `average`, an
  /// array, a `parent.` reference to that axis, a fill gravity): a cycle when `e` wraps the axis (language reference §9.3), where the child
  /// gets what TangramKit gives it (nothing, or a share of an unbounded line), and a share of the size once it is
  /// fixed. Or, in a relative layout, a child anchored on both edges of the axis, which keeps its own size while the
  /// layout wraps and spans between the edges once it is fixed (language reference §13.1, MyLayout's rule).
  ///
  /// A wrapped relative layout places its children against the size before wrapping (0 in tgl) and again at the
  /// wrapped size only when a visible child asks for it ("recalc", code notes §5), so a child placed from the size
  /// without asking is where the size before wrapping put it: see `placedBeforeWrapping`. When the layout wraps the
  /// other axis too, that holds there as well: fixing this axis can take away the child that asked for the second
  /// pass, which also placed the other axis again.
  /// True when a visible child of relative layout `e` (at `containerPath`) centred on it (a number or a weight) starts
  /// before its leading (top) edge on the axis in `frames`.
  static func centredChildStartsBefore(
    _ e: Element, _ containerPath: String, horizontal: Bool, _ frames: FrameMap, _ environment: Environment
  ) -> Bool {
    let width = frames[containerPath]?.frame.width ?? 0
    return e.children.contains { child in
      let p = child.resolvedProperties(in: environment)
      guard p.visibility != .gone, let center = horizontal ? p.centerX : p.centerY else { return false }
      switch center.kind {
      case .number, .weight: break
      default: return false
      }
      guard let f = frames[child.path]?.frame else { return false }
      // Right to left the leading edge is the right one (frames are mirrored).
      if horizontal && environment.rtl { return f.x + f.width > width + 1e-9 }
      return (horizontal ? f.x : f.y) < -1e-9
    }
  }

  static func wrapsDependentChild(_ e: Element, horizontal: Bool, otherWraps: Bool, _ environment: Environment)
    -> Bool
  {
    // A fill gravity on the axis sizes the children from the container too (every item of a count flow gets the
    // same share of the line, code notes §2; a linear layout's children the inner size or the spare space).
    let gravity = e.resolvedProperties(in: environment).gravity
    if horizontal ? gravity?.horizontal == .fill : gravity?.vertical == .fill { return true }
    // TangramKit 1.4.2 keeps a view's current size where it computes no wrap, and tgl has none (a new view's 0): a
    // content flow's wrapped line axis stays 0, clamped by its own min/max after the items are placed against 0
    // (code notes §2), and a float's is its widest item, clamped only after placement (§3). Fixed to the size they
    // came out at, the items are placed against that size ("Rules of each target" in docs/layout-engine.md).
    if environment.library == .tangramKit {
      let own = e.resolvedProperties(in: environment)
      let lineIsHorizontal = own.orientation != .horizontal
      if e.kind == .flow && (own.arrangedCount ?? 0) == 0 && lineIsHorizontal == horizontal { return true }
      if e.kind == .float && lineIsHorizontal == horizontal && (horizontal ? own.width : own.height)?.hasBounds == true {
        return true
      }
    }
    return e.children.contains { child in
      let p = child.resolvedProperties(in: environment)
      if e.kind == .relative {
        let rtl = environment.rtl
        if placedBeforeWrapping(p, horizontal: horizontal, rtl: rtl)
          || (otherWraps && placedBeforeWrapping(p, horizontal: !horizontal, rtl: rtl))
        {
          return true
        }
      }
      // A gone child anchored on both edges with a size still shows siblings its far edge as its near edge + size
      // (0) + tail margin while the layout wraps (language reference §13.1: it keeps its size there), and its near
      // edge once the size is fixed; a gone child's size does not count otherwise.
      if e.kind == .relative && p.visibility == .gone {
        let head = horizontal ? (p.left ?? p.leading) : p.top
        let tail = horizontal ? (p.right ?? p.trailing) : p.bottom
        return head != nil && tail != nil && (horizontal ? p.width : p.height) != nil
      }
      guard p.visibility != .gone else { return false }
      let size = horizontal ? p.width : p.height
      switch size?.kind {
      case .fill?, .weight?, .average?, .array?: return true
      case .reference(let r)? where r.target == .parent && (r.attribute == .width) == horizontal:
        return true
      default: break
      }
      // The other way round: a size on the other axis from this one (`width: self.height * 0.75`) where this one
      // comes from the layout (both margins across a linear layout): the wrapped and the fixed size give the child
      // another size on the other axis, and its siblings other places there (soak seed 911288: a horizontal linear
      // layout with a gravity that spreads by the widths).
      let across = horizontal ? p.height : p.width
      if case .reference(let r)? = across?.kind, r.target == .this, (r.attribute == .width) == horizontal,
        sizeComesFromLayout(p, horizontal: horizontal, parentKind: e.kind)
      {
        return true
      }
      // A size from the child's own other size (`height: self.width * 0.5`) whose other size comes from the layout
      // while the layout wraps that axis too: a cycle through the layout (language reference §9.3; the lint reports
      // it as a dependency cycle, the engine does not), so a wrapped and a fixed size give the child other sizes.
      if otherWraps, case .reference(let r)? = size?.kind, r.target == .this, (r.attribute == .width) != horizontal,
        sizeComesFromLayout(p, horizontal: !horizontal, parentKind: e.kind)
      {
        return true
      }
      // A spacer's default size is a weight along a linear layout or row.
      if child.kind == .spacer && size == nil { return true }
      // A weighted margin is a share of the size too (of the inner size, or of the free size on a linear main axis
      // with a gravity, semantics §3.2).
      let margins = horizontal ? [p.left, p.right, p.leading, p.trailing, p.centerX] : [p.top, p.bottom, p.centerY]
      if margins.contains(where: { if case .weight? = $0?.kind { return true } else { return false } }) { return true }
      if e.kind == .relative {
        let head = horizontal ? (p.left ?? p.leading) : p.top
        let tail = horizontal ? (p.right ?? p.trailing) : p.bottom
        if head != nil && tail != nil { return true }
        // A centred child of a wrapped relative layout does not start before the padding (code notes §5, semantics
        // §3.4: "a negative leading becomes 0"); in a fixed size it does.
        if case .number(let n)? = (horizontal ? p.centerX : p.centerY)?.kind, n < 0 { return true }
      }
      // A frame child with both margins and a size of its own keeps that size while the frame wraps the axis and is
      // stretched between the margins once the size is fixed (language reference §13.5, MyLayout 2.0: a deliberate
      // deviation; code notes §4 is TangramKit's rule, which always stretches).
      if e.kind == .frame {
        let head = horizontal ? (p.left ?? p.leading) : p.top
        let tail = horizontal ? (p.right ?? p.trailing) : p.bottom
        if head != nil && tail != nil && size != nil { return true }
      }
      // A wrapped float's line is unbounded (language reference §13.3, MyLayout's rule): `reverseFloat` has no end to
      // float to and is ignored (reported), but not in a fixed size.
      let lineIsHorizontal = e.resolvedProperties(in: environment).orientation != .horizontal
      if e.kind == .float && lineIsHorizontal == horizontal && p.reverseFloat == true { return true }
      return false
    }
  }

  /// True when the child's size on `horizontal`'s axis comes from the layout's: `fill`, a weight, `average`, a `parent`
  /// reference to that dimension, or both margins in a frame, linear layout or row (they stretch the child across a
  /// linear layout; along one they do not, which only leaves out more).
  static func sizeComesFromLayout(_ p: Properties, horizontal: Bool, parentKind: ElementKind) -> Bool {
    switch (horizontal ? p.width : p.height)?.kind {
    case .fill?, .weight?, .average?: return true
    case .reference(let r)? where r.target == .parent && (r.attribute == .width) == horizontal: return true
    default: break
    }
    let head = horizontal ? (p.left ?? p.leading) : p.top
    let tail = horizontal ? (p.right ?? p.trailing) : p.bottom
    return head != nil && tail != nil && [.frame, .linear, .row].contains(parentKind)
  }

  /// True when a relative child's place on `horizontal`'s axis comes from the layout's size and does not ask for the
  /// second pass at the wrapped size, so that a wrapped layout leaves it where the size before wrapping put it and a
  /// fixed one places it in that size (TangramKit's rules: the engine is right):
  /// - a leading/top edge anchored to the layout's centre or far edge (`left: parent.centerX`, `top:
  ///   parent.bottom`), or a weighted one (`left: 20%`): code notes §5, "edges are computed against the pre-wrap
  ///   size", and only a tail, a centre or a size sets "recalc";
  /// - a size that refers to the layout's same dimension (code notes §5: that test never matches);
  /// - a group centred by an array (`centerX: [B.centerX]`): the group is centred in the size at hand (semantics
  ///   §3.4 step 3) and sets no "recalc";
  /// - a gone child anchored to the layout at all (a tail, a centre, a weighted head): a sibling may refer to its
  ///   place, and only a visible child asks for the second pass (layout-engine.md, the wrapped relative layout).
  static func placedBeforeWrapping(_ p: Properties, horizontal: Bool, rtl: Bool) -> Bool {
    let head = horizontal ? (rtl ? p.right : p.left) ?? p.leading : p.top
    let tail = horizontal ? (rtl ? p.left : p.right) ?? p.trailing : p.bottom
    let center = horizontal ? p.centerX : p.centerY
    if headRefersToParentCentreOrEnd(p, horizontal: horizontal, rtl: rtl) { return true }
    if case .weight? = head?.kind { return true }
    if case .array? = center?.kind { return true }
    if case .reference(let r)? = (horizontal ? p.width : p.height)?.kind, r.target == .parent,
      (r.attribute == .width) == horizontal
    {
      return true
    }
    return p.visibility == .gone && (tail != nil || center != nil)
  }

  /// True when the position that is the child's leading (top) edge once `left`/`right` are read for the direction
  /// refers to the parent's centre or far edge on that axis.
  static func headRefersToParentCentreOrEnd(_ p: Properties, horizontal: Bool, rtl: Bool) -> Bool {
    let heads = horizontal ? [rtl ? p.right : p.left, p.leading] : [p.top]
    return heads.contains { position in
      guard case .reference(let r)? = position?.kind, r.target == .parent else { return false }
      switch r.attribute {
      case .centerX, .centerY, .trailing, .bottom: return true
      case .right: return !rtl
      case .left: return rtl
      default: return false
      }
    }
  }

  /// The paths of the gone elements in `environment` and of everything below them.
  static func goneSubtrees(_ document: LayoutDocument, _ environment: Environment) -> Set<String> {
    var paths: Set<String> = []
    func visit(_ e: Element, hidden: Bool) {
      let gone = hidden || e.resolvedProperties(in: environment).visibility == .gone
      if gone { paths.insert(e.path) }
      for c in e.children { visit(c, hidden: gone) }
    }
    visit(document.root, hidden: false)
    return paths
  }

  /// Rounding moves no edge more than one pixel (1/scale) from the unrounded layout, in the parent's coordinates, and
  /// puts every frame on the pixel grid (code notes §7: a leaf's x, y, width and height are rounded each, a child
  /// layout's edges). The unrounded layout is that of the document with every container's size fixed to the size it
  /// has in the rounded layout: TangramKit rounds a wrapped layout's size as it reports it to its parent (semantics
  /// §7.2) and a layout's own size (§2.1 step 7), and the content of a container a pixel larger moves by more than a
  /// pixel (children after a stack of wrapped layouts, a share of a larger size), so rounding compounds from one
  /// level to the next. Children of a container whose size its parent decides (both margins set) are compared only
  /// where that size came out the same.
  public static func rounding(_ document: SpecDocument, _ environment: Environment) -> Violation? {
    let env = environment.with(rounding: true)
    guard let model = document.lowered() else { return nil }
    let original = layout(model, in: env)
    // A view with a `frame:` keeps exactly that frame (language reference §9.6); nothing rounds it.
    let ownFrames = Set(model.elements.filter { $0.resolvedProperties(in: env).frame != nil }.map(\.path))
    for item in original.items where !ownFrames.contains(item.path) {
      let f = item.frame
      for value in [f.x, f.y, f.width, f.height] where !onGrid(value, env.scale) {
        return Violation(
          property: .rounding, target: .document, document: document, environment: env,
          setup: "every frame on the pixel grid", element: item.path,
          expected: "multiples of 1/\(SpecNumber.text(env.scale))", got: describe(f))
      }
    }
    // The same document with the containers' sizes fixed to their rounded sizes (a table row's own size only: its
    // other size comes from its column size).
    var fixedDocument = document
    let frames = FrameMap(original)
    for path in document.root.paths {
      let e = document.root[path[...]]
      guard e.kind.isContainer, let item = frames[document.elementPath(path)] else { continue }
      var axes = ["width", "height"]
      if e.kind == .row {
        let table = element(model.root, at: Array(path.dropLast())).resolvedProperties(in: env)
        axes = [table.orientation == .horizontal ? "width" : "height"]
      }
      for axis in axes {
        // On the grid exactly: a rounded size is the difference of two rounded edges, 120.333… − 1.333… =
        // 118.99999999999999, which a child would share out otherwise than 119.
        let value = axis == "width" ? item.frame.width : item.frame.height
        guard let size = SpecNumber.exact((value * env.scale).rounded() / env.scale) else { return nil }
        fixedDocument.root[path[...]].removeEverywhere(axis)
        fixedDocument.root[path[...]].properties.insert(SpecProperty(axis, size), at: 0)
      }
    }
    guard let fixedModel = fixedDocument.lowered() else { return nil }
    let rounded = FrameMap(layout(fixedModel, in: env))
    let exact = FrameMap(layout(fixedModel, in: environment.with(rounding: false)))
    let pixel = 1 / env.scale + 1e-9
    for path in rounded.order {
      guard let r = rounded[path]?.frame, let u = exact[path]?.frame else { continue }
      if let parent = parentPath(path), let pr = rounded[parent]?.frame, let pu = exact[parent]?.frame,
        abs(pr.width - pu.width) > 1e-9 || abs(pr.height - pu.height) > 1e-9
      {
        continue
      }
      let edges = [(r.x, u.x), (r.maxX, u.maxX), (r.y, u.y), (r.maxY, u.maxY)]
      if edges.contains(where: { abs($0.0 - $0.1) > pixel }) {
        return Violation(
          property: .rounding, target: .document, document: fixedDocument, environment: env,
          setup: "rounded against unrounded with every container's size fixed to its rounded size", element: path,
          expected: "\(describe(u)) (unrounded) within a pixel", got: describe(r))
      }
    }
    return nil
  }

  /// True when `value` is a whole number of pixels.
  static func onGrid(_ value: Double, _ scale: Double) -> Bool {
    let pixels = value * scale
    return abs(pixels - pixels.rounded()) < 1e-6 * Swift.max(1, abs(pixels))
  }
}
