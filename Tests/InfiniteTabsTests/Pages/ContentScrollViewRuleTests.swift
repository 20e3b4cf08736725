import XCTest
import InfiniteTabsCore

/// The rule that picks the scroll view a navigation bar follows for the page
/// on screen, on a tree of fake views, and when it is applied again.
final class ContentScrollViewRuleTests: XCTestCase {
    final class Node {
        let name: String
        var isScroll = false
        var sideways = false
        var children: [Node] = []
        init(_ name: String, scroll: Bool = false, sideways: Bool = false, _ children: [Node] = []) {
            self.name = name
            isScroll = scroll
            self.sideways = sideways
            self.children = children
        }
    }

    private func find(_ root: Node, chosen: Node? = nil) -> String? {
        ContentScrollViewRule.find(root: root, chosen: chosen, isScrollView: { $0.isScroll },
                                   pagesSideways: { $0.sideways }, children: { $0.children })?.name
    }

    func testThePagesOwnChoiceWins() {
        let table = Node("table", scroll: true)
        let chosen = Node("chosen", scroll: true)
        XCTAssertEqual(find(Node("root", [table, chosen]), chosen: chosen), "chosen")
    }

    func testAPageWhoseViewIsAScrollViewUsesIt() {
        XCTAssertEqual(find(Node("table", scroll: true, [Node("inner", scroll: true)])), "table")
    }

    func testTheShallowestScrollViewIsFoundBreadthFirst() {
        let deep = Node("a", [Node("b", [Node("deep", scroll: true)])])
        let shallow = Node("c", [Node("shallow", scroll: true)])
        XCTAssertEqual(find(Node("root", [deep, shallow])), "shallow")
    }

    func testACarouselThatPagesSidewaysIsSkipped() {
        let carousel = Node("carousel", scroll: true, sideways: true, [Node("cell")])
        let list = Node("wrapper", [Node("list", scroll: true)])
        XCTAssertEqual(find(Node("root", [carousel, list])), "list")
        XCTAssertNil(find(Node("root", [carousel])))
    }

    /// A SwiftUI page: the hosting view holds the scroll view a few levels down.
    func testAHostedScrollViewSixLevelsDownIsFoundButNotSeven() {
        func chain(_ depth: Int) -> Node {
            var node = Node("scroll", scroll: true)
            for i in 0..<depth { node = Node("level \(i)", [node]) }
            return node
        }
        XCTAssertEqual(find(chain(ContentScrollViewRule.maximumDepth)), "scroll")
        XCTAssertNil(find(chain(ContentScrollViewRule.maximumDepth + 1)))
    }

    func testAHugeTreeCostsBoundedWork() {
        var visited = 0
        let leaves = (0..<10_000).map { Node("leaf \($0)") }
        let root = Node("root", leaves + [Node("scroll", scroll: true)])
        let found = ContentScrollViewRule.find(root: root, chosen: nil, isScrollView: { visited += 1; return $0.isScroll },
                                               pagesSideways: { _ in false }, children: { $0.children })
        XCTAssertNil(found, "beyond maximumVisits the search gives up")
        XCTAssertLessThanOrEqual(visited, ContentScrollViewRule.maximumVisits)
    }

    func testNoScrollViewGivesNil() {
        XCTAssertNil(find(Node("root", [Node("label"), Node("image")])))
    }

    func testTheBarIsPointedAgainOnlyWhenTheSettledPageChanges() {
        var tracker = ContentScrollViewTracker<Node>()
        let a = Node("a"), b = Node("b")
        XCTAssertTrue(tracker.pageSettled(a))
        XCTAssertFalse(tracker.pageSettled(a), "the refresh after a set shows the same page")
        XCTAssertTrue(tracker.pageSettled(b))
        XCTAssertTrue(tracker.pageSettled(a))
        tracker.reset()
        XCTAssertTrue(tracker.pageSettled(a))
    }
}
