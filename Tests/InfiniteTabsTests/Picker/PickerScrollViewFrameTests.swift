import XCTest
import InfiniteTabsCore

/// Where the option picker puts its paging scroll view, and when it clips.
final class PickerScrollViewFrameTests: XCTestCase {
    func testANarrowPageIsCenteredFullHeightAndDoesNotClip() {
        let width = PickerPageLayout.pageWidth(requested: 64, viewWidth: 320)
        XCTAssertEqual(PickerPageLayout.scrollViewFrame(pageWidth: width, viewWidth: 320, height: 44),
                       CGRect(origin: CGPoint(x: 128, y: 0), size: CGSize(width: 64, height: 44)))
        XCTAssertFalse(PickerPageLayout.clipsPages(pageWidth: width, viewWidth: 320))
    }

    func testAFullWidthPageFillsTheViewAndClips() {
        for requested: CGFloat? in [nil, 320, 500, 0, -10, .nan] {
            let width = PickerPageLayout.pageWidth(requested: requested, viewWidth: 320)
            XCTAssertEqual(PickerPageLayout.scrollViewFrame(pageWidth: width, viewWidth: 320, height: 44),
                           CGRect(origin: CGPoint(x: 0, y: 0), size: CGSize(width: 320, height: 44)), "\(String(describing: requested))")
            XCTAssertTrue(PickerPageLayout.clipsPages(pageWidth: width, viewWidth: 320))
        }
    }

    func testBadGeometryBeforeLayoutGivesAFiniteEmptyFrameThatClips() {
        for bad: CGFloat in [0, -1, .nan, .infinity, -.infinity] {
            let frame = PickerPageLayout.scrollViewFrame(pageWidth: 64, viewWidth: bad, height: bad)
            XCTAssertEqual(frame, CGRect(origin: CGPoint(x: 0, y: 0), size: CGSize(width: 0, height: 0)), "\(bad)")
            XCTAssertTrue(PickerPageLayout.clipsPages(pageWidth: 64, viewWidth: bad), "a view without width clips, \(bad)")
            let badPage = PickerPageLayout.scrollViewFrame(pageWidth: bad, viewWidth: 320, height: 44)
            XCTAssertEqual(badPage, CGRect(origin: CGPoint(x: 160, y: 0), size: CGSize(width: 0, height: 44)), "page \(bad)")
        }
    }
}
