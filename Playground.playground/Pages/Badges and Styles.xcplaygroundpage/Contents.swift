//: [Previous](@previous) · [Next](@next)
/*:
 # Badges and Styles

 Three looping strips, one per indicator shape (an underline, a rounded
 background behind the title, a dot), with badges on some tabs: a count
 capped at 99+, a short text and a dot. Titles grow and change color with
 the swipe, also from the last tab to the first.

 - The badges change in place: "Add mail" bumps the count on every copy of
   "Inbox" without reloading the strip; VoiceOver reads "Inbox, 3".
 - "Insert tab" puts a new tab first; the selected tab stays selected (the
   tabs carry ids), not the index.
 - Below, the same in SwiftUI: `InfiniteTabStrip` with items and badges, and
   one with tabs drawn by a SwiftUI view.
 */
import SwiftUI
import UIKit
import PlaygroundSupport
import InfiniteTabs

//: The tabs: titles with ids (so a reload keeps the selected tab) and badges.
func mailTabs(count: Int) -> [InfiniteTabItem] {
    [
        InfiniteTabItem(title: "Inbox", badge: .count(count), id: "inbox"),
        InfiniteTabItem(title: "Starred", id: "starred"),
        InfiniteTabItem(title: "Live", badge: .text("Live"), id: "live"),
        InfiniteTabItem(title: "Drafts", badge: .dot, id: "drafts"),
        InfiniteTabItem(title: "Sent", id: "sent"),
        InfiniteTabItem(title: "Archive", id: "archive"),
    ]
}

//: One strip per indicator shape; the selected title is 10 % larger.
@MainActor
func makeStrip(style: InfiniteTabIndicatorStyle) -> InfiniteTabStripView {
    let strip = InfiniteTabStripView()
    var appearance = InfiniteTabAppearance()
    appearance.selectedScale = 1.1
    strip.appearance = appearance
    strip.indicatorStyle = style
    strip.spacing = 4
    strip.items = mailTabs(count: 2)
    strip.heightAnchor.constraint(equalToConstant: 48).isActive = true
    return strip
}

final class BadgesViewController: UIViewController {
    private var mail = 2
    private var inserted = 0
    private let strips = [makeStrip(style: InfiniteTabIndicatorStyle()),
                          makeStrip(style: .background),
                          makeStrip(style: .dot)]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let addMail = UIButton(type: .system)
        addMail.setTitle("Add mail", for: .normal)
        addMail.addTarget(self, action: #selector(receiveMail), for: .touchUpInside)
        let insert = UIButton(type: .system)
        insert.setTitle("Insert tab", for: .normal)
        insert.addTarget(self, action: #selector(insertTab), for: .touchUpInside)
        let buttons = UIStackView(arrangedSubviews: [addMail, insert])
        buttons.distribution = .fillEqually
        let stack = UIStackView(arrangedSubviews: strips + [buttons])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
    }

    //: A new count on tab 0: every copy on screen shows it at once, no reload.
    @objc private func receiveMail() {
        mail += 1
        for strip in strips { strip.setBadge(.count(mail), forItem: 0) }
    }

    //: A new first tab: the selected tab keeps its selection by id.
    @objc private func insertTab() {
        inserted += 1
        for strip in strips {
            strip.items.insert(InfiniteTabItem(title: "New \(inserted)", badge: .text("New"), id: "new\(inserted)"), at: 0)
        }
    }
}

//: The same in SwiftUI: items with badges, and tabs drawn by a SwiftUI view.
struct BadgesScreen: View {
    @State private var tab = 0
    @State private var unread = 120

    var body: some View {
        VStack(spacing: 24) {
            InfiniteTabStrip(selection: $tab, items: [
                InfiniteTabItem(title: "Inbox", badge: .count(unread)),
                InfiniteTabItem(title: "Starred"),
                InfiniteTabItem(title: "Drafts", badge: .dot),
                InfiniteTabItem(title: "Sent"),
            ])
            .indicatorStyle(.background)
            .tabSpacing(4)
            .frame(height: 48)

            InfiniteTabStrip(selection: $tab, items: [
                InfiniteTabItem(title: "Inbox"), InfiniteTabItem(title: "Starred"),
                InfiniteTabItem(title: "Drafts"), InfiniteTabItem(title: "Sent"),
            ]) { index, selected, emphasis in
                Text(["📥 Inbox", "⭐️ Starred", "📝 Drafts", "📤 Sent"][index])
                    .fontWeight(selected ? .bold : .regular)
                    .opacity(0.5 + 0.5 * Double(emphasis))
                    .padding(.horizontal, 12)
            }
            .indicatorStyle(.dot)
            .frame(height: 48)

            Button("Read one") { unread = max(0, unread - 1) }
            Text("Selected tab \(tab); unread \(unread) (shown as 99+)")
        }
    }
}

let screen = UITabBarController()
let uikitScreen = BadgesViewController()
uikitScreen.tabBarItem = UITabBarItem(title: "UIKit", image: nil, tag: 0)
let swiftUIScreen = UIHostingController(rootView: BadgesScreen())
swiftUIScreen.tabBarItem = UITabBarItem(title: "SwiftUI", image: nil, tag: 1)
screen.viewControllers = [uikitScreen, swiftUIScreen]
screen.preferredContentSize = CGSize(width: 390, height: 600)
PlaygroundPage.current.liveView = screen

//: [Previous](@previous) · [Next](@next)
