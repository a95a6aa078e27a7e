// The view type of the interface: a frame, subviews, hidden and background, UIKit's `sizeThatFits` and
// `intrinsicContentSize` (the rest of Auto Layout is in AutoLayout.swift).

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
  /// Whether UIKit turns the view's frame into constraints (true for a view made in code); a view that constraints
  /// place must have it false, else the constraints fight its frame.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// Auto Layout's per-view state: content priorities, the constraints the view holds (`AutoLayout.swift`).
  package lazy var autoLayout = AutoLayoutState()

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

  /// The size Auto Layout gives the view's content; a plain view has none (`noIntrinsicMetric` on both axes). A label
  /// measures its text (here the rebuilt document's text is measured by tgl's engine).
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

  open func invalidateIntrinsicContentSize() {}
}

/// A label: its text, font and line limit, which the recording reads back as `text`, `font` and `lines`. It measures
/// nothing here: like a plain view, it answers `sizeThatFits` with its current size, and tgl's engine measures the
/// rebuilt document's text.
open class UILabel: UIView {
  open var text: String?
  /// UIKit's default: the system font at 17 points, which does not follow Dynamic Type.
  open var font: UIFont! = UIFont.systemFont(ofSize: 17)
  open var numberOfLines = 1
  /// Whether the font follows later changes of the content size (`UIContentSizeCategoryAdjusting`).
  open var adjustsFontForContentSizeCategory = false
}

/// A control: what UIButton inherits its states from.
open class UIControl: UIView {
  /// A control's states; a title set `for: .normal` is shown in every state that has none of its own.
  public struct State: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }
}

/// A button: a title per state, shown in its title label.
open class UIButton: UIControl {
  private var titles: [UInt: String] = [:]
  private let label: UILabel = {
    let label = UILabel()
    // UIKit's default title font: the system font at 15 points.
    label.font = UIFont.systemFont(ofSize: 15)
    return label
  }()

  /// The label that shows the title (UIKit makes it on first use; it is never nil for a system button).
  open var titleLabel: UILabel? { label }

  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    if state == .normal { label.text = title }
  }

  open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

  open var currentTitle: String? { title(for: .normal) }
}

/// An image view.
open class UIImageView: UIView {}
