// What the screen's safe area does to the root layout's padding: TangramKit's rule (code notes §10), in one place
// for the engine, hover and the generator's checks.

/// The safe-area part of one side's padding.
public struct InsetContribution: Sendable, Hashable {
  /// The screen edge whose inset it is.
  public var edge: ScreenEdge
  public var inset: Double
  /// True for a padding written `safeArea`: the inset is the padding. False: the inset is added to the padding.
  public var replaces: Bool

  public init(edge: ScreenEdge, inset: Double, replaces: Bool) {
    self.edge = edge
    self.inset = inset
    self.replaces = replaces
  }

  /// The side's padding once the inset is in it.
  public func applied(to padding: Double) -> Double { replaces ? inset : padding + inset }
}

/// The safe-area parts of a root layout's four paddings, by side (leading and trailing follow the writing
/// direction; the insets are the screen's).
public struct SafeAreaPadding: Sendable, Hashable {
  public var leading: InsetContribution?
  public var trailing: InsetContribution?
  public var top: InsetContribution?
  public var bottom: InsetContribution?

  /// No inset on any side: a layout other than the root.
  public static let none = SafeAreaPadding()

  private init() {}

  public var isEmpty: Bool { leading == nil && trailing == nil && top == nil && bottom == nil }

  /// TangramKit 1.4.2 (code notes §10): a layout's effective padding adds its own view's `safeAreaInsets` on the
  /// screen edges of `tg_insetsPaddingFromSafeArea` (default left and right), and a padding set to
  /// `TGLayoutPos.tg_safeAreaMargin` is that edge's inset. UIKit gives a view insets only where it overlaps the
  /// unsafe area; tgl takes the root, which sits at the canvas's origin and stands for the controller's view that
  /// fills the screen, to meet all four edges, and every other layout to meet none (`docs/layout-engine.md`, the
  /// deviations list): call this for the root only. `p` are the root's properties in `environment`.
  public init(root p: Properties, in environment: Environment) {
    let insets = environment.safeArea
    let marks = p.safeAreaPaddings ?? []
    guard !insets.isZero || !marks.isEmpty else { return }
    let edges = p.insetsPaddingFromSafeArea ?? .tangramDefault
    var added = insets
    if Self.dropsFringeInset(p, in: environment) { added.right = 0 }
    func part(_ edge: ScreenEdge, safe: Bool) -> InsetContribution? {
      // A `safeArea` padding is the edge's inset, not added a second time by the set (a choice: docs/language.md).
      if safe { return InsetContribution(edge: edge, inset: insets[edge], replaces: true) }
      guard edges.contains(ScreenEdges(edge)), added[edge] != 0 else { return nil }
      return InsetContribution(edge: edge, inset: added[edge], replaces: false)
    }
    // The leading side's padding is `leadingPadding`, else the one of the screen side it is on (as the engine reads
    // them); the leading side is the screen's left, or its right when right-to-left. The insets stay on the
    // screen's edges whatever the direction (UIKit's left and right).
    let rtl = environment.rtl
    let leadingSafe = p.leadingPadding != nil ? marks.contains(.leading) : marks.contains(rtl ? .right : .left)
    let trailingSafe = p.trailingPadding != nil ? marks.contains(.trailing) : marks.contains(rtl ? .left : .right)
    leading = part(rtl ? .right : .left, safe: leadingSafe)
    trailing = part(rtl ? .left : .right, safe: trailingSafe)
    top = part(.top, safe: marks.contains(.top))
    bottom = part(.bottom, safe: marks.contains(.bottom))
  }

  /// TangramKit (code notes §10): `tg_insetLandscapeFringePadding`, with both sides in the set, drops the inset on
  /// the side away from the sensor housing in landscape. tgl's landscape has the housing on the left (the device
  /// turned anticlockwise, UIKit's `UIDeviceOrientation.landscapeLeft`), so it is the right inset that is dropped.
  public static func dropsFringeInset(_ p: Properties, in environment: Environment) -> Bool {
    p.insetLandscapeFringePadding == true && environment.orientation == .landscape
      && (p.insetsPaddingFromSafeArea ?? .tangramDefault).isSuperset(of: [.left, .right])
  }

  /// The padding of each side (leading, trailing, top, bottom) once the insets are in it, from the written paddings
  /// (a `safeArea` one is written as 0).
  public func applied(leading l: Double, trailing t: Double, top tp: Double, bottom b: Double)
    -> (leading: Double, trailing: Double, top: Double, bottom: Double)
  {
    (
      leading.map { $0.applied(to: l) } ?? l, trailing.map { $0.applied(to: t) } ?? t,
      top.map { $0.applied(to: tp) } ?? tp, bottom.map { $0.applied(to: b) } ?? b
    )
  }
}
