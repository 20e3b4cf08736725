//: [Previous](@previous) · [Next](@next)
/*:
 # Real App 5: reselect in SwiftUI

 `.onReselect` hears a tap on the selected tab (the binding is not written,
 `onSelect` is not called). A SwiftUI collapsing header is not offered yet:
 wrap `InfiniteTabsViewController` with its `headerView` meanwhile.
 */
import SwiftUI
import UIKit
import PlaygroundSupport
import InfiniteTabs

struct ProfileScreen: View {
    @State private var tab = 0
    @State private var reselected = 0
    private let kinds = ["Posts", "Replies", "Media", "Likes"]

    var body: some View {
        InfiniteTabsView(selection: $tab, titles: kinds) { index in
            List(0..<60, id: \.self) { row in Text("\(kinds[index]) \(row + 1)") }
        }
        .overlay(Text("Reselected \(reselected)×").padding(), alignment: .bottom)
        .onReselect { _ in reselected += 1 }
    }
}

PlaygroundPage.current.setLiveView(ProfileScreen().frame(width: 390, height: 760))
//: [Previous](@previous) · [Next](@next)
