/// The flow layout's questions to the collection view's delegate (Apple,
/// "UICollectionViewDelegateFlowLayout"); the defaults answer with the
/// layout's own properties.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
}

/// A flow layout (Apple, "UICollectionViewFlowLayout"): items in lines
/// across the scroll direction (rows when it scrolls vertically, columns
/// when horizontally), each line as many items as fit with at least the
/// interitem spacing, lines `minimumLineSpacing` apart, sections inside
/// their insets. The spacing inside a line grows so its items reach both
/// insets (Apple, "minimumInteritemSpacing": the value is used "to compute
/// how many items can fit in a single line, but after the number of items
/// is determined, the actual spacing may possibly be adjusted upward"); a
/// line of one item is centred (the model's reading of the same rule).
/// Headers, footers, estimated sizes and right to left are not modelled.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    // Apple, "itemSize": the default size is 50 × 50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    // Both spacings default to 10 (Apple's "minimumLineSpacing" and "minimumInteritemSpacing" pages).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var estimatedItemSize = CGSize.zero

    private var frames: [IndexPath: CGRect] = [:]
    private var contentSize = CGSize.zero

    open override var collectionViewContentSize: CGSize { contentSize }

    /// Lays every item out (`sizeForItemAt` and the other delegate answers
    /// per section); sizes that are not finite or negative count as 0.
    open override func prepare() {
        super.prepare()
        frames = [:]
        guard let cv = collectionView else { contentSize = .zero; return }
        let vertical = scrollDirection == .vertical
        let delegate = cv.collectionViewDelegate as? UICollectionViewDelegateFlowLayout
        // Across: the line's length; along: the scroll axis.
        let across = vertical ? cv.bounds.width : cv.bounds.height
        var along: CGFloat = 0
        for section in 0..<cv.numberOfSections {
            let inset = delegate?.collectionView(cv, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineGap = delegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemGap = delegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let (start, end) = vertical ? (inset.left, across - inset.right) : (inset.top, across - inset.bottom)
            along += vertical ? inset.top : inset.left
            var line: [(IndexPath, CGSize)] = []
            var used: CGFloat = 0
            func closeLine() {
                guard !line.isEmpty else { return }
                let lengths = line.map { vertical ? $0.1.width : $0.1.height }
                let depth = line.map { vertical ? $0.1.height : $0.1.width }.max() ?? 0
                let free = (end - start) - lengths.reduce(0, +)
                let gap = line.count > 1 ? max(itemGap, free / CGFloat(line.count - 1)) : 0
                var x = line.count == 1 ? start + max(0, free) / 2 : start
                for (i, (path, size)) in line.enumerated() {
                    frames[path] = vertical ? CGRect(x: x, y: along, width: size.width, height: size.height)
                        : CGRect(x: along, y: x, width: size.width, height: size.height)
                    x += lengths[i] + gap
                }
                along += depth + lineGap
                line = []
                used = 0
            }
            for item in 0..<cv.numberOfItems(inSection: section) {
                let path = IndexPath(item: item, section: section)
                var size = delegate?.collectionView(cv, layout: self, sizeForItemAt: path) ?? itemSize
                size = CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
                let length = vertical ? size.width : size.height
                let needed = line.isEmpty ? length : used + itemGap + length
                if !line.isEmpty && start + needed > end { closeLine() }
                used = line.isEmpty ? length : used + itemGap + length
                line.append((path, size))
            }
            closeLine()
            if cv.numberOfItems(inSection: section) > 0 { along -= lineGap }
            along += vertical ? inset.bottom : inset.right
        }
        contentSize = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.filter { $0.value.intersects(rect) }.sorted { $0.key < $1.key }.map { path, frame in
            let a = UICollectionViewLayoutAttributes(forCellWith: path)
            a.frame = frame
            return a
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = frames[indexPath] else { return nil }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = frame
        return a
    }

    /// A new width (vertical) or height (horizontal) reflows the lines.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return scrollDirection == .vertical ? newBounds.width != cv.bounds.width : newBounds.height != cv.bounds.height
    }
}
