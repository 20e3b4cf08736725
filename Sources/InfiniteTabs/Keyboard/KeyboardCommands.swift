// Hardware keyboard input for the controls: arrow keys and next/previous tab commands.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// The key commands of a control: the one place they are built. On Linux,
/// which has no selectors, the UIKit model takes the closure; on iOS UIKit
/// sends the selector along the responder chain from the control that
/// offered the command.
@MainActor
enum KeyboardCommands {
    /// The four arrow keys, each asking for priority over the focus system
    /// (iPadOS 15 moves focus with arrows otherwise: Apple,
    /// "wantsPriorityOverSystemBehavior").
    static func arrows(_ make: (ArrowKey, String) -> UIKeyCommand) -> [UIKeyCommand] {
        let inputs: [(ArrowKey, String)] = [(.left, UIKeyCommand.inputLeftArrow), (.right, UIKeyCommand.inputRightArrow),
                                            (.up, UIKeyCommand.inputUpArrow), (.down, UIKeyCommand.inputDownArrow)]
        return inputs.map { key, input in
            let command = make(key, input)
            command.wantsPriorityOverSystemBehavior = true
            return command
        }
    }
}

extension InfiniteTabStripView {
    /// Left and right arrows select the neighbouring tab (mirrored in right
    /// to left) as a tap would, reported to the delegate and ``onSelect``.
    var arrowKeyCommands: [UIKeyCommand] {
        KeyboardCommands.arrows { key, input in
            #if canImport(ObjectiveC)
            let action = [ArrowKey.left: #selector(leftArrowPressed), .right: #selector(rightArrowPressed),
                          .up: #selector(upArrowPressed), .down: #selector(downArrowPressed)][key]!
            return UIKeyCommand(input: input, modifierFlags: [], action: action)
            #else
            return UIKeyCommand(input: input, modifierFlags: []) { [weak self] in self?.arrowPressed(key) }
            #endif
        }
    }

    func arrowPressed(_ key: ArrowKey) {
        let direction = LayoutDirection(effectiveUserInterfaceLayoutDirection)
        guard let target = key.target(from: driver.selectedIndex, count: items.count, loops: loops,
                                      direction: direction), target != driver.selectedIndex else { return }
        apply(driver.tapItem(target))
    }

    #if canImport(ObjectiveC)
    @objc func leftArrowPressed() { arrowPressed(.left) }
    @objc func rightArrowPressed() { arrowPressed(.right) }
    @objc func upArrowPressed() { arrowPressed(.up) }
    @objc func downArrowPressed() { arrowPressed(.down) }
    #endif
}

extension InfinitePickerView {
    /// Arrows along the picker's ``axis`` select the neighbouring option
    /// (mirrored in right to left), as VoiceOver's increment does.
    var arrowKeyCommands: [UIKeyCommand] {
        KeyboardCommands.arrows { key, input in
            #if canImport(ObjectiveC)
            let action = [ArrowKey.left: #selector(leftArrowPressed), .right: #selector(rightArrowPressed),
                          .up: #selector(upArrowPressed), .down: #selector(downArrowPressed)][key]!
            return UIKeyCommand(input: input, modifierFlags: [], action: action)
            #else
            return UIKeyCommand(input: input, modifierFlags: []) { [weak self] in self?.arrowPressed(key) }
            #endif
        }
    }

    func arrowPressed(_ key: ArrowKey) {
        guard isEnabled else { return }
        let direction = LayoutDirection(effectiveUserInterfaceLayoutDirection)
        switch key.step(direction: direction, axis: axis) {
        case 1?: apply(driver.accessibilityIncrement())
        case (-1)?: apply(driver.accessibilityDecrement())
        default: break
        }
    }

    #if canImport(ObjectiveC)
    @objc func leftArrowPressed() { arrowPressed(.left) }
    @objc func rightArrowPressed() { arrowPressed(.right) }
    @objc func upArrowPressed() { arrowPressed(.up) }
    @objc func downArrowPressed() { arrowPressed(.down) }
    #endif
}

extension InfiniteTabsViewController {
    /// ⌘⇧] and ⌘⇧[ (Safari's keys for the next and previous tab) turn to the
    /// next and previous tab, looping, as a tapped tab would (reported to
    /// the delegate and ``onSelect``); shown in the iPad's keyboard
    /// shortcuts overlay as "Next Tab" and "Previous Tab".
    var tabKeyCommands: [UIKeyCommand] {
        #if canImport(ObjectiveC)
        let next = UIKeyCommand(input: "]", modifierFlags: [.command, .shift], action: #selector(nextTabPressed))
        let previous = UIKeyCommand(input: "[", modifierFlags: [.command, .shift], action: #selector(previousTabPressed))
        #else
        let next = UIKeyCommand(input: "]", modifierFlags: [.command, .shift]) { [weak self] in self?.tabKeyPressed(1) }
        let previous = UIKeyCommand(input: "[", modifierFlags: [.command, .shift]) { [weak self] in self?.tabKeyPressed(-1) }
        #endif
        next.discoverabilityTitle = InfiniteTabsStrings.text(.nextTabCommand)
        previous.discoverabilityTitle = InfiniteTabsStrings.text(.previousTabCommand)
        return [next, previous]
    }

    func tabKeyPressed(_ step: Int) {
        guard let link, let target = SelectionStep.target(from: pageController.targetIndex, by: step,
                                                           count: items.count, loops: pageController.loops),
              target != pageController.targetIndex else { return }
        pageController.apply(link.tabTapped(index: target, direction: step > 0 ? .forward : .reverse))
    }

    #if canImport(ObjectiveC)
    @objc func nextTabPressed() { tabKeyPressed(1) }
    @objc func previousTabPressed() { tabKeyPressed(-1) }
    #endif
}
#endif
