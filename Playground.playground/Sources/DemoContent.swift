// Shared content for the playground's pages: titles, colours and a simple page
// view controller. Everything here is public because Xcode compiles a
// playground's Sources folder as a module of its own.
import UIKit

/// The sample data the pages show.
public enum Demo {
    /// The tabs of the looping home screen.
    public static let homeTabs = ["For You", "News", "Sport", "Music", "Film", "Food", "Travel"]

    /// Clothing sizes for the option picker page.
    public static let sizes = ["XS", "S", "M", "L", "XL", "XXL"]

    /// Colour names with their colours, for the option picker page.
    public static let colors: [(name: String, color: UIColor)] = [
        ("Red", .systemRed), ("Orange", .systemOrange), ("Yellow", .systemYellow),
        ("Green", .systemGreen), ("Teal", .systemTeal), ("Blue", .systemBlue),
        ("Indigo", .systemIndigo), ("Purple", .systemPurple), ("Pink", .systemPink),
    ]

    /// A calm background colour for page `index` (the palette wraps).
    public static func pageColor(_ index: Int) -> UIColor {
        let palette: [UIColor] = [
            UIColor(red: 0.86, green: 0.92, blue: 1.00, alpha: 1),
            UIColor(red: 0.88, green: 0.97, blue: 0.89, alpha: 1),
            UIColor(red: 1.00, green: 0.93, blue: 0.84, alpha: 1),
            UIColor(red: 0.95, green: 0.88, blue: 0.99, alpha: 1),
            UIColor(red: 1.00, green: 0.88, blue: 0.90, alpha: 1),
            UIColor(red: 0.88, green: 0.96, blue: 0.97, alpha: 1),
            UIColor(red: 0.97, green: 0.96, blue: 0.86, alpha: 1),
        ]
        let i = ((index % palette.count) + palette.count) % palette.count
        return palette[i]
    }

    /// A phone-sized frame for live views.
    public static let phoneFrame = CGRect(x: 0, y: 0, width: 390, height: 700)
}

/// A page that shows its title, large, on a colour: enough to see which page
/// is on screen while swiping.
public final class TitledPageViewController: UIViewController {
    /// The index of the page this controller shows.
    public let pageIndex: Int
    private let text: String
    private let color: UIColor

    /// Creates a page for `title` at `index`; the colour defaults to the palette.
    public init(title: String, index: Int, color: UIColor? = nil) {
        self.pageIndex = index
        self.text = title
        self.color = color ?? Demo.pageColor(index)
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
