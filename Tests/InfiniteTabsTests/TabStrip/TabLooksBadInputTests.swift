import XCTest
import InfiniteTabsCore

/// The tab strip's looks and sizes with every bad `Double` and `Int`
/// (``BadInput``): indicator moves, title colours and scales, emphasis,
/// badges, the container's strip height, tab widths and the indicator's
/// geometry. Every rectangle, width, scale and colour finite; no trap.
final class TabLooksBadInputTests: XCTestCase {
    private let doubles = BadInput.doubles + BadInput.ordinaryDoubles

    func testIndicatorMovesAreFiniteAndAnimateOnlyOverAUsableDuration() {
        let law = LawChecker()
        law.withEvery("a", in: doubles) { a in
            law.withEvery("b", in: doubles) { b in
                let rect = CGRect(x: a, y: b, width: b, height: a)
                for animated in [true, false] {
                    let move = TabIndicatorGeometry.Move(to: rect, animated: animated, duration: TimeInterval(a))
                    law.expect(BadInput.isFinite(move.rect), "move to \(move.rect)")
                    if case .animate(_, let d) = move { law.expect(d.isFinite && d > 0, "duration \(d)") }
                }
            }
        }
        law.finish()
    }

    func testTitleLooksAreFiniteForAnyColorScaleAndEmphasis() {
        let law = LawChecker()
        law.withEvery("a", in: doubles) { a in
            let color = TabColor(red: a, green: -a, blue: a * 2, alpha: a)
            for c in [color.red, color.green, color.blue, color.alpha] { law.expect(c >= 0 && c <= 1, "component \(c)") }
            law.withEvery("b", in: doubles) { b in
                let mixed = color.interpolated(to: .black, fraction: b)
                for c in [mixed.red, mixed.green, mixed.blue, mixed.alpha] { law.expect(c >= 0 && c <= 1, "mixed \(c)") }
                for interpolates in [true, false] {
                    let style = TabTitleStyle(normalColor: color, selectedColor: mixed, normalScale: a, selectedScale: b,
                                              interpolates: interpolates)
                    let look = style.look(emphasis: b)
                    law.expect(look.scale.isFinite && look.scale > 0 && look.scale <= 10, "scale \(look.scale)")
                }
                var move = PagingMove(from: 0, to: 1, steps: 1, progress: a)
                move.progress = b
                for state in [PagingState.dragging(move), .settling(move), .transitioning(move), .idle(index: 1)] {
                    for item in BadInput.ints + [0, 1] {
                        let e = state.titleEmphasis(ofItem: item)
                        law.expect(e >= 0 && e <= 1, "emphasis \(e) of \(item) in \(state)")
                    }
                }
            }
        }
        law.finish()
    }

    func testBadgesTakeAnyCountAndCap() {
        let law = LawChecker()
        law.withEvery("n", in: BadInput.ints) { n in
            law.withEvery("cap", in: BadInput.ints) { cap in
                switch TabBadge.count(n).display(cap: cap) {
                case .hidden: law.expect(n <= 0, "count \(n) hidden")
                case .dot: law.expect(false, "a count shows a dot")
                case .label(let text): law.expect(n > 0 && !text.isEmpty && text.count <= 21, "label \(text)")
                }
                law.expect((TabBadge.count(n).spokenText() == nil) == (n <= 0), "spoken")
                law.expect(Optional<TabBadge>.none.display(cap: cap) == .hidden, "no badge")
            }
        }
        law.finish()
    }

    func testTheContainersStripHeightIsFiniteAndBoundedForAnyInput() {
        let law = LawChecker()
        law.withEvery("requested", in: doubles) { requested in
            law.withEvery("line", in: doubles) { line in
                law.withEvery("normal", in: doubles) { normal in
                    let h = TabStripHeight.height(requested: requested, titleLineHeight: line, defaultTitleLineHeight: normal)
                    let base = requested.positiveOrZero
                    law.expect(h.isFinite && h >= base && h <= base * TabStripHeight.maximumScale, "height \(h) for \(requested)")
                }
            }
        }
        law.finish()
    }

    func testTabWidthsAreFiniteForAnyMeasurementModeAndViewport() {
        let law = LawChecker()
        law.withEvery("a", in: doubles) { a in
            law.withEvery("b", in: doubles) { b in
                for mode in [TabWidthMode.fitting, .fixed(a), .fillEqually] {
                    for loops in [true, false] {
                        let sizing = TabStripSizing.resolve(measured: [a, b, 40], mode: mode, spacing: b, viewportWidth: a,
                                                            scale: b, loops: loops)
                        law.expect(sizing.widths.count == 3, "one width a tab")
                        for w in sizing.widths { law.expect(w.isFinite && w >= 0, "width \(w)") }
                    }
                }
                let w = TabStripSizing.contentWidth(titleWidth: a, imageWidth: b, imageSpacing: a, leading: b, trailing: a)
                law.expect(w.isFinite && w >= 0, "contentWidth \(w)")
            }
        }
        law.finish()
    }

    func testTheIndicatorsGeometryIsFiniteForAnyTabAndStyle() {
        let law = LawChecker()
        law.withEvery("a", in: doubles) { a in
            law.withEvery("b", in: doubles) { b in
                for shape in [TabIndicatorShape.underline, .background, .dot] {
                    let geometry = TabIndicatorGeometry(shape: shape, size: a, cornerRadius: b, leftInset: a, rightInset: b,
                                                        topInset: a, bottomInset: b)
                    let placement = geometry.placement(under: StripFrame(x: a, width: b), stripHeight: a)
                    law.expect(BadInput.isFinite(placement.rect), "\(shape) rect \(placement.rect)")
                    law.expect(placement.cornerRadius.isFinite && placement.cornerRadius >= 0, "corner \(placement.cornerRadius)")
                }
            }
        }
        law.finish()
    }
}
