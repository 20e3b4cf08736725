// swift-tools-version:6.0
import PackageDescription

// A behavioural model of the UIKit parts InfiniteTabs uses, so that the real
// controls compile and run on Linux under `swift test`. Test infrastructure,
// not API: the root package depends on it only inside `#if os(Linux)`. See
// README.md.
let package = Package(
    name: "LinuxUIKit",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
    ],
    targets: [
        .target(name: "UIKit", path: "Sources/UIKit"),
    ],
    swiftLanguageModes: [.v6]
)
