// The picker styling its built-in pages from `appearance`: the font once per page, the centred option's look per step of a swipe.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// The appearance resolved for one trait collection: the font, and the
/// looks in steps of emphasis with their colours made once (`TitlePalette`).
@MainActor
final class PickerStyle {
    let font: UIFont
    let followsFont: Bool
    let palette: TitlePalette
    let isUniform: Bool

    init(_ appearance: InfinitePickerAppearance, traits: UITraitCollection) {
        font = appearance.resolvedFont(compatibleWith: traits)
        followsFont = appearance.font == nil
        palette = TitlePalette(style: appearance.titleStyle(in: traits))
        isUniform = appearance.isUniform
    }
}

extension InfinitePickerView {
    /// The resolved appearance, made on first use after each change.
    var currentStyle: PickerStyle {
        if let style = pickerStyle { return style }
        let style = PickerStyle(appearance, traits: traitCollection)
        pickerStyle = style
        return style
    }

    /// Restyles the pages on screen for a new appearance or trait collection.
    func restyle() {
        pickerStyle = nil
        for slot in pool.visible {
            if let page = slot.view as? InfinitePickerLabel { style(page) }
        }
        applyTitleLooks()
    }

    /// Gives a built-in page shown for a new option the font, and the plain
    /// look when every option looks the same (no work on each frame then).
    func style(_ page: InfinitePickerLabel) {
        let style = currentStyle
        if page.label.font != style.font { page.label.font = style.font }
        if page.label.adjustsFontForContentSizeCategory != style.followsFont {
            page.label.adjustsFontForContentSizeCategory = style.followsFont
        }
        page.shownLook = nil
        guard style.isUniform else { return }
        if page.label.textColor != appearance.textColor { page.label.textColor = appearance.textColor }
        if page.label.transform != .identity { page.label.transform = .identity }
    }

    /// Gives each visible built-in page the look of how centred it is, on
    /// each scroll: arithmetic, and a colour and scale written only when the
    /// step of emphasis changed (two pages a frame during a swipe).
    func applyTitleLooks() {
        let style = currentStyle
        guard !style.isUniform else { return }
        pool.applyEmphasis(strip: driver.strip, offset: axis.along(scrollView.contentOffset)) { view, emphasis in
            guard let page = view as? InfinitePickerLabel else { return }
            let styled = style.palette.look(emphasis: emphasis)
            guard page.shownLook != styled.look else { return }
            page.shownLook = styled.look
            page.label.textColor = styled.color
            page.label.transform = CGAffineTransform(scaleX: styled.look.scale, y: styled.look.scale)
        }
    }
}
#endif
