// The view type of the interface: a frame, subviews, hidden and background, and UIKit's `sizeThatFits`.

@_exported import Foundation

/// A view, as much of UIKit's `UIView` as TangramKit and generated code use. Main-actor isolated, as UIKit's is.
@MainActor
open class UIView {
  /// Set by code (not by a layout); the recording reads it as the size a leaf's content reports.
  open var frame: CGRect = .zero {
    didSet { frameWasSet = true }
  }
  public private(set) var subviews: [UIView] = []
  public private(set) weak var superview: UIView?
  open var isHidden = false
  open var backgroundColor: UIColor?
  /// Whether anything ever set `frame`.
  package var frameWasSet = false
  /// Where TangramKit keeps its per-view state (UIKit's associated objects).
  package var tangramState: AnyObject?

  public init() {}

  public init(frame: CGRect) {
    self.frame = frame
  }

  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: Swift.min(Swift.max(0, index), subviews.count))
    view.superview = self
  }

  public func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
  }

  /// UIKit's default: a plain view answers with its current size, whatever it is offered.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
}

/// A label. It measures nothing here: like a plain view, it answers `sizeThatFits` with its current size.
open class UILabel: UIView {
  open var text: String?
  open var numberOfLines = 1
}

/// A button.
open class UIButton: UIView {}

/// An image view.
open class UIImageView: UIView {}
