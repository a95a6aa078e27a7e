// The device catalogue: the iPhones and iPads `@device`, `--device`, the editor's settings and the preview offer, with
// their screens and safe-area insets. The single source of these figures (the preview's Device control reads it).

/// The safe-area insets of a screen, in points, by screen edge (left and right are the screen's, whatever the
/// writing direction: UIKit's `safeAreaInsets`).
public struct SafeAreaInsets: Sendable, Hashable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = SafeAreaInsets()

  public var isZero: Bool { self == .zero }

  /// The inset of one screen edge.
  public subscript(edge: ScreenEdge) -> Double {
    switch edge {
    case .top: top
    case .left: left
    case .bottom: bottom
    case .right: right
    }
  }
}

/// A screen edge (UIKit's `UIRectEdge`): left and right are the screen's, not leading and trailing.
public enum ScreenEdge: String, Sendable, Hashable, CaseIterable {
  case top, left, bottom, right
}

/// A set of screen edges: `insetsPaddingFromSafeArea` (TangramKit's `tg_insetsPaddingFromSafeArea`).
public struct ScreenEdges: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let top = ScreenEdges(rawValue: 1 << 0)
  public static let left = ScreenEdges(rawValue: 1 << 1)
  public static let bottom = ScreenEdges(rawValue: 1 << 2)
  public static let right = ScreenEdges(rawValue: 1 << 3)
  public static let all: ScreenEdges = [.top, .left, .bottom, .right]
  /// TangramKit's default (code notes §10): the left and right insets are added, top and bottom are not.
  public static let tangramDefault: ScreenEdges = [.left, .right]

  public init(_ edge: ScreenEdge) {
    switch edge {
    case .top: self = .top
    case .left: self = .left
    case .bottom: self = .bottom
    case .right: self = .right
    }
  }

  /// The edges in the order top, left, bottom, right.
  public var edges: [ScreenEdge] { ScreenEdge.allCases.filter { contains(ScreenEdges($0)) } }
}

/// The paddings written as `safeArea` (TangramKit's `TGLayoutPos.tg_safeAreaMargin`): each is the safe-area inset of
/// its edge. Leading and trailing are kept apart from left and right: which screen edge they meet depends on the
/// writing direction.
public struct SafeAreaPaddings: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let top = SafeAreaPaddings(rawValue: 1 << 0)
  public static let left = SafeAreaPaddings(rawValue: 1 << 1)
  public static let bottom = SafeAreaPaddings(rawValue: 1 << 2)
  public static let right = SafeAreaPaddings(rawValue: 1 << 3)
  public static let leading = SafeAreaPaddings(rawValue: 1 << 4)
  public static let trailing = SafeAreaPaddings(rawValue: 1 << 5)
}

/// An iPhone or iPad: its screen in portrait, its scale and its safe-area insets in each orientation.
public struct Device: Sendable, Hashable {
  public enum Family: String, Sendable, Hashable { case phone, pad }

  public let name: String
  public let family: Family
  /// The screen in portrait, in points.
  public let screen: Size
  public let scale: Double
  public let portraitInsets: SafeAreaInsets
  public let landscapeInsets: SafeAreaInsets
  /// A phone whose width class is regular in landscape (the Plus and Pro Max sizes).
  public let regularWidthInLandscape: Bool

  /// The screen in `orientation`.
  public func canvas(_ orientation: DeviceOrientation) -> Size {
    orientation == .portrait ? screen : Size(width: screen.height, height: screen.width)
  }

  public func insets(_ orientation: DeviceOrientation) -> SafeAreaInsets {
    orientation == .portrait ? portraitInsets : landscapeInsets
  }

  /// UIKit's size classes for this device in `orientation`.
  public func sizeClasses(_ orientation: DeviceOrientation) -> (width: SizeClass, height: SizeClass) {
    switch (family, orientation) {
    case (.pad, _): (.regular, .regular)
    case (.phone, .portrait): (.compact, .regular)
    case (.phone, .landscape): (regularWidthInLandscape ? .regular : .compact, .compact)
    }
  }

  /// The environment of this device held in `orientation`: canvas, scale, size classes, orientation and safe area.
  public func environment(_ orientation: DeviceOrientation) -> Environment {
    let classes = sizeClasses(orientation)
    var environment = Environment(
      canvas: canvas(orientation), scale: scale, widthClass: classes.width, heightClass: classes.height,
      orientation: orientation)
    environment.safeArea = insets(orientation)
    return environment
  }

  /// The device named `name` (letter case and repeated spaces do not matter), nil for a name not in the catalogue.
  public static func named(_ name: String) -> Device? {
    let key = normalized(name)
    return catalogue.first { normalized($0.name) == key }
  }

  /// Up to three catalogue names closest to `name` (by edit distance, then catalogue order), for a diagnostic.
  public static func closeNames(to name: String) -> [String] {
    let key = Array(normalized(name))
    let scored = catalogue.enumerated().map { index, device in
      (distance: editDistance(key, Array(normalized(device.name))), index: index, name: device.name)
    }
    return scored.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }.prefix(3).map(\.name)
  }

  static func normalized(_ name: String) -> String {
    name.lowercased().split(separator: " ").joined(separator: " ")
  }

  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}

extension Device {
  /// The catalogue, one row per model. Screens in points and scales are Apple's published display figures; the
  /// insets are what UIKit's `safeAreaInsets` reports for a full-screen view controller's view with the status bar
  /// shown (so the status bar is part of the top inset): portrait top, bottom; landscape left, right (the sensor
  /// housing's side and the other, which UIKit makes equal), bottom (the home indicator). Sources and the table as
  /// prose: `docs/language.md`, "Devices".
  public static let catalogue: [Device] = rows.map { row in
    Device(
      name: row.name, family: row.family, screen: Size(width: row.width, height: row.height), scale: row.scale,
      portraitInsets: SafeAreaInsets(top: row.portrait.top, bottom: row.portrait.bottom),
      landscapeInsets: SafeAreaInsets(
        top: row.landscape.top, left: row.landscape.side, bottom: row.landscape.bottom, right: row.landscape.side),
      regularWidthInLandscape: row.wide)
  }

  private typealias Row = (
    name: String, family: Family, width: Double, height: Double, scale: Double,
    portrait: (top: Double, bottom: Double), landscape: (top: Double, side: Double, bottom: Double), wide: Bool
  )

  // name, family, portrait width × height (pt), scale, portrait insets, landscape insets, regular width in landscape.
  private static let rows: [Row] = [
    ("iPhone SE", .phone, 375, 667, 2, (20, 0), (0, 0, 0), false),
    ("iPhone 13 mini", .phone, 375, 812, 3, (50, 34), (0, 50, 21), false),
    ("iPhone 14", .phone, 390, 844, 3, (47, 34), (0, 47, 21), false),
    ("iPhone 15", .phone, 393, 852, 3, (59, 34), (0, 59, 21), false),
    ("iPhone 15 Pro", .phone, 393, 852, 3, (59, 34), (0, 59, 21), false),
    ("iPhone 15 Pro Max", .phone, 430, 932, 3, (59, 34), (0, 59, 21), true),
    ("iPhone 16", .phone, 393, 852, 3, (59, 34), (0, 59, 21), false),
    ("iPhone 16 Pro", .phone, 402, 874, 3, (62, 34), (0, 62, 21), false),
    ("iPhone 16 Pro Max", .phone, 440, 956, 3, (62, 34), (0, 62, 21), true),
    ("iPad", .pad, 820, 1180, 2, (24, 20), (24, 0, 20), false),
    ("iPad mini", .pad, 744, 1133, 2, (24, 20), (24, 0, 20), false),
    ("iPad Air", .pad, 820, 1180, 2, (24, 20), (24, 0, 20), false),
    ("iPad Pro 11", .pad, 834, 1194, 2, (24, 20), (24, 0, 20), false),
    ("iPad Pro 12.9", .pad, 1024, 1366, 2, (24, 20), (24, 0, 20), false),
  ]
}

/// `@device "iPhone 15"` or `@device "iPhone 15", landscape`: the device a document is laid out on.
public struct DeviceChoice: Sendable, Hashable {
  public var device: Device
  /// Nil: portrait, unless the tool's `--orientation` says otherwise.
  public var orientation: DeviceOrientation?

  public init(device: Device, orientation: DeviceOrientation? = nil) {
    self.device = device
    self.orientation = orientation
  }
}

extension Environment {
  /// The environment of `document` on a device, nil when neither the tool nor the file names one. A tool's `device`
  /// replaces the file's `@device` (its orientation too: portrait unless `orientation` says otherwise), `@canvas` and
  /// `@scale`; otherwise the file's device is used with its `@canvas` and `@scale`. `orientation`, when given, turns
  /// the device (its screen and insets follow).
  public static func onDevice(_ document: LayoutDocument, device: Device?, orientation: DeviceOrientation?)
    -> Environment?
  {
    if let device {
      return device.environment(orientation ?? .portrait)
    }
    guard let choice = document.device else { return nil }
    var environment = choice.device.environment(orientation ?? choice.orientation ?? .portrait)
    if let canvas = document.canvas { environment.canvas = canvas }
    if let scale = document.scale { environment.scale = scale }
    return environment
  }
}

extension SafeAreaInsets {
  /// The same screen's insets in `orientation`: those of the catalogue's first device that has these insets in
  /// `from` (the insets are not a rotation of each other: the status bar is on top in both), zero when none has.
  public func turned(from: DeviceOrientation, to: DeviceOrientation) -> SafeAreaInsets {
    guard from != to, !isZero else { return self }
    return Device.catalogue.first { $0.insets(from) == self }?.insets(to) ?? .zero
  }
}
