/// The frame and look of one item (Apple, "UICollectionViewLayoutAttributes").
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    public let indexPath: IndexPath
    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var zIndex = 0
    open var transform = CGAffineTransform.identity

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        super.init()
    }
}

/// A collection view's layout: asked for the content size and for the
/// attributes of the items in a rectangle on each layout pass of its
/// collection view (Apple, "UICollectionViewLayout").
@MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout.
    public internal(set) weak var collectionView: UICollectionView?
    /// `invalidateLayout()` calls so far.
    public private(set) var invalidationCount = 0
    var needsPrepare = true

    public override init() { super.init() }

    open var collectionViewContentSize: CGSize { .zero }
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    open func prepare() {}
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Default false (Apple: "The default implementation of this method
    /// returns false").
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The layout is asked again on the collection view's next layout pass.
    open func invalidateLayout() {
        invalidationCount += 1
        UIKitModel.counters.layoutInvalidations += 1
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }
}

extension IndexPath {
    /// UIKit's item index path (Foundation on Linux lacks this addition).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var item: Int { count > 1 ? self[1] : 0 }
    public var row: Int { item }
    public var section: Int { count > 0 ? self[0] : 0 }
}
