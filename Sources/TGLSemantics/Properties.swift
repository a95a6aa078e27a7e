// The typed property set of one element (or the overrides of one size-class variant).

import TGLText

/// Every property an element can carry; nil means "not set". Variants use the same type for overrides.
///
/// The values live in one shared, copy-on-write box, so that elements stay small and copying them is cheap.
public struct Properties: Sendable, Hashable {
  var box: PropertyBox

  public init() { box = PropertyBox.empty }

  /// A set holding `values`, in a box of its own (moved in, not copied: the lowering's set is complete).
  init(values: consuming PropertyValues) { box = PropertyBox(values) }

  /// A set in a box of its own whose values `body` writes in place (building them outside and moving them in copied
  /// the whole set once more).
  init(building body: (inout PropertyValues) -> Void) {
    box = PropertyBox(building: body)
  }

  /// True when no property is set.
  public var isEmpty: Bool { box.setFields == 0 }

  /// An identity for the stored values: equal for copies that were not modified since.
  public var storageIdentity: ObjectIdentifier { ObjectIdentifier(box) }

  public static func == (lhs: Properties, rhs: Properties) -> Bool {
    lhs.box === rhs.box || PropertyBox.equal(lhs.box, rhs.box)
  }
  public func hash(into hasher: inout Hasher) { box.hashValues(into: &hasher) }

  /// Changes the values in place, copying them first when they are shared. `knownFields`, when given, is which fields
  /// are set afterwards (then they are not found by a scan of the set).
  mutating func update(knownFields: UInt64? = nil, _ body: (inout PropertyValues) -> Void) {
    if !isKnownUniquelyReferenced(&box) { box = PropertyBox(copying: box) }
    box.modify(knownFields: knownFields, body)
  }

  public var left: PositionValue? {
    get { box.values.left }
    set { update { $0.left = newValue } }
  }

  public var right: PositionValue? {
    get { box.values.right }
    set { update { $0.right = newValue } }
  }

  public var top: PositionValue? {
    get { box.values.top }
    set { update { $0.top = newValue } }
  }

  public var bottom: PositionValue? {
    get { box.values.bottom }
    set { update { $0.bottom = newValue } }
  }

  public var leading: PositionValue? {
    get { box.values.leading }
    set { update { $0.leading = newValue } }
  }

  public var trailing: PositionValue? {
    get { box.values.trailing }
    set { update { $0.trailing = newValue } }
  }

  public var centerX: PositionValue? {
    get { box.values.centerX }
    set { update { $0.centerX = newValue } }
  }

  public var centerY: PositionValue? {
    get { box.values.centerY }
    set { update { $0.centerY = newValue } }
  }

  public var baseline: PositionValue? {
    get { box.values.baseline }
    set { update { $0.baseline = newValue } }
  }

  // The three size getters read the field in place and copy only the unwrapped `SizeValue`, when `setFields` (exact
  // for the box's values, found whenever they change) says it is set: a copy of the `SizeValue?` itself went through
  // the runtime's generic `Optional` witness, and the rules and the engine read sizes far more than anything else.
  public var width: SizeValue? {
    get {
      guard box.setFields & PropertyFields.width.rawValue != 0 else { return nil }
      return box.pointer.pointee.width.unsafelyUnwrapped
    }
    set { update { $0.width = newValue } }
  }

  public var height: SizeValue? {
    get {
      guard box.setFields & PropertyFields.height.rawValue != 0 else { return nil }
      return box.pointer.pointee.height.unsafelyUnwrapped
    }
    set { update { $0.height = newValue } }
  }

  public var visibility: Visibility? {
    get { box.values.visibility }
    set { update { $0.visibility = newValue } }
  }

  public var alignment: Gravity? {
    get { box.values.alignment }
    set { update { $0.alignment = newValue } }
  }

  public var intrinsic: Size? {
    get { box.values.intrinsic }
    set { update { $0.intrinsic = newValue } }
  }

  public var frame: Rect? {
    get { box.values.frame }
    set { update { $0.frame = newValue } }
  }

  public var noLayout: Bool? {
    get { box.values.noLayout }
    set { update { $0.noLayout = newValue } }
  }

  public var reverseFloat: Bool? {
    get { box.values.reverseFloat }
    set { update { $0.reverseFloat = newValue } }
  }

  public var clearFloat: Bool? {
    get { box.values.clearFloat }
    set { update { $0.clearFloat = newValue } }
  }

  public var topPadding: Double? {
    get { box.values.topPadding }
    set { update { $0.topPadding = newValue } }
  }

  public var leftPadding: Double? {
    get { box.values.leftPadding }
    set { update { $0.leftPadding = newValue } }
  }

  public var bottomPadding: Double? {
    get { box.values.bottomPadding }
    set { update { $0.bottomPadding = newValue } }
  }

  public var rightPadding: Double? {
    get { box.values.rightPadding }
    set { update { $0.rightPadding = newValue } }
  }

  public var leadingPadding: Double? {
    get { box.values.leadingPadding }
    set { update { $0.leadingPadding = newValue } }
  }

  public var trailingPadding: Double? {
    get { box.values.trailingPadding }
    set { update { $0.trailingPadding = newValue } }
  }

  public var zeroPadding: Bool? {
    get { box.values.zeroPadding }
    set { update { $0.zeroPadding = newValue } }
  }

  public var vspace: Double? {
    get { box.values.vspace }
    set { update { $0.vspace = newValue } }
  }

  public var hspace: Double? {
    get { box.values.hspace }
    set { update { $0.hspace = newValue } }
  }

  public var gravity: Gravity? {
    get { box.values.gravity }
    set { update { $0.gravity = newValue } }
  }

  public var reverseLayout: Bool? {
    get { box.values.reverseLayout }
    set { update { $0.reverseLayout = newValue } }
  }

  public var orientation: LayoutOrientation? {
    get { box.values.orientation }
    set { update { $0.orientation = newValue } }
  }

  public var shrinkType: ShrinkType? {
    get { box.values.shrinkType }
    set { update { $0.shrinkType = newValue } }
  }

  public var arrangedCount: Int? {
    get { box.values.arrangedCount }
    set { update { $0.arrangedCount = newValue } }
  }

  public var pagedCount: Int? {
    get { box.values.pagedCount }
    set { update { $0.pagedCount = newValue } }
  }

  public var autoArrange: Bool? {
    get { box.values.autoArrange }
    set { update { $0.autoArrange = newValue } }
  }

  public var arrangedGravity: Gravity? {
    get { box.values.arrangedGravity }
    set { update { $0.arrangedGravity = newValue } }
  }

  public var lastlineGravityPolicy: GravityPolicy? {
    get { box.values.lastlineGravityPolicy }
    set { update { $0.lastlineGravityPolicy = newValue } }
  }

  public var noBoundaryLimit: Bool? {
    get { box.values.noBoundaryLimit }
    set { update { $0.noBoundaryLimit = newValue } }
  }

  public var columnSize: SizeValue? {
    get {
      guard box.setFields & PropertyFields.columnSize.rawValue != 0 else { return nil }
      return box.pointer.pointee.columnSize.unsafelyUnwrapped
    }
    set { update { $0.columnSize = newValue } }
  }

  public var columnCount: Int? {
    get { box.values.columnCount }
    set { update { $0.columnCount = newValue } }
  }

  public var pathEquation: PathEquation? {
    get { box.values.pathEquation }
    set { update { $0.pathEquation = newValue } }
  }

  public var pathOrigin: Point? {
    get { box.values.pathOrigin }
    set { update { $0.pathOrigin = newValue } }
  }

  public var isMath: Bool? {
    get { box.values.isMath }
    set { update { $0.isMath = newValue } }
  }

  public var isReverse: Bool? {
    get { box.values.isReverse }
    set { update { $0.isReverse = newValue } }
  }

  public var pathStart: Double? {
    get { box.values.pathStart }
    set { update { $0.pathStart = newValue } }
  }

  public var pathEnd: Double? {
    get { box.values.pathEnd }
    set { update { $0.pathEnd = newValue } }
  }

  public var spaceType: PathSpaceType? {
    get { box.values.spaceType }
    set { update { $0.spaceType = newValue } }
  }

  public var distanceError: Double? {
    get { box.values.distanceError }
    set { update { $0.distanceError = newValue } }
  }

  public var shares: Double? {
    get { box.values.shares }
    set { update { $0.shares = newValue } }
  }

  /// A label's text or a button's title (`text: "..."`).
  public var text: String? {
    get { box.values.text }
    set { update { $0.text = newValue } }
  }

  /// `font: SIZE` or `font: SIZE, WEIGHT`.
  public var font: Font? {
    get { box.values.font }
    set { update { $0.font = newValue } }
  }

  /// `lines: N`: UILabel's `numberOfLines` (0: as many as needed).
  public var lines: Int? {
    get { box.values.lines }
    set { update { $0.lines = newValue } }
  }

  public var background: Color? {
    get { box.values.background }
    set { update { $0.background = newValue } }
  }

  /// `insetsPaddingFromSafeArea: left, right`: the screen edges whose safe-area insets the layout adds to its
  /// padding (TangramKit's `tg_insetsPaddingFromSafeArea`; nil: its default, left and right).
  public var insetsPaddingFromSafeArea: ScreenEdges? {
    get { box.values.insetsPaddingFromSafeArea }
    set { update { $0.insetsPaddingFromSafeArea = newValue } }
  }

  /// `insetLandscapeFringePadding: true`: in landscape, with both sides in the set, the side away from the sensor
  /// housing gets no inset (TangramKit's `tg_insetLandscapeFringePadding`).
  public var insetLandscapeFringePadding: Bool? {
    get { box.values.insetLandscapeFringePadding }
    set { update { $0.insetLandscapeFringePadding = newValue } }
  }

  /// The paddings written as `safeArea` (TangramKit's `TGLayoutPos.tg_safeAreaMargin`); their number is 0.
  public var safeAreaPaddings: SafeAreaPaddings? {
    get { box.values.safeAreaPaddings }
    set { update { $0.safeAreaPaddings = newValue } }
  }

  /// `hugging: horz 251, vert 251`: Auto Layout's content hugging priorities as written (issue 31).
  public var hugging: AxisPriorities? {
    get { box.values.hugging }
    set { update { $0.hugging = newValue } }
  }

  /// `compression: horz 749`: Auto Layout's compression resistance priorities as written (issue 31).
  public var compression: AxisPriorities? {
    get { box.values.compression }
    set { update { $0.compression = newValue } }
  }

  /// The content priorities of a leaf in a constraints container, Auto Layout's defaults where none is written.
  public var contentPriorities: ContentPriorities {
    ContentPriorities(
      huggingHorizontal: hugging?.horizontal, huggingVertical: hugging?.vertical,
      compressionHorizontal: compression?.horizontal, compressionVertical: compression?.vertical)
  }
}

/// The box behind `Properties`. Mutated only while uniquely referenced (copy-on-write).
final class PropertyBox: @unchecked Sendable {
  /// The values live behind a pointer of the box's own rather than in a stored property. Comparing and hashing read
  /// them in place (`box.values == other.values` copied both 48-field structs, retaining every reference in them, and
  /// interning compares and hashes every element's set); in place from a stored property would take an inout
  /// access, which ThreadSanitizer rightly counts as a write when two threads compare the same shared box
  /// (`empty` is shared by every element), while reads through the pointer are plain reads. Unchecked `Sendable`:
  /// a box is written only while uniquely referenced (`Properties.update`).
  private let storage: UnsafeMutablePointer<PropertyValues>
  /// Which fields are set, one bit each (`PropertyFields`): found when the box is made and after each change
  /// (`modify`), since a style merge asks it of every layer. Written only while the box is uniquely referenced, so
  /// reads need no exclusivity check.
  @exclusivity(unchecked) private(set) var setFields: UInt64 = 0

  init(_ values: consuming PropertyValues) {
    storage = .allocate(capacity: 1)
    storage.initialize(to: values)
    setFields = Self.setFields(of: storage)
  }

  /// A box of its own holding `other`'s values.
  init(copying other: PropertyBox) {
    storage = .allocate(capacity: 1)
    storage.initialize(to: other.storage.pointee)
    setFields = other.setFields
  }

  /// A box whose values `body` writes in place, from none set.
  init(building body: (inout PropertyValues) -> Void) {
    storage = .allocate(capacity: 1)
    storage.initialize(to: PropertyValues())
    body(&storage.pointee)
    setFields = Self.setFields(of: storage)
  }

  deinit {
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  static let empty = PropertyBox(PropertyValues())

  /// The values, for reading one field in place while the box is kept alive (through `values` the set was copied
  /// whole before a closure read one field of it).
  var pointer: UnsafePointer<PropertyValues> { UnsafePointer(storage) }

  var values: PropertyValues {
    _read { yield storage.pointee }
  }

  /// Changes the values in place; only while the box is uniquely referenced (`Properties.update`).
  func modify(knownFields: UInt64? = nil, _ body: (inout PropertyValues) -> Void) {
    body(&storage.pointee)
    setFields = knownFields ?? Self.setFields(of: storage)
  }

  /// Whether two different boxes hold equal values.
  static func equal(_ a: PropertyBox, _ b: PropertyBox) -> Bool {
    a === b || PropertyValues.equal(a.storage, b.storage)
  }

  /// Every value is hashed: the layout engine finds the containers to lay out again by comparing hashes.
  func hashValues(into hasher: inout Hasher) {
    // In place: `hasher.combine(storage.pointee)` copied the 48 fields (retaining every reference in them) for each
    // element interned.
    storage.pointee.hash(into: &hasher)
  }

  /// Which fields of the set at `storage` are set, one bit each (`PropertyFields`), read in place. (`!= nil` compared
  /// with an optional of the field's type: a size field was copied into a tuple with `nil` and destroyed again.)
  static func setFields(of storage: UnsafePointer<PropertyValues>) -> UInt64 {
    var mask: UInt64 = 0
    if case .some = storage.pointee.left { mask |= 1 << 0 }
    if case .some = storage.pointee.right { mask |= 1 << 1 }
    if case .some = storage.pointee.top { mask |= 1 << 2 }
    if case .some = storage.pointee.bottom { mask |= 1 << 3 }
    if case .some = storage.pointee.leading { mask |= 1 << 4 }
    if case .some = storage.pointee.trailing { mask |= 1 << 5 }
    if case .some = storage.pointee.centerX { mask |= 1 << 6 }
    if case .some = storage.pointee.centerY { mask |= 1 << 7 }
    if case .some = storage.pointee.baseline { mask |= 1 << 8 }
    if case .some = storage.pointee.width { mask |= 1 << 9 }
    if case .some = storage.pointee.height { mask |= 1 << 10 }
    if case .some = storage.pointee.visibility { mask |= 1 << 11 }
    if case .some = storage.pointee.alignment { mask |= 1 << 12 }
    if case .some = storage.pointee.intrinsic { mask |= 1 << 13 }
    if case .some = storage.pointee.frame { mask |= 1 << 14 }
    if case .some = storage.pointee.noLayout { mask |= 1 << 15 }
    if case .some = storage.pointee.reverseFloat { mask |= 1 << 16 }
    if case .some = storage.pointee.clearFloat { mask |= 1 << 17 }
    if case .some = storage.pointee.topPadding { mask |= 1 << 18 }
    if case .some = storage.pointee.leftPadding { mask |= 1 << 19 }
    if case .some = storage.pointee.bottomPadding { mask |= 1 << 20 }
    if case .some = storage.pointee.rightPadding { mask |= 1 << 21 }
    if case .some = storage.pointee.leadingPadding { mask |= 1 << 22 }
    if case .some = storage.pointee.trailingPadding { mask |= 1 << 23 }
    if case .some = storage.pointee.zeroPadding { mask |= 1 << 24 }
    if case .some = storage.pointee.vspace { mask |= 1 << 25 }
    if case .some = storage.pointee.hspace { mask |= 1 << 26 }
    if case .some = storage.pointee.gravity { mask |= 1 << 27 }
    if case .some = storage.pointee.reverseLayout { mask |= 1 << 28 }
    if case .some = storage.pointee.orientation { mask |= 1 << 29 }
    if case .some = storage.pointee.shrinkType { mask |= 1 << 30 }
    if case .some = storage.pointee.arrangedCount { mask |= 1 << 31 }
    if case .some = storage.pointee.pagedCount { mask |= 1 << 32 }
    if case .some = storage.pointee.autoArrange { mask |= 1 << 33 }
    if case .some = storage.pointee.arrangedGravity { mask |= 1 << 34 }
    if case .some = storage.pointee.lastlineGravityPolicy { mask |= 1 << 35 }
    if case .some = storage.pointee.noBoundaryLimit { mask |= 1 << 36 }
    if case .some = storage.pointee.columnSize { mask |= 1 << 37 }
    if case .some = storage.pointee.columnCount { mask |= 1 << 38 }
    if case .some = storage.pointee.pathEquation { mask |= 1 << 39 }
    if case .some = storage.pointee.pathOrigin { mask |= 1 << 40 }
    if case .some = storage.pointee.isMath { mask |= 1 << 41 }
    if case .some = storage.pointee.isReverse { mask |= 1 << 42 }
    if case .some = storage.pointee.pathStart { mask |= 1 << 43 }
    if case .some = storage.pointee.pathEnd { mask |= 1 << 44 }
    if case .some = storage.pointee.spaceType { mask |= 1 << 45 }
    if case .some = storage.pointee.distanceError { mask |= 1 << 46 }
    if case .some = storage.pointee.shares { mask |= 1 << 47 }
    if case .some = storage.pointee.text { mask |= 1 << 48 }
    if case .some = storage.pointee.font { mask |= 1 << 49 }
    if case .some = storage.pointee.lines { mask |= 1 << 50 }
    if case .some = storage.pointee.background { mask |= 1 << 51 }
    if case .some = storage.pointee.insetsPaddingFromSafeArea { mask |= 1 << 52 }
    if case .some = storage.pointee.insetLandscapeFringePadding { mask |= 1 << 53 }
    if case .some = storage.pointee.safeAreaPaddings { mask |= 1 << 54 }
    if case .some = storage.pointee.hugging { mask |= 1 << 55 }
    if case .some = storage.pointee.compression { mask |= 1 << 56 }
    return mask
  }

  /// The hash interning uses (`InternedProperties`): which fields are set, and the values of the fields that tell most
  /// sets apart (sizes, the first margins, text, intrinsic sizes). Equal values give equal hashes, as `Hashable` asks.
  /// Hashing all 52 fields was half of what interning cost.
  func hashInterningKey(into hasher: inout Hasher) {
    let mask = setFields
    hasher.combine(mask)
    hasher.combine(storage.pointee.width)
    hasher.combine(storage.pointee.height)
    hasher.combine(storage.pointee.left)
    hasher.combine(storage.pointee.top)
    hasher.combine(storage.pointee.intrinsic)
    hasher.combine(storage.pointee.text)
  }
}

/// A property set in the lowering's intern table: equal as `Properties` are, hashed on fewer fields
/// (`PropertyBox.hashInterningKey`).
struct InternedProperties: Hashable {
  let properties: Properties

  static func == (a: InternedProperties, b: InternedProperties) -> Bool { a.properties == b.properties }
  func hash(into hasher: inout Hasher) { properties.box.hashInterningKey(into: &hasher) }
}
