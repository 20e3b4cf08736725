import UIKit
import XCTest

/// `systemLayoutSizeFitting` of a view holding a square subview pinned to
/// its top and bottom: the width follows the target height.
final class FittingSizeModelTests: XCTestCase {
    func testASquareSubviewPinnedTopAndBottomIsAsWideAsTheTargetHeightLeavesIt() {
        onModel {
            let content = UIView()
            let square = UIView()
            square.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(square)
            NSLayoutConstraint.activate([
                square.topAnchor.constraint(equalTo: content.topAnchor, constant: 4),
                square.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -4),
                square.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 6),
                square.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -6),
                square.widthAnchor.constraint(equalTo: square.heightAnchor),
            ])
            @MainActor func width(atHeight h: CGFloat) -> CGFloat {
                content.systemLayoutSizeFitting(CGSize(width: 0, height: h), withHorizontalFittingPriority: .fittingSizeLevel,
                                                verticalFittingPriority: .required).width
            }
            XCTAssertEqual(width(atHeight: 44), 36 + 12)
            XCTAssertEqual(width(atHeight: 60), 52 + 12)
            XCTAssertEqual(width(atHeight: 0), 12, "no height leaves no square")
        }
    }
}
