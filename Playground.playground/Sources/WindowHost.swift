// The window a playground's live view stands in for: a playground has no scene.
import UIKit

/// Hosts the screen `makeScreen` builds as a child filling the live view, as a window's root view controller would.
public final class WindowHost: UIViewController {
    private let makeScreen: @MainActor () -> UIViewController

    /// Creates a host for the screen `makeScreen` returns, built when the view loads.
    public init(_ makeScreen: @escaping @MainActor () -> UIViewController) {
        self.makeScreen = makeScreen
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used: a playground makes its host in code.
    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root = makeScreen()
        addChild(root)
        root.view.frame = view.bounds
        root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(root.view)
        root.didMove(toParent: self)
    }
}
