#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// The SwiftUI face of ``InfiniteTabsViewController``: a looping tab strip over
/// wrapping pages whose content is SwiftUI.
///
/// ```swift
/// @State private var tab = 0
///
/// var body: some View {
///     InfiniteTabsView(selection: $tab, titles: ["News", "Sport", "Weather"]) { index in
///         FeedView(section: index)
///     }
/// }
/// ```
///
/// The selection goes both ways: setting `tab` turns the pages (one
/// transition, the shortest way round); a tap or a swipe writes the settled
/// index back. A bound index out of range is ignored. Changing `titles`
/// reloads tabs and pages; each page's content is rebuilt from `content`
/// whenever the view updates. New `options` apply on the next update (only
/// when they differ from the controller's; see ``InfiniteTabsOptions``), so
/// toggling `wraps` or changing a colour for dark mode takes effect at once.
///
/// Animation (the same rule in every wrapper,
/// ``SelectionBinding/animatesMove(disablesAnimations:)``): a new selection
/// turns the pages with their slide unless the transaction disables
/// animations; with Reduce Motion on the controls go without the slide.
@available(iOS 13.0, *)
public struct InfiniteTabsView<Content: View>: UIViewControllerRepresentable {
    @Binding private var selection: Int
    private let titles: [String]
    private let options: InfiniteTabsOptions
    private let content: (Int) -> Content

    /// Creates the tabs: one per title, with `content(index)` as the page.
    public init(selection: Binding<Int>, titles: [String], options: InfiniteTabsOptions = InfiniteTabsOptions(),
                @ViewBuilder content: @escaping (Int) -> Content) {
        _selection = selection
        self.titles = titles
        self.options = options
        self.content = content
    }

    /// Makes the object that carries the latest view value to the controller.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Creates the container controller.
    public func makeUIViewController(context: Context) -> InfiniteTabsViewController {
        let coordinator = context.coordinator
        coordinator.view = self
        coordinator.titles = BoundItems(titles)
        let controller = InfiniteTabsViewController(titles: titles, selectedIndex: selection, options: options,
                                                    makePage: coordinator.makePage)
        controller.onSelect = { [weak coordinator, weak controller] index in
            coordinator?.pagesSettled(on: index, target: controller?.pageController.targetIndex ?? index)
        }
        return controller
    }

    /// Brings the controller in line with the view: the loaded pages get
    /// fresh content, new options apply, new titles reload, and a new
    /// selection turns the pages.
    public func updateUIViewController(_ controller: InfiniteTabsViewController, context: Context) {
        let coordinator = context.coordinator
        coordinator.view = self
        coordinator.refreshLoadedPages(of: controller)
        SettingWrite.write(options, to: \.options, of: controller)
        let step = SelectionBinding.update(bound: selection, target: controller.pageController.targetIndex,
                                           count: controller.items.count,
                                           itemsChanged: coordinator.titles.update(to: titles),
                                           animated: SelectionBinding.animatesMove(disablesAnimations: context.transaction.disablesAnimations))
        switch step {
        case .keep:
            break
        case .select(let index, let animated):
            controller.select(index: index, animated: animated)
        case .reload(let index):
            controller.reload(titles: titles, selectedIndex: index, makePage: coordinator.makePage)
        }
    }

    /// Carries the latest ``InfiniteTabsView`` value to the UIKit side.
    @MainActor
    public final class Coordinator {
        fileprivate var view: InfiniteTabsView?
        /// The titles the controller was last given (compared by identity first).
        fileprivate var titles = BoundItems<String>()

        fileprivate init() {}

        fileprivate func makePage(_ index: Int) -> UIViewController {
            guard let view = view else { return UIViewController() }
            return HostedPage.make(index: index, count: view.titles.count, content: view.content)
        }

        fileprivate func pagesSettled(on index: Int, target: Int) {
            view?.$selection.writeSettled(index, target: target)
        }

        fileprivate func refreshLoadedPages(of controller: InfiniteTabsViewController) {
            guard let view = view else { return }
            HostedPage.refresh(controller.pageController.loadedViewControllers, count: view.titles.count,
                               content: view.content)
        }
    }
}
#endif
