//: [Previous](@previous) · [Next](@next)
/*:
 # Real App 5: a collapsing header and reselect in SwiftUI

 `InfiniteTabsView.header(height:minimumHeight:_:)` hosts a SwiftUI header
 that collapses as the page's list scrolls; `.onReselect` hears a tap on the
 selected tab.
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
        .header(height: 200, minimumHeight: 44) {
            VStack(alignment: .leading) {
                Spacer()
                Text("Ada Lovelace · reselected \(reselected)×").font(.title).padding()
            }
        }
        .onReselect { _ in reselected += 1 }
    }
}

PlaygroundPage.current.setLiveView(ProfileScreen().frame(width: 390, height: 760))
//: [Previous](@previous) · [Next](@next)
