//: [Previous](@previous)
/*:
 # Recipe 7: styling the picker, tabs that fit, moves that report

 What teams reach for Tabman, Parchment and Pageboy for, on the looping
 controls:

 - the option picker's `appearance`: a font, the colour of the options beside
   the centre and of the centred one, which grows a little; colour and size
   follow the swipe;
 - a strip whose tabs fit (`loops = false`) with `alignment` `.centered` or
   `.justified`, as Parchment's `menuHorizontalAlignment` does;
 - `select(_:animated:completion:)`, `showNext(animated:completion:)` and
   `showPrevious(animated:completion:)`, whose completion says whether the
   move finished (false when a later request took over or the user swiped
   elsewhere);
 - editing: `insertPage(at:animated:)` and `deletePage(at:animated:)` after
   you changed the pages your factory gives, `insertTab(_:at:animated:)` and
   `deleteTab(at:animated:)` on the container; the page on screen stays (its
   neighbour shows when it is the one deleted);
 - an optional index: `select(_:)` with an `Int?` selects, nil does nothing
   (it would otherwise compile into UIKit's "Select" edit action);
 - in SwiftUI the picker reads `.font` from the environment, and
   `.foregroundStyle` and `.tint` given a `Color` on the picker itself.
 */
import SwiftUI
import UIKit
import PlaygroundSupport
import InfiniteTabs

final class StylingViewController: UIViewController {
    private let picker = InfinitePickerView()
    private let strip = InfiniteTabStripView()
    private let pages = InfinitePageViewController(count: 4) { index in
        let page = UIViewController()
        page.view.backgroundColor = [.systemTeal, .systemOrange, .systemPink, .systemIndigo][index]
        return page
    }
    private let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        picker.titles = ["XS", "S", "M", "L", "XL"]
        picker.pageWidth = 80
        var look = InfinitePickerAppearance()
        look.font = .systemFont(ofSize: 20, weight: .semibold)
        look.textColor = .tertiaryLabel
        look.selectedTextColor = .systemPink
        look.selectedScale = 1.2
        picker.appearance = look

        strip.titles = ["Day", "Week", "Month"]
        strip.loops = false              // three tabs fit: no need to loop
        strip.alignment = .justified     // or .centered, .leading (the default)
        strip.onSelect = { [weak self] index in
            self?.pages.select(index, animated: true) { finished in
                self?.status.text = finished ? "Showing \(index)" : "Another move took over"
            }
        }

        addChild(pages)
        let stack = UIStackView(arrangedSubviews: [picker, strip, pages.view, status])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            strip.heightAnchor.constraint(equalToConstant: 44),
        ])
        pages.didMove(toParent: self)

        pages.showNext(animated: true) { [weak self] finished in
            guard finished, let self else { return }
            self.strip.select(self.pages.selectedIndex, animated: true)
            _ = self.pages.showPrevious(animated: true) { _ in }
        }
        let remembered: Int? = UserDefaults.standard.object(forKey: "size") as? Int
        picker.select(remembered)        // nil: the picker stays where it is
    }
}

/// A container whose tabs the user adds and removes.
final class EditableTabsViewController: UIViewController {
    private var names = ["Inbox", "Work", "Later"]
    private lazy var tabs = InfiniteTabsViewController(titles: names) { [weak self] index in
        let page = UIViewController()
        page.title = self?.names[index]
        return page
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(tabs)
        tabs.view.frame = view.bounds
        view.addSubview(tabs.view)
        tabs.didMove(toParent: self)
    }

    func add(_ name: String, at index: Int) {
        names.insert(name, at: min(max(index, 0), names.count))   // the pages first...
        tabs.insertTab(InfiniteTabItem(title: name), at: index, animated: true)   // ...then the control
    }

    func remove(at index: Int) {
        guard names.indices.contains(index) else { return }
        names.remove(at: index)
        tabs.deleteTab(at: index, animated: true)
    }
}

/// The same picker in SwiftUI, its font from the environment, its colours its own.
struct SizesView: View {
    @State private var size = 2

    var body: some View {
        InfinitePicker(selection: $size, items: ["XS", "S", "M", "L", "XL"])
            .foregroundStyle(.secondary) // on the picker itself: SwiftUI lets it read no colour further up
            .tint(.pink)
            .frame(height: 44)
            .pageWidth(80)
            .font(.title3)
    }
}

let screen = StylingViewController()
screen.preferredContentSize = CGSize(width: 390, height: 600)
PlaygroundPage.current.liveView = screen

//: [Previous](@previous)
