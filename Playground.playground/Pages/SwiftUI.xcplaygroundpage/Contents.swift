//: [Previous](@previous) · [Next](@next)
/*:
 # SwiftUI

 Two wrappers bring the controls to SwiftUI:
 - `InfinitePicker` is the looping option picker, bound to an index;
 - `InfiniteTabsView` is the looping tabs with pages, bound to an index, each
   page a SwiftUI view.

 Both keep the binding and the control in step both ways without loops: the
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
 ## Try it

 - Swipe the pages from "Sale" to "Women": the binding follows, once per
   settled change.
 - Tap "Previous section" on "Women": the pages turn back to "Sale" in one
   transition.
 - Pass options: `InfiniteTabsView(selection:titles:options:content:)` with an
   `InfiniteTabsOptions` value (read when the view is created).
 */
let shop = UIHostingController(rootView: ShopScreen())
shop.preferredContentSize = CGSize(width: 390, height: 700)
PlaygroundPage.current.liveView = shop

//: [Previous](@previous) · [Next](@next)
