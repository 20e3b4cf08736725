//: [Previous](@previous) · [Next](@next)
/*:
 # Recipe 4: SwiftUI tabs with a badge and a colour

 A mail screen in SwiftUI: looping tabs over pages, an unread count on the
 "Inbox" tab that changes in place (the pages are not rebuilt), and the
 indicator in the app's colour. Above it, the same tabs as a strip with tab
 views of your own. The colour modifiers take a SwiftUI `Color` (or a
 `UIColor`, as the strip below shows).
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
 (0 to 1, shared between two tabs while a swipe runs); the strip's cells host
 it on every supported system (iOS 15 and later).
 */
struct IconStrip: View {
    @Binding var selection: Int
    let names: [String]
    let icons: [String]

    var body: some View {
        InfiniteTabStrip(selection: $selection, items: names.indices.map { index in
            InfiniteTabItem(title: names[index], systemImage: icons[index])   // what VoiceOver reads
        }) { index, selected, emphasis in
            Label(names[index], systemImage: icons[index])
                .font(selected ? Font.body.bold() : .body)
            .opacity(0.5 + 0.5 * Double(emphasis))
        }
        .indicatorColor(UIColor.systemPink)              // a UIColor works too
        .frame(height: 48)
    }
}

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
let screens = UIHostingController(rootView: Screens())
screens.preferredContentSize = CGSize(width: 390, height: 700)
PlaygroundPage.current.liveView = screens

//: [Previous](@previous) · [Next](@next)
