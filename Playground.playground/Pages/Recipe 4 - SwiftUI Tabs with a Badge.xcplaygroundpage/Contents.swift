//: [Previous](@previous) · [Next](@next)
/*:
 # Recipe 4: SwiftUI tabs with a badge and a colour

 A mail screen in SwiftUI: looping tabs over pages, an unread count on the
 "Inbox" tab that changes in place (the pages are not rebuilt), and the
 indicator in the app's colour. Above it, the same tabs as a strip with tab
 views of your own, written with iOS 13 API only (the package's target).

 The colour modifiers take a SwiftUI `Color` on iOS 14 and later (UIKit can
 turn a `Color` into a `UIColor` only from iOS 14), so the mail screen is
 marked `@available(iOS 14.0, *)`; code that runs on iOS 13 passes a
 `UIColor` instead, as the strip below does.
 */
import SwiftUI
import UIKit
import PlaygroundSupport
import InfiniteTabs

struct MailboxPage: View {
    let name: String
    let unread: Int

    var body: some View {
        VStack(spacing: 12) {
            Text(name).font(.largeTitle)
            Text(unread > 0 ? "\(unread) unread" : "All read").foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

@available(iOS 14.0, *)
struct MailScreen: View {
    @State private var mailbox = 0
    @State private var unread = 3

    private let names = ["Inbox", "Sent", "Drafts", "Archive"]

    private var tabs: [InfiniteTabItem] {
        [
            InfiniteTabItem(title: "Inbox", badge: .count(unread)),   // 0 shows no badge
            InfiniteTabItem(title: "Sent"),
            InfiniteTabItem(title: "Drafts", badge: .dot),
            InfiniteTabItem(title: "Archive"),
        ]
    }

    var body: some View {
        VStack(spacing: 0) {
            InfiniteTabsView(selection: $mailbox, items: tabs) { index in
                MailboxPage(name: names[index], unread: index == 0 ? unread : 0)
            }
            .indicatorColor(.pink)                       // a SwiftUI Color
            .tabTitleColor(.secondary, selected: .pink)
            .onSelect { index in print("The user opened", names[index]) }

            HStack {
                Button("New mail") { unread += 1 }
                Spacer()
                Button("Read all") { unread = 0 }
            }
            .padding()
        }
    }
}

/*:
 ## Tab views of your own

 The closure gets the tab's index, whether it is selected, and its emphasis
 (0 to 1, shared between two tabs while a swipe runs); it shows on iOS 16 and
 later, and earlier systems show the items' built-in tabs. Only iOS 13 API
 here: `Label` (iOS 14) and `.fontWeight(_:)` on a view (iOS 16) would not
 compile at the package's iOS 13 target.
 */
struct IconStrip: View {
    @Binding var selection: Int
    let names: [String]
    let icons: [String]

    var body: some View {
        InfiniteTabStrip(selection: $selection, items: names.indices.map { index in
            InfiniteTabItem(title: names[index], systemImage: icons[index])   // what VoiceOver reads, and the tab before iOS 16
        }) { index, selected, emphasis in
            HStack(spacing: 4) {
                Image(systemName: icons[index])
                Text(names[index]).font(selected ? Font.body.bold() : .body)
            }
            .opacity(0.5 + 0.5 * Double(emphasis))
        }
        .indicatorColor(UIColor.systemPink)              // iOS 13: a UIColor
        .frame(height: 48)
    }
}

@available(iOS 14.0, *)
struct Screens: View {
    @State private var section = 0

    var body: some View {
        VStack(spacing: 0) {
            IconStrip(selection: $section, names: ["Inbox", "Sent", "Drafts", "Archive"],
                      icons: ["tray", "paperplane", "doc", "archivebox"])
            MailScreen()
        }
    }
}

/*:
 ## Try it

 - Tap "New mail": the badge counts up without the pages reloading; "Read
   all" takes it away.
 - Swipe from "Archive" on: "Inbox" follows, and the binding is written once
   the pages settle.
 */
if #available(iOS 14.0, *) {
    let screens = UIHostingController(rootView: Screens())
    screens.preferredContentSize = CGSize(width: 390, height: 700)
    PlaygroundPage.current.liveView = screens
}

//: [Previous](@previous) · [Next](@next)
