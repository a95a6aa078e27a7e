// Plain points, sizes and rectangles in points, shared by the model and the layout engine.

/// A point in points.
public struct Point: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A size in points.
public struct Size: Sendable, Hashable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  public static let zero = Size(width: 0, height: 0)
}

/// A rectangle in points: origin and size.
public struct Rect: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
}
