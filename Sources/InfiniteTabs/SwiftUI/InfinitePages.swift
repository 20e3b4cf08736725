#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore
import UIKit

/// Looping pages (``InfinitePageViewController``) in SwiftUI, bound to a
/// selected index, each page a SwiftUI view.
///
/// ```swift
/// @State private var day = 0
///
/// InfinitePages(selection: $day, count: days.count) { index in
///     DayView(day: days[index])
/// }
/// .autoScrollInterval(5)
/// ```
///
/// The selection goes both ways without loops: setting `day` turns the pages
/// (one transition, the shortest way round; without animation when the
/// transaction disables animations; requests during a transition are
/// coalesced to the latest); a swipe writes the settled index back once,
/// then calls `onSelect(_:)`, and a turn the pages make by themselves
/// (`autoScrollInterval(_:)`, VoiceOver) writes its target when it starts,
/// so a view update during it never turns back. A bound index out of range
/// is ignored; after `count` shrank it is corrected, right after the view
/// update. Changing `count` or `loops(_:)` reloads the pages at rest on the
/// bound index (clamped into the new count), after any running transition.
/// Each loaded page's content is rebuilt from `content` whenever the view
/// updates, with the environment at the pages (this package's own settings
/// aside); `content` is only asked for indices in `0..<count`. A count of 0
/// or less shows no page.
///
/// Settings are environment modifiers, in any order: `loops(_:)`,
/// `autoScrollInterval(_:)`, `pageDots(_:)`, `itemTransform(_:)`,
/// `scrollAxis(_:)` (read when the pages are created),
/// `prefersReducedMotion(_:)`, `onSelect(_:)`, `onProgress(_:)`. Nothing is
/// written or called back during a view update.
public struct InfinitePages<Content: View>: UIViewControllerRepresentable {
    @Binding private var selection: Int
    private let count: Int
    private let content: (Int) -> Content

    /// Creates `count` pages with `content(index)` as the page of `index`,
    /// bound to `selection`.
    public init(selection: Binding<Int>, count: Int, @ViewBuilder content: @escaping (Int) -> Content) {
        _selection = selection
        self.count = count
        self.content = content
    }

    /// Makes the object that carries the latest view value to the controller.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Creates the page controller, at rest on the bound index (clamped).
    public func makeUIViewController(context: Context) -> InfinitePageViewController {
        let coordinator = context.coordinator
        let settings = context.environment.infiniteControlSettings
        coordinator.view = self
        coordinator.settings = settings
        coordinator.environment = context.environment.forHostedContent
        let loops = settings.loops ?? true
        coordinator.pages = BoundPages(count: count, wraps: loops)
        let controller = InfinitePageViewController(count: count, selectedIndex: selection, loops: loops,
                                                    axis: settings.scrollAxis ?? .horizontal,
                                                    makePage: coordinator.makePage)
        controller.onSelect = { [weak coordinator, weak controller] index in
            coordinator?.userSelected(index, target: controller?.targetIndex ?? index)
        }
        // A move the pages start by themselves (an auto-scroll turn, VoiceOver)
        // is written when it starts: a view update during its transition then
        // finds the binding at the target and does not send the pages back.
        controller.onWillSelect = { [weak coordinator, weak controller] index in
            coordinator?.heading(to: index, target: controller?.targetIndex ?? index)
        }
        controller.onProgress = { [weak coordinator] state in coordinator?.progressed(state) }
        return controller
    }

    /// Brings the controller in line with the view, through the
    /// coordinator's `UpdateGate`: settings, fresh content for the loaded
    /// pages, a reload for a new count or looping, a turn for a new
    /// selection.
    public func updateUIViewController(_ controller: InfinitePageViewController, context: Context) {
        let coordinator = context.coordinator
        let settings = context.environment.infiniteControlSettings
        coordinator.view = self
        coordinator.settings = settings
        coordinator.environment = context.environment.forHostedContent
        coordinator.gate.runUpdate {
            SettingWrite.write(settings.autoScrollInterval ?? nil, to: \.autoScrollInterval, of: controller)
            SettingWrite.write(settings.showsPageDots ?? false, to: \.showsPageControl, of: controller)
            SettingWrite.write(settings.itemTransform ?? .identity, to: \.itemTransform, of: controller)
            SettingWrite.write(settings.prefersReducedMotion ?? nil, to: \.prefersReducedMotion, of: controller)
            let environment = coordinator.environment
            HostedPage.refresh(controller.loadedViewControllers, count: count) {
                CallerEnvironment(environment: environment, content: content($0))
            }
            let loops = settings.loops ?? true
            let pagesChanged = coordinator.pages.update(count: count, wraps: loops)
            let step = SelectionBinding.update(bound: selection, target: controller.targetIndex,
                                               count: controller.numberOfPages, itemsChanged: pagesChanged,
                                               animated: SelectionBinding.animatesMove(disablesAnimations: context.transaction.disablesAnimations))
            switch step {
            case .keep:
                break
            case .select(let index, let animated):
                controller.select(index, animated: animated)
            case .reload(let index):
                controller.reloadPages(count: count, selectedIndex: index, loops: loops, makePage: coordinator.makePage)
                coordinator.gate.correct($selection, count: count, shown: index)
            }
        }
    }

    /// Carries the latest `InfinitePages` value to the UIKit side.
    @MainActor
    public final class Coordinator {
        fileprivate var view: InfinitePages?
        /// The count and looping the controller was last given.
        fileprivate var pages = BoundPages()
        /// The latest environment settings (for `onSelect` and `onProgress`).
        fileprivate var settings = InfiniteControlSettings()
        /// The caller's environment for the pages.
        fileprivate var environment = EnvironmentValues()
        /// Keeps view updates read-only.
        let gate = UpdateGate()

        fileprivate init() {}

        fileprivate func makePage(_ index: Int) -> UIViewController {
            guard let view = view else { return UIViewController() }
            let environment = self.environment
            return HostedPage.make(index: index, count: view.count) {
                CallerEnvironment(environment: environment, content: view.content($0))
            }
        }

        fileprivate func userSelected(_ index: Int, target: Int) {
            guard let binding = view?.$selection else { return }
            gate.userSelected(index, target: target, binding: binding, onSelect: settings.onSelect)
        }

        fileprivate func heading(to index: Int, target: Int) {
            guard let binding = view?.$selection else { return }
            gate.call { binding.writeSettled(index, target: target) }
        }

        fileprivate func progressed(_ state: PagingState) {
            let onProgress = settings.onProgress
            gate.call { onProgress?(state) }
        }
    }
}
#endif
