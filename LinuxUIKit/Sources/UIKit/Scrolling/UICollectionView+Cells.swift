/// The cells' life on a layout pass of a collection view:
///
/// 1. a pending `reloadData` asks for the counts again and discards every
///    cell (each told `didEndDisplaying`, then queued for reuse);
/// 2. an invalidated layout is prepared; `contentSize` takes the layout's;
/// 3. the layout is asked for the attributes in the bounds (mirrored when
///    it flips in right to left: Apple,
///    "flipsHorizontallyInOppositeLayoutDirection");
/// 4. cells that left go to the reuse queue, or, with prefetching, stay
///    cached while they lie within one bounds length of the visible rect
///    (Apple, "isPrefetchingEnabled": cells are prepared ahead and kept);
/// 5. items that arrived get a cached cell back without `cellForItemAt`
///    (switch ``UIKitModel/Configuration/reshowsCellsWithoutAsking``) or the
///    data source's cell (`dequeueReusableCell` may hand out a cell that is
///    leaving in this same pass: `prepareForReuse` first); each is told
///    `willDisplay`;
/// 6. then the cells that left are told `didEndDisplaying` — so a reused
///    cell hears `willDisplay` for its new item before `didEndDisplaying`
///    for its old one (UIKit documents no order; Apple,
///    "collectionView(_:didEndDisplaying:forItemAt:)" only says the cell was
///    removed; wangling.me, "Cell Data Unbinding" (2017), saw `willDisplay`
///    and `didEndDisplaying` of one cell interleave, without
///    `cellForItemAt`, as it left and came back).
extension UICollectionView {
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if dequeueingFor != indexPath {
            // UIKit asserts: a cell must be dequeued inside cellForItemAt for
            // the index path asked for.
            UIKitModel.recordViolation("dequeueReusableCell for \(indexPath) outside collectionView(_:cellForItemAt:) for it")
        }
        let cell: UICollectionViewCell
        if var queue = reuseQueue[identifier], !queue.isEmpty {
            cell = queue.removeFirst()
            reuseQueue[identifier] = queue
            cell.prepareForReuse()
        } else {
            guard let type = registry[identifier] else {
                // UIKit raises NSInternalInconsistencyException.
                UIKitModel.recordViolation("dequeue of unregistered reuse identifier \(identifier)")
                return UICollectionViewCell(frame: .zero)
            }
            let viewsBefore = UIKitModel.counters.viewsCreated
            cell = type.init(registeredClassFrame: .zero)
            UIKitModel.counters.viewsInNewCells += UIKitModel.counters.viewsCreated - viewsBefore
            cell.reuseIdentifier = identifier
            cellsCreated += 1
            UIKitModel.counters.cellsCreated += 1
        }
        cell.isHidden = false
        dequeuedCell = cell
        return cell
    }

    func updateCells() {
        if needsReload { reloadNow() }
        if collectionViewLayout.needsPrepare {
            collectionViewLayout.needsPrepare = false
            collectionViewLayout.prepare()
        }
        let contentSizeNow = collectionViewLayout.collectionViewContentSize
        if contentSize != contentSizeNow { contentSize = contentSizeNow }

        let visible = bounds
        let wanted = attributes(in: visible)
        let wantedPaths = Set(wanted.map(\.indexPath))
        let keepRange = visible.insetBy(dx: -visible.width, dy: -visible.height)

        // 4. Cells that left.
        var leaving: [(IndexPath, UICollectionViewCell)] = []
        for (path, cell) in shown where !wantedPaths.contains(path) {
            leaving.append((path, cell))
            shown[path] = nil
        }
        leaving.sort { $0.0 < $1.0 }
        let prefetch = isPrefetchingEnabled && UIKitModel.configuration.reshowsCellsWithoutAsking
        for (path, cell) in cached where !(prefetch && cell.frame.intersects(keepRange) && isValid(path)) {
            cached[path] = nil
            enqueue(cell)
        }
        for (path, cell) in leaving {
            if prefetch && cell.frame.intersects(keepRange) && isValid(path) { cached[path] = cell; cell.isHidden = true } else { enqueue(cell) }
        }

        // 5. Items that arrived.
        for attributes in wanted.sorted(by: { $0.indexPath < $1.indexPath }) {
            let path = attributes.indexPath
            if let cell = shown[path] {
                apply(attributes, to: cell)
                continue
            }
            let cell: UICollectionViewCell
            if let again = cached.removeValue(forKey: path) {
                cell = again
                cell.isHidden = false
            } else {
                guard let made = askDataSource(for: path) else { continue }
                cell = made
            }
            if cell.superview !== self { insertSubview(cell, at: 0) }
            cell.isSelected = selected.contains(path)
            apply(attributes, to: cell)
            shown[path] = cell
            collectionViewDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        }

        // 6. The cells that left hear of it last.
        for (path, cell) in leaving {
            collectionViewDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        }
    }

    private func reloadNow() {
        needsReload = false
        let sections = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        counts = (0..<sections).map { max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
        collectionViewLayout.needsPrepare = true
        let discarded = shown.sorted { $0.key < $1.key }
        shown.removeAll()
        for (_, cell) in cached { enqueue(cell) }
        cached.removeAll()
        for (_, cell) in discarded { enqueue(cell) }
        for (path, cell) in discarded {
            collectionViewDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        }
        selected = selected.filter(isValid)
    }

    private func isValid(_ path: IndexPath) -> Bool {
        counts.indices.contains(path.section) && path.item >= 0 && path.item < counts[path.section]
    }

    private func enqueue(_ cell: UICollectionViewCell) {
        cell.isHidden = true
        reuseQueue[cell.reuseIdentifier ?? "", default: []].append(cell)
    }

    private func askDataSource(for path: IndexPath) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        dequeueingFor = path
        dequeuedCell = nil
        cellForItemCount += 1
        let cell = dataSource.collectionView(self, cellForItemAt: path)
        if dequeuedCell !== cell {
            UIKitModel.recordViolation("cellForItemAt \(path) returned a cell that was not dequeued for it")
        }
        dequeueingFor = nil
        dequeuedCell = nil
        return cell
    }

    /// The layout's attributes for the items in `rect`, mirrored in right to
    /// left when the layout flips, and limited to items that exist.
    private func attributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let flips = collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection == .rightToLeft
        let width = contentSize.width
        let asked = flips ? CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
        let found = collectionViewLayout.layoutAttributesForElements(in: asked) ?? []
        var result: [UICollectionViewLayoutAttributes] = []
        var seen = Set<IndexPath>()
        for a in found where isValid(a.indexPath) && !a.isHidden && seen.insert(a.indexPath).inserted {
            if a.frame.hasNaN { UIKitModel.recordViolation("NaN layout attributes frame for \(a.indexPath)"); continue }
            if flips {
                let mirrored = UICollectionViewLayoutAttributes(forCellWith: a.indexPath)
                mirrored.frame = CGRect(x: width - a.frame.maxX, y: a.frame.minY, width: a.frame.width, height: a.frame.height)
                mirrored.alpha = a.alpha
                mirrored.zIndex = a.zIndex
                result.append(mirrored)
            } else {
                result.append(a)
            }
        }
        return result.filter { $0.frame.intersects(rect) || rect.width == 0 }
    }

    private func apply(_ attributes: UICollectionViewLayoutAttributes, to cell: UICollectionViewCell) {
        if cell.frame != attributes.frame { cell.frame = attributes.frame }
        cell.alpha = attributes.alpha
        cell.layer.zPosition = CGFloat(attributes.zIndex)
    }

    /// The shown item whose cell contains `point` (the collection view's coordinates).
    func item(at point: CGPoint) -> IndexPath? {
        shown.first(where: { $0.value.frame.contains(point) && !$0.value.isHidden })?.key
    }

    /// A tap at `point` (the collection view's coordinates) selects the
    /// item under it (`shouldSelectItemAt`, then `didSelectItemAt`).
    public func simulateTap(at point: CGPoint) {
        guard allowsSelection, let (path, _) = shown.first(where: { $0.value.frame.contains(point) && !$0.value.isHidden })
        else { return }
        guard collectionViewDelegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        selectItem(at: path, animated: false, scrollPosition: [])
        collectionViewDelegate?.collectionView(self, didSelectItemAt: path)
    }
}
