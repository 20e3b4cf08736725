//: [Next](@next)
/*:
 # The option picker in compact UI

 `InfinitePickerView` is a small looping picker: one option per page, the last
 followed by the first. It suits short, fixed lists in tight spaces: the size
 and color of a product, a quantity, a tip.

 This page builds a product card with two pickers:
 - **Size**, text options with narrow pages so the neighbours peek in;
 - **Color**, your own page views (color swatches), of which the picker
   creates only a handful however many colors there are.

 Swipe a picker past its last option, or tap it to advance one option.
 */
import UIKit
import PlaygroundSupport
import InfiniteTabs

/*:
 ## A page view of your own

 The picker reuses its page views as it scrolls, so a page shows whatever
 `configure` tells it, every time.
 */
final class SwatchPage: UIView {
    private let dot = UIView()
    private let name = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        dot.layer.cornerRadius = 14
        dot.layer.borderWidth = 1
        dot.layer.borderColor = UIColor.separator.cgColor
        name.font = .preferredFont(forTextStyle: .caption1)
        name.textAlignment = .center
        for view in [dot, name] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            dot.widthAnchor.constraint(equalToConstant: 28),
            dot.heightAnchor.constraint(equalToConstant: 28),
            dot.centerXAnchor.constraint(equalTo: centerXAnchor),
            dot.topAnchor.constraint(equalTo: topAnchor, constant: 4),
            name.topAnchor.constraint(equalTo: dot.bottomAnchor, constant: 2),
            name.leadingAnchor.constraint(equalTo: leadingAnchor),
            name.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func show(_ color: UIColor, named title: String) {
        dot.backgroundColor = color
        name.text = title
    }
}

/*:
 ## The product card

 `titles` is the shortcut for text options. `pageWidth` narrower than the
 picker lets the neighbouring options peek in at both sides. `onSelect` is
 called once for each change the user makes, never for a programmatic one.
 */
final class ProductCardViewController: UIViewController {
    private let sizePicker = InfinitePickerView()
    private let colorPicker = InfinitePickerView()
    private let summary = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        sizePicker.titles = Demo.sizes
        sizePicker.pageWidth = 64
        sizePicker.selectedIndex = 2                 // "M", no animation, no onSelect
        sizePicker.onSelect = { [weak self] _ in self?.updateSummary() }

        // Any Hashable items: here the colour names, with a swatch page each.
        let names = Demo.colors.map { $0.name }
        colorPicker.setItems(names,
                              title: { $0 },                       // what VoiceOver reads
                              makePage: { SwatchPage() },          // only a handful are made
                              configure: { page, _, index in
                                  page.show(Demo.colors[index].color, named: Demo.colors[index].name)
                              })
        colorPicker.pageWidth = 72
        colorPicker.onSelect = { [weak self] _ in self?.updateSummary() }

        summary.font = .preferredFont(forTextStyle: .headline)
        summary.textAlignment = .center

        let stack = UIStackView(arrangedSubviews: [
            heading("Running Shoe"),
            caption("Size"), sizePicker,
            caption("Colour"), colorPicker,
            summary,
        ])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            sizePicker.heightAnchor.constraint(equalToConstant: 44),
            colorPicker.heightAnchor.constraint(equalToConstant: 56),
        ])
        updateSummary()
    }

    private func updateSummary() {
        let size = Demo.sizes[sizePicker.selectedIndex]
        let color = Demo.colors[colorPicker.selectedIndex].name
        summary.text = "\(color), size \(size)"
    }

    private func heading(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .title2)
        return label
    }

    private func caption(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.textColor = .secondaryLabel
        return label
    }
}

/*:
 ## Try it

 - Swipe the size picker past "XXL": "XS" follows, with no jump, because the
   picker moves its offset by exactly one lap of options when it reaches the
   copy at either end.
 - Turn on VoiceOver (or use the Accessibility Inspector): each picker is one
   adjustable element; swipe up or down to change the option.
 - Set `sizePicker.autoScrollInterval = 2` to make it advance by itself.
 */
let card = ProductCardViewController()
card.preferredContentSize = CGSize(width: 390, height: 520)
PlaygroundPage.current.liveView = card

//: [Next](@next)
