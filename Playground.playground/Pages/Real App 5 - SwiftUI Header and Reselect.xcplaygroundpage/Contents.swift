//: [Previous](@previous) · [Next](@next)
/*:
 # Real App 5: a collapsing header and reselect in SwiftUI

 `.tabsHeader(height:minimumHeight:)` puts a header over the strip that
 collapses to 56 points as the page's list scrolls up, the strip pinned
 under it (the same header as `InfiniteTabsViewController.headerView`).
 `.onReselect` hears a tap on the selected tab (the binding is not written,
 `onSelect` is not called).
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
        .tabsHeader(height: 220, minimumHeight: 56) {
            ZStack(alignment: .bottomLeading) {
                Color.indigo
                Text("Ada Lovelace").font(.title2).foregroundColor(.white).padding()
            }
        }
        .overlay(Text("Reselected \(reselected)×").padding(), alignment: .bottom)
        .onReselect { _ in reselected += 1 }
    }
}

PlaygroundPage.current.setLiveView(ProfileScreen().frame(width: 390, height: 760))
//: [Previous](@previous) · [Next](@next)
