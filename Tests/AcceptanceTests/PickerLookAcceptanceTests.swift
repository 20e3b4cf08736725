import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

/// The shown UILabel with this text nearest the window's centre.
@MainActor
private func pickerLabel(_ text: String, in view: UIView, device: SimulatedDevice) -> UILabel? {
    var found: [UILabel] = []
    func visit(_ view: UIView) {
        if let label = view as? UILabel, label.text == text, !label.isHidden { found.append(label) }
        for sub in view.subviews where !sub.isHidden { visit(sub) }
    }
    visit(view)
    let mid = device.window.bounds.midX
    return found.min { abs($0.convert($0.bounds, to: nil).midX - mid) < abs($1.convert($1.bounds, to: nil).midX - mid) }
}

@MainActor
private func rgb(_ color: UIColor?) -> [CGFloat] {
    var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
    _ = color?.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a]
}

final class PickerLookAcceptanceTests: XCTestCase {
    private static func redToBlue() -> InfinitePickerAppearance {
        var look = InfinitePickerAppearance()
        look.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        look.selectedTextColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        look.selectedScale = 1.5
        return look
    }

    func testTheCentredOptionTakesTheSelectedLookAtRest() throws {
        try onDevice { device in
            _ = showPicker(device) { $0.appearance = Self.redToBlue() }
            let m = try XCTUnwrap(pickerLabel("M", in: device.window, device: device))
            let l = try XCTUnwrap(pickerLabel("L", in: device.window, device: device))
            XCTAssertEqual(rgb(m.textColor), [0, 0, 1, 1])
            XCTAssertEqual(rgb(l.textColor), [1, 0, 0, 1])
            XCTAssertEqual(m.transform.a, 1.5, accuracy: 1e-9, "the centred option grows")
            XCTAssertEqual(l.transform.a, 1, accuracy: 1e-9)
            swipePicker(device, by: -100)
            XCTAssertEqual(centredText(device), "L")
            let newL = try XCTUnwrap(pickerLabel("L", in: device.window, device: device))
            let newM = try XCTUnwrap(pickerLabel("M", in: device.window, device: device))
            XCTAssertEqual(rgb(newL.textColor), [0, 0, 1, 1], "the new centre is selected")
            XCTAssertEqual(rgb(newM.textColor), [1, 0, 0, 1], "the old centre is not")
        }
    }

    func testMidSwipeTheTwoOptionsShareTheLookByHowCentredEachIs() throws {
        try onDevice { device in
            _ = showPicker(device) { $0.appearance = Self.redToBlue() }
            let mid = device.window.bounds.midX
            device.drag(from: CGPoint(x: mid, y: 22), to: CGPoint(x: mid - 60, y: 22), duration: 0.3)
            for text in ["M", "L"] {
                let label = try XCTUnwrap(pickerLabel(text, in: device.window, device: device))
                let distance = abs(label.convert(label.bounds, to: nil).midX - mid) / 100
                XCTAssertTrue(distance > 0.1 && distance < 0.9, "\(text) is part way: \(distance)")
                let emphasis = max(0, 1 - distance)
                let color = rgb(label.textColor)
                XCTAssertEqual(color[0], 1 - emphasis, accuracy: 1.0 / 64 + 1e-6, text)
                XCTAssertEqual(color[2], emphasis, accuracy: 1.0 / 64 + 1e-6, text)
                XCTAssertEqual(label.transform.a, 1 + 0.5 * emphasis, accuracy: 0.5 / 64 + 1e-6, text)
            }
            device.lift()
            XCTAssertTrue(device.settle())
        }
    }

    func testTheDefaultLookIsTheLabelColourEverywhereAndAFontIsHonoured() throws {
        try onDevice { device in
            let (picker, _, _) = showPicker(device)
            XCTAssertEqual(pickerLabel("M", in: device.window, device: device)?.textColor, .label)
            XCTAssertEqual(pickerLabel("L", in: device.window, device: device)?.textColor, .label)
            var look = InfinitePickerAppearance()
            look.font = .systemFont(ofSize: 30)
            picker.appearance = look
            XCTAssertEqual(pickerLabel("M", in: device.window, device: device)?.font, .systemFont(ofSize: 30))
            XCTAssertEqual(picker.intrinsicContentSize.height, (UIFont.systemFont(ofSize: 30).lineHeight + 16).rounded(.up))
        }
    }

    /// Bold Text (the traits' `legibilityWeight`) makes every shown option
    /// bold as soon as it is switched, and regular again when it is off.
    func testBoldTextMakesTheOptionsBold() throws {
        try onDevice { device in
            _ = showPicker(device)
            let bold = UIFont.Weight.bold.rawValue
            XCTAssertLessThan(try XCTUnwrap(pickerLabel("M", in: device.window, device: device)).font.weight.rawValue, bold)
            device.setTraits(legibilityWeight: .bold)
            device.settle()
            for text in ["S", "M", "L"] {
                let label = try XCTUnwrap(pickerLabel(text, in: device.window, device: device))
                XCTAssertGreaterThanOrEqual(label.font.weight.rawValue, bold, text)
            }
            device.setTraits(legibilityWeight: .regular)
            device.settle()
            XCTAssertLessThan(try XCTUnwrap(pickerLabel("M", in: device.window, device: device)).font.weight.rawValue, bold,
                              "and back")
        }
    }
}
