// TangramKit's two passes over a path's curve (`tgCalcPoints`, `tgCalcPathPointsHelper`,
// `tgGetNearestDistancePoint`; code notes §1): measuring the curve for the spacing, then walking it to place the
// children. tgl adds budgets: TangramKit loops for ever on an equation that never yields a point.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import TGLSemantics

struct PathSampler {
  /// The most arguments one pass samples (the argument steps by 1).
  static let maximumSamples = 20_000
  /// The most arguments one refinement of a child's point samples; a refinement normally needs fewer than 100.
  static let maximumRefinementSamples = 1_000

  let curve: PathCurve
  /// `tg_distanceError`: how far a child's arc distance from the previous one may be from the spacing.
  let distanceError: Double

  init(curve: PathCurve, distanceError: Double) {
    self.curve = curve
    // TangramKit resets a non-positive error to its default.
    self.distanceError = distanceError > 0 ? distanceError : 0.5
  }

  /// The measuring pass: the length of the curve from `start` to `end` and whether it is closed.
  struct Measure {
    var length = 0.0
    var isClosed = false
    /// The budget ended the pass before `end`.
    var ranOut = false
  }

  func measure() -> Measure {
    var m = Measure()
    var first = Point(x: 0, y: 0)
    var last = first
    var points = 0
    var isStart = true
    var arg = curve.start
    var samples = 0
    // `arg > end` would lose the last sample to rounding; TangramKit allows 0.1 over.
    while !(arg - curve.end > 0.1) {
      if samples == Self.maximumSamples {
        m.ranOut = true
        break
      }
      samples += 1
      if let p = curve.point(arg) {
        // A gap restarts the polyline: the chord across it is not measured.
        if !isStart { m.length += distance(p, last) }
        isStart = false
        if points == 0 { first = p }
        points += 1
        last = p
      } else {
        isStart = true
      }
      arg += 1
    }
    // The curve is closed when its first and last points are within a point of each other.
    m.isClosed = points > 1 && distance(first, last) <= 1
    return m
  }

  /// The distance between children along the curve: `fixed(D)` is D; otherwise the measured length over the
  /// gaps between n points (n − 1 on an open curve, n on a closed one), n being the children or `count(N)`'s N.
  func spacing(_ type: PathSpaceType, children: Int) -> (spacing: Double, measure: Measure?) {
    let n: Int
    switch type {
    case .fixed(let d): return (d, nil)
    case .flexed: n = children
    case .count(let count): n = count
    }
    let m = measure()
    guard n > 1 else { return (0, m) }
    return (m.length / Double(n - (m.isClosed ? 0 : 1)), m)
  }

  /// The placing pass: a point for each of `count` children, `spacing` apart along the curve.
  struct Placement {
    /// The children's points in order; children past the end of the array have none.
    var points: [Point] = []
    /// The budget ended the pass before every child had a point.
    var ranOut = false
    /// A refinement used up its budget and kept the nearest point it had.
    var refinementRanOut = false
    /// The argument at which the curve stopped, having no value there after it had started.
    var gapAt: Double?
  }

  func place(count: Int, spacing: Double) -> Placement {
    var result = Placement()
    guard count > 0 else { return result }
    result.points.reserveCapacity(count)
    var remaining = count
    var travelled = 0.0
    var last = Point(x: 0, y: 0)
    var arg = curve.start
    var lastValidArg = arg
    var isStart = true
    var hasStarted = false
    var samples = 0
    // There is no end-of-range test: the walk goes on past `end` until every child has a point.
    while remaining > 0 {
      if isStart && hasStarted {
        // A gap after the curve started ends the walk: one more child gets the last point, the rest none.
        result.points.append(last)
        result.gapAt = arg - 1
        break
      }
      if samples == Self.maximumSamples {
        result.ranOut = true
        break
      }
      samples += 1
      guard var p = curve.point(arg) else {
        isStart = true
        arg += 1
        continue
      }
      if isStart {
        isStart = false
        hasStarted = true
        remaining -= 1
        lastValidArg = arg
        result.points.append(p)
      } else {
        let before = travelled
        travelled += distance(p, last)
        if travelled >= spacing {
          if travelled - spacing >= distanceError {
            p = refined(
              from: arg, last: last, travelled: before, spacing: spacing, lastValidArg: &lastValidArg,
              ranOut: &result.refinementRanOut)
          } else {
            lastValidArg = arg
          }
          result.points.append(p)
          travelled = 0
          remaining -= 1
        } else if travelled - spacing > -distanceError {
          // Short by less than the error: the sample is close enough.
          result.points.append(p)
          travelled = 0
          remaining -= 1
          lastValidArg = arg
        } else {
          lastValidArg = arg
        }
      }
      // The next chord is measured from the point placed, which a refinement may have moved back.
      last = p
      arg += 1
    }
    return result
  }

  /// The point `spacing` from the last placed one, within the error, for a sample at `from` that overshot:
  /// walks again from the previous argument in steps of 1/10, then 1/100, ... of a unit, until a sample lands
  /// within the error or the step falls to 0.0001. Steps, comparisons and the odd restart are TangramKit's.
  private func refined(
    from startArg: Double, last: Point, travelled: Double, spacing: Double, lastValidArg: inout Double,
    ranOut: inout Bool
  ) -> Point {
    var startArg = startArg
    var last = last
    var travelled = travelled
    if startArg - lastValidArg > 1 { startArg = lastValidArg + 1 }
    var step = 1.0
    var samples = 0
    while true {
      var a = startArg - step + step / 10
      while a - startArg < 0.0001 {
        if samples == Self.maximumRefinementSamples {
          ranOut = true
          lastValidArg = a
          return last
        }
        samples += 1
        if let p = curve.point(a) {
          let before = travelled
          travelled += distance(p, last)
          if travelled >= spacing {
            if travelled - spacing <= distanceError {
              lastValidArg = a
              return p
            }
            travelled = before
            break
          }
          last = p
        }
        a += step / 10
      }
      if a > startArg {
        // Nothing overshot in this unit (or the overshoot was at its very end): the next unit, in tenths.
        startArg += 1
        step = 1
      } else {
        startArg = a
        step /= 10
      }
      if step <= 0.0001 {
        lastValidArg = a
        return last
      }
    }
  }

  private func distance(_ a: Point, _ b: Point) -> Double {
    sqrt(pow(a.x - b.x, 2) + pow(a.y - b.y, 2))
  }
}
