//: [Previous](@previous) · [Next](@next)
/*:
 # Recipe 2: a compact picker with a delegate

 A product card with a looping size picker. The card is the picker's
 delegate and also listens to `.valueChanged`, the way any `UIControl` is
 used; pick one of the two in an app. The picker sits in Auto Layout with no
 height constraint: its intrinsic height comes from its font.
 */
import UIKit
import PlaygroundSupport
import InfiniteTabs

final class ProductCardViewController: UIViewController, InfinitePickerViewDelegate {
    private let sizes = ["XS", "S", "M", "L", "XL"]
    private let picker = InfinitePickerView()
    private let summary = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        picker.titles = sizes
        picker.pageWidth = 64                     // narrower than the picker: neighbours peek in
        picker.selectedIndex = 2                  // "M": no animation, no callback
        picker.delegate = self
        picker.addTarget(self, action: #selector(sizeChanged), for: .valueChanged)

        summary.font = .preferredFont(forTextStyle: .headline)
        summary.text = "Size \(sizes[picker.selectedIndex])"

        let stack = UIStackView(arrangedSubviews: [picker, summary])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([        // a width from the edges; the height is the picker's own
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    /// The delegate: once per change the user made (a swipe, a tap, VoiceOver).
    func infinitePickerView(_ pickerView: InfinitePickerView, didSelectItemAt index: Int) {
        summary.text = "Size \(sizes[index])"
    }

    /// The control event: sent for the same changes, after the delegate.
    @objc private func sizeChanged(_ sender: InfinitePickerView) {
        print("size now", sizes[sender.selectedIndex])
    }
}

/*:
 ## Try it

 - Swipe past "XL": "XS" follows without a jump.
 - Tap the option peeking in on the left: it is selected. Tap the centred
   option: the picker advances one (turn that off with `advancesOnTap = false`).
 - Set `picker.isEnabled = false`: taps, drags and VoiceOver do nothing, as on
   any disabled control; code can still select.
 */
let card = ProductCardViewController()
card.preferredContentSize = CGSize(width: 390, height: 300)
PlaygroundPage.current.liveView = card

//: [Previous](@previous) · [Next](@next)
