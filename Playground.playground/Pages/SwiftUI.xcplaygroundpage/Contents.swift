//: [Previous](@previous) · [Next](@next)
/*:
 # SwiftUI

 Four wrappers bring the controls to SwiftUI:
 - `InfinitePicker` is the looping option picker, bound to an index;
 - `InfiniteTabsView` is the looping tabs with pages, bound to an index, each
   page a SwiftUI view;
 - `InfiniteTabStrip` is the tab strip on its own, bound to an index;
 - `InfinitePages` is the wrapping pages on their own, bound to an index.

 All keep the binding and the control in step both ways without loops: the
 user's changes write the binding once; a change of the binding moves the
 control and is never written back.
 */
import SwiftUI
import UIKit
import PlaygroundSupport
import InfiniteTabs

//: A page of the tabs: any SwiftUI view.
struct FeedPage: View {
    let title: String
    let size: String

    var body: some View {
        VStack(spacing: 12) {
            Text(title).font(.largeTitle)
            Text("Showing size \(size)").foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

struct ShopScreen: View {
    @State private var section = 0
    @State private var size = 2

    private let sections = ["Women", "Men", "Kids", "Sport", "Sale"]

    var body: some View {
        VStack(spacing: 0) {
            // The option picker: narrow pages, so the neighbours peek in.
            HStack {
                Text("Size").foregroundColor(.secondary)
                InfinitePicker(selection: $size, items: Demo.sizes)
                    .pageWidth(56)
                    .frame(height: 40)
            }
            .padding(.horizontal)

            // The tabs with pages; `section` follows taps and swipes.
            InfiniteTabsView(selection: $section, titles: sections) { index in
                FeedPage(title: sections[index], size: Demo.sizes[size])
            }

            // Changing the binding turns the pages, the shortest way round.
            HStack {
                Button("Previous section") { section = (section + sections.count - 1) % sections.count }
                Spacer()
                Button("Next size") { size = (size + 1) % Demo.sizes.count }
            }
            .padding()
        }
    }
}

/*:
 The strip and the pages on their own, sharing one binding: a tap on the
 strip turns the pages, a swipe of the pages selects the tab (when the pages
 settle; `InfiniteTabsView` also moves the indicator during the swipe).
 */
struct PlannerScreen: View {
    @State private var day = 0

    private let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    var body: some View {
        VStack(spacing: 0) {
            InfiniteTabStrip(selection: $day, titles: days)
                .tint(.orange) // the selected title; .indicatorColor wins for the indicator
                .foregroundStyle(.gray)
                .indicatorColor(.systemOrange)
                .tabWidthMode(.fillEqually)
                .frame(height: 44)
            InfinitePages(selection: $day, count: days.count) { index in
                Text(days[index]).font(.largeTitle)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
    }
}

//: Both screens in a SwiftUI tab view.
struct Screens: View {
    var body: some View {
        TabView {
            ShopScreen().tabItem { Text("Shop") }
            PlannerScreen().tabItem { Text("Planner") }
        }
    }
}

/*:
 ## Try it

 - Swipe the pages from "Sale" to "Women": the binding follows, once per
   settled change.
 - Tap "Previous section" on "Women": the pages turn back to "Sale" in one
   transition.
 - Pass options: `InfiniteTabsView(selection:titles:options:content:)` with an
   `InfiniteTabsOptions` value (read when the view is created).
 - In "Planner", tap "Sun" on "Mon": the pages turn back one page, the
   shortest way round; swipe on from "Sun" and the strip selects "Mon".
 */
let screens = UIHostingController(rootView: Screens())
screens.preferredContentSize = CGSize(width: 390, height: 700)
PlaygroundPage.current.liveView = screens

//: [Previous](@previous) · [Next](@next)
