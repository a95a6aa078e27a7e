// The two layout axes, one type for the engine, the lint rules and the IDE.

/// The horizontal or the vertical axis. The raw value indexes per-axis pairs (`index * 2 + axis.rawValue`).
public enum Axis: Int, Hashable, Sendable, CaseIterable {
  case horizontal = 0
  case vertical = 1

  @inlinable public var other: Axis { self == .horizontal ? .vertical : .horizontal }

  /// Both axes, horizontal first (the order in which the engine sizes a layout's children unless it says otherwise):
  /// a value, since loops over both axes run per element and a global array was retained and released at each.
  @inlinable public static var both: BothAxes { BothAxes() }

  /// `width` or `height`.
  @inlinable public var sizeName: String { self == .horizontal ? "width" : "height" }

  /// `horz` or `vert`, as gravities are written.
  @inlinable public var gravityPrefix: String { self == .horizontal ? "horz" : "vert" }

  /// The axis along which a layout of `orientation` places its children.
  @inlinable public init(_ orientation: LayoutOrientation) {
    self = orientation == .vertical ? .vertical : .horizontal
  }
}

/// The two axes in order, horizontal then vertical, as a sequence that holds no reference (`Axis.both`).
public struct BothAxes: Sequence, IteratorProtocol, Sendable {
  @usableFromInline var upcoming: Axis?

  @inlinable init() { upcoming = .horizontal }

  @inlinable public mutating func next() -> Axis? {
    defer { upcoming = upcoming == .horizontal ? .vertical : nil }
    return upcoming
  }
}
