@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Apple, "collectionView(_:canFocusItemAt:)": not implemented, every
    /// item can be focused when the collection view allows focus.
    public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
}

/// A cell: a content view and a reuse identity.
@MainActor
open class UICollectionViewCell: UIView {
    public let contentView = UIView()
    public internal(set) var reuseIdentifier: String?
    open var isSelected = false
    open var isHighlighted = false
    /// A cell on screen can be focused when its collection view allows focus
    /// (Apple, "allowsFocus") and its delegate lets its item be focused
    /// (Apple, "collectionView(_:canFocusItemAt:)").
    open override var canBecomeFocused: Bool {
        var view = superview
        while let current = view, !(current is UICollectionView) { view = current.superview }
        guard let collectionView = view as? UICollectionView, collectionView.allowsFocus,
              let indexPath = collectionView.indexPath(for: self) else { return false }
        return collectionView.collectionViewDelegate?.collectionView(collectionView, canFocusItemAt: indexPath) ?? true
    }
    /// `prepareForReuse()` calls so far.
    public private(set) var prepareForReuseCount = 0

    /// Not required, as in UIKit (Apple, "init(frame:)" of
    /// UICollectionViewCell: `override init(frame: CGRect)`): a subclass
    /// writes `override init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// How the collection view builds a registered class: through the
    /// subclass's `init(frame:)` (Apple, "dequeueReusableCell(withReuseIdentifier:for:)":
    /// a new cell is initialized "by calling its init(frame:) method").
    /// UIKit does it through the Objective-C runtime; in Swift a required
    /// convenience initializer does, and every subclass inherits it because
    /// it must implement both designated initializers (The Swift
    /// Programming Language, "Automatic Initializer Inheritance", rule 2).
    public required convenience init(registeredClassFrame frame: CGRect) { self.init(frame: frame) }

    /// Called by the collection view before a reused cell is handed out
    /// again (Apple, "prepareForReuse()").
    open func prepareForReuse() { prepareForReuseCount += 1 }
}

/// A collection view laid out by its layout on each of its layout passes
/// (see UICollectionView+Cells.swift for the cells' life).
@MainActor
open class UICollectionView: UIScrollView {
    public weak var dataSource: UICollectionViewDataSource?
    public weak var collectionViewDelegate: UICollectionViewDelegate?
    /// The delegate, also the scroll view's (UIKit has one property for both).
    public override var delegate: UIScrollViewDelegate? {
        get { collectionViewDelegate }
        set {
            collectionViewDelegate = newValue as? UICollectionViewDelegate
            super.delegate = newValue
        }
    }
    public let collectionViewLayout: UICollectionViewLayout
    open var allowsSelection = true
    open var isPrefetchingEnabled = true
    /// Apple, "allowsFocus" (iOS 15): whether the focus system can focus
    /// the cells. Its default on an iPad is a switch
    /// (`UIKitModel.Configuration.collectionViewCellsFocusable`).
    open var allowsFocus = UIKitModel.configuration.collectionViewCellsFocusable
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    var registry: [String: UICollectionViewCell.Type] = [:]
    var reuseQueue: [String: [UICollectionViewCell]] = [:]
    /// Cells on screen, by index path.
    var shown: [IndexPath: UICollectionViewCell] = [:]
    /// Cells just off screen, kept for showing again without asking
    /// (prefetching).
    var cached: [IndexPath: UICollectionViewCell] = [:]
    var needsReload = true
    var counts: [Int] = []
    /// The index path `cellForItemAt` is being asked for (nil outside it).
    var dequeueingFor: IndexPath?
    var dequeuedCell: UICollectionViewCell?
    var selected: Set<IndexPath> = []

    /// Work counters (issue 21 point 6): `reloadData` calls, cells created,
    /// `cellForItemAt` calls.
    public internal(set) var reloadDataCount = 0
    public internal(set) var cellsCreated = 0
    public internal(set) var cellForItemCount = 0
    /// Model only, for the benchmarks: the cells a layout pass cannot reuse
    /// (on screen, or kept for prefetching). A cell is made only when all
    /// are in use, so this number only grows when one is made.
    public var cellsInUse: Int { shown.count + cached.count }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    public required init?(coder: NSCoder) { fatalError("UICollectionView is created in code in the model") }

    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registry[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// Discards the cells and asks the data source again on the next
    /// layout pass (Apple, "reloadData()": the collection view "discard[s]
    /// any currently visible items … and recreate[s] items based on the
    /// current state of the data source").
    open func reloadData() {
        reloadDataCount += 1
        UIKitModel.counters.reloadDataCalls += 1
        needsReload = true
        setNeedsLayout()
    }

    public var numberOfSections: Int { counts.count }

    public func numberOfItems(inSection section: Int) -> Int { counts.indices.contains(section) ? counts[section] : 0 }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            if newValue != super.bounds, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                collectionViewLayout.invalidateLayout()
            }
            super.bounds = newValue
        }
    }

    public var visibleCells: [UICollectionViewCell] { shown.keys.sorted().map { shown[$0]! } }
    public var indexPathsForVisibleItems: [IndexPath] { shown.keys.sorted() }

    /// The index path of a cell on screen; nil otherwise.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        shown.first { $0.value === cell }?.key
    }

    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { shown[indexPath] }

    public var indexPathsForSelectedItems: [IndexPath]? { selected.sorted() }

    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return }
        selected.insert(indexPath)
        shown[indexPath]?.isSelected = true
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.remove(indexPath)
        shown[indexPath]?.isSelected = false
    }

    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // Raw values as the iOS 16.5 SDK header UIKit/UICollectionView.h declares them.
        public static let top = Self(rawValue: 1 << 0)
        public static let centeredVertically = Self(rawValue: 1 << 1)
        public static let bottom = Self(rawValue: 1 << 2)
        public static let left = Self(rawValue: 1 << 3)
        public static let centeredHorizontally = Self(rawValue: 1 << 4)
        public static let right = Self(rawValue: 1 << 5)
    }

    // MARK: - Touches

    /// The item under the finger when the touch reached the collection view.
    private var touchedItem: IndexPath?

    /// A touch selects the item it lifts on if it went down on that item and
    /// did not stop a moving scroll (Apple, "Collection View Programming
    /// Guide for iOS", "Managing the Visual State for Selections and
    /// Highlights": highlighted on touch down, selected when the finger
    /// lifts; a touch that catches a fling only stops it). The pan's
    /// `cancelsTouchesInView` and an ancestor's tap cancel it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        touchedItem = touchCaughtMotion ? nil : item(at: touch.location(in: self))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { touchedItem = nil }
        guard let touch = touches.first, let item = touchedItem, self.item(at: touch.location(in: self)) == item else { return }
        simulateTap(at: touch.location(in: self))
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { touchedItem = nil }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateCells()
    }

    override func scrolled() {}
}
