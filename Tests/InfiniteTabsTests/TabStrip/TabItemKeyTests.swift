import XCTest
import InfiniteTabsCore

/// Tab items are compared by value, never by image object alone (issue 21
/// point 4: a `UIImage` built in a SwiftUI `body` is a new object every
/// update, which reloaded and re-measured the strip on every update).
final class TabItemKeyTests: XCTestCase {
    private final class Image {}

    func testTheSameImageIdentityOnANewObjectIsTheSameTab() {
        let a = Image(), b = Image()
        let old = TabItemKey(title: "Home", imageID: "house", imageObject: ObjectIdentifier(a), label: nil, id: nil)
        let new = TabItemKey(title: "Home", imageID: "house", imageObject: ObjectIdentifier(b), label: nil, id: nil)
        XCTAssertEqual(old, new)
        XCTAssertEqual(TabItemsUpdate.between(oldKeys: [old], oldBadges: [nil], newKeys: [new], newBadges: [.dot]),
                       .badges([0]), "a new badge on a rebuilt image updates in place")
    }

    func testADifferentImageIdentityOrNoImageIsAnotherTab() {
        let a = Image()
        let house = TabItemKey(title: "Home", imageID: "house", imageObject: ObjectIdentifier(a), label: nil, id: nil)
        let star = TabItemKey(title: "Home", imageID: "star", imageObject: ObjectIdentifier(a), label: nil, id: nil)
        let none = TabItemKey(title: "Home", imageID: "house", imageObject: nil, label: nil, id: nil)
        XCTAssertNotEqual(house, star)
        XCTAssertNotEqual(house, none, "an identity without an image is no image")
    }

    func testWithoutAnIdentityImagesCompareByObject() {
        let a = Image(), b = Image()
        XCTAssertNotEqual(TabItemKey(title: "A", imageID: nil, imageObject: ObjectIdentifier(a), label: nil, id: nil),
                          TabItemKey(title: "A", imageID: nil, imageObject: ObjectIdentifier(b), label: nil, id: nil))
        XCTAssertEqual(TabItemKey(title: "A", imageID: nil, imageObject: ObjectIdentifier(a), label: nil, id: nil),
                       TabItemKey(title: "A", imageID: nil, imageObject: ObjectIdentifier(a), label: nil, id: nil))
    }
}
