#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore
import UIKit

private struct InfiniteControlSettingsKey: EnvironmentKey {
    static var defaultValue: InfiniteControlSettings { InfiniteControlSettings() }
}

extension EnvironmentValues {
    var infiniteControlSettings: InfiniteControlSettings {
        get { self[InfiniteControlSettingsKey.self] }
        set { self[InfiniteControlSettingsKey.self] = newValue }
    }
}

// MARK: - Modifiers

extension View {
    func infiniteSetting(_ change: @escaping (inout InfiniteControlSettings) -> Void) -> some View {
        transformEnvironment(\.infiniteControlSettings, transform: change)
    }

    /// Whether the package's controls below loop, the last item leading to
    /// the first (default true). On `InfiniteTabsView` it loops strip and
    /// pages together. A change lays the control out again on the bound item.
    public func loops(_ loops: Bool) -> some View { infiniteSetting { $0.loops = loops } }

    /// Calls `action` with the item each time the user changes the selection
    /// of a control below (a tap, a swipe, VoiceOver, an auto-scroll turn),
    /// after the binding was written; never for a change of the binding
    /// itself. Never called during a view update. Default none.
    public func onSelect(_ action: @escaping (Int) -> Void) -> some View { infiniteSetting { $0.onSelect = action } }

    /// Calls `action` with the item each time the user taps the selected tab
    /// of a strip or tabs below again (``InfiniteTabStripView/onReselect``,
    /// ``InfiniteTabsViewController/onReselect``): scroll the page to its top
    /// there, as a tab bar does. The binding is not written and
    /// `onSelect(_:)` is not called. Never called during a view update.
    /// Default none.
    public func onReselect(_ action: @escaping (Int) -> Void) -> some View {
        infiniteSetting { $0.onReselect = action }
    }

    /// Calls `action` with the paging state on every change (a swipe's
    /// progress, a transition, rest) of the strip, pages or tabs below, as
    /// their UIKit `onProgress` does. Never called during a view update: a
    /// state reported while SwiftUI updates the view is delivered right
    /// after. Default none.
    public func onProgress(_ action: @escaping (PagingState) -> Void) -> some View {
        infiniteSetting { $0.onProgress = action }
    }

    /// Turns the pages (`InfinitePages`) or the option picker
    /// (`InfinitePicker`) one item forward by themselves every `interval`
    /// seconds of rest (their UIKit `autoScrollInterval`). Nil (the default),
    /// 0, negative, NaN or infinite turn it off.
    public func autoScrollInterval(_ interval: TimeInterval?) -> some View {
        infiniteSetting { $0.autoScrollInterval = .some(interval) }
    }

    /// What a user's drag does to the auto-scroll of the pages and pickers
    /// below (`InfinitePages` and `InfinitePicker`; their UIKit
    /// `autoScrollOnDrag`):
    /// ``AutoScrollDragBehavior/pause`` (the default) or
    /// ``AutoScrollDragBehavior/cancel``, which stops the turns until
    /// `autoScrollInterval(_:)` is given a new interval (nil, then the
    /// interval again, restarts it).
    public func autoScrollOnDrag(_ behavior: AutoScrollDragBehavior) -> some View {
        infiniteSetting { $0.autoScrollOnDrag = behavior }
    }

    /// Scales, fades and tilts the items beside the centre of the pages or
    /// the picker below while they scroll. Default ``ItemTransform/identity``.
    public func itemTransform(_ transform: ItemTransform) -> some View {
        infiniteSetting { $0.itemTransform = transform }
    }

    /// The axis the pages or the picker below scroll along (default
    /// horizontal). A change turns the picker at once; the pages are made
    /// again along it, on the bound page (their pages' `@State` starts over).
    public func scrollAxis(_ axis: ScrollAxis) -> some View { infiniteSetting { $0.scrollAxis = axis } }

    /// Whether the controls below move without sliding: nil (the default)
    /// follows the system's Reduce Motion, true or false overrides it.
    public func prefersReducedMotion(_ reduced: Bool?) -> some View {
        infiniteSetting { $0.prefersReducedMotion = .some(reduced) }
    }

    /// The width of the picker's pages below (nil, the default: the
    /// picker's width); narrower pages let the neighbours peek in.
    public func pageWidth(_ width: CGFloat?) -> some View { infiniteSetting { $0.pageWidth = .some(width) } }

    /// Whether a tap on the picker's centred option advances it (default
    /// true); a tap on a neighbour selects it either way.
    public func advancesOnTap(_ advances: Bool) -> some View { infiniteSetting { $0.advancesOnTap = advances } }
}
#endif
