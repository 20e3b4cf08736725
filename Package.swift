// swift-tools-version:6.0
import PackageDescription

var package = Package(
    name: "InfiniteTabs",
    defaultLocalization: "en",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "InfiniteTabs", targets: ["InfiniteTabs"]),
        .executable(name: "infinite-tabs-demo", targets: ["InfiniteTabsDemo"]),
        .executable(name: "infinite-tabs-pictures", targets: ["InfiniteTabsPictures"]),
    ],
    targets: [
        // Spoken and shown texts as .lproj tables (the Linux toolchain copies a
        // String Catalog without compiling it): InfiniteTabsStrings reads them.
        .target(name: "InfiniteTabsCore", path: "Sources/InfiniteTabsCore", resources: [.process("Resources")]),
        .target(name: "InfiniteTabs", dependencies: ["InfiniteTabsCore"], path: "Sources/InfiniteTabs"),
        .target(name: "InfiniteTabsSimulator", dependencies: ["InfiniteTabsCore"], path: "Sources/InfiniteTabsSimulator"),
        .target(name: "InfiniteTabsDemoKit", dependencies: ["InfiniteTabsCore"], path: "Sources/InfiniteTabsDemoKit"),
        .executableTarget(name: "InfiniteTabsDemo", dependencies: ["InfiniteTabsCore", "InfiniteTabsDemoKit"], path: "Sources/InfiniteTabsDemo"),
        .executableTarget(name: "InfiniteTabsPictures", dependencies: ["InfiniteTabsCore", "InfiniteTabsSimulator"],
                          path: "Sources/InfiniteTabsPictures"),
        .testTarget(name: "InfiniteTabsTests", dependencies: ["InfiniteTabs", "InfiniteTabsCore", "InfiniteTabsDemoKit", "InfiniteTabsSimulator"],
                    path: "Tests/InfiniteTabsTests"),
    ],
    swiftLanguageModes: [.v6]
)

// On Linux the UIKit files of InfiniteTabs compile and run against a
// behavioural model of UIKit (LinuxUIKit/, test infrastructure, not API), so
// `swift test` drives the real controls. It is a product of a nested package:
// a target named UIKit here would shadow the real UIKit in the iOS build.
#if os(Linux)
package.dependencies.append(.package(path: "LinuxUIKit"))
for target in package.targets where ["InfiniteTabs", "InfiniteTabsSimulator"].contains(target.name) {
    target.dependencies.append(.product(name: "UIKit", package: "LinuxUIKit"))
}
for target in package.targets where ["InfiniteTabsSimulator", "InfiniteTabsPictures", "InfiniteTabsDemoKit"].contains(target.name) {
    target.dependencies.append("InfiniteTabs")
}
// The benchmarks (Benchmarks/run.sh) drive the real controls on the model, so
// they exist on Linux only; in this package so that `swift build` keeps them
// compiling. Not a product; the allocation counter defines malloc for this
// executable only (glibc).
package.targets.append(.target(name: "MallocCounter", path: "Benchmarks/Sources/MallocCounter"))
package.targets.append(
    .executableTarget(name: "InfiniteTabsBenchmarks",
                      dependencies: ["InfiniteTabs", "InfiniteTabsCore", "MallocCounter",
                                     .product(name: "UIKit", package: "LinuxUIKit")],
                      path: "Benchmarks/Sources/InfiniteTabsBenchmarks"))
// The terminal demo shows the real controls on the simulated device.
for target in package.targets where target.name == "InfiniteTabsDemoKit" {
    target.dependencies.append("InfiniteTabsSimulator")
}
for target in package.targets where ["InfiniteTabsPictures", "InfiniteTabsDemoKit"].contains(target.name) {
    target.dependencies.append(.product(name: "UIKit", package: "LinuxUIKit"))
}
// What every test target shares: running on the main actor, seeded random
// steps and their shrinking, device suites, scenes checked frame by frame.
package.targets.append(
    .target(name: "TestSupport", dependencies: ["InfiniteTabsSimulator", .product(name: "UIKit", package: "LinuxUIKit")],
            path: "Tests/TestSupport"))
for target in package.targets where target.name == "InfiniteTabsTests" {
    target.dependencies.append("TestSupport")
}
package.targets.append(
    .testTarget(name: "UIKitModelTests", dependencies: ["InfiniteTabs", "InfiniteTabsSimulator", "TestSupport",
                                                         .product(name: "UIKit", package: "LinuxUIKit")],
                path: "Tests/UIKitModelTests"))
// An outsider's acceptance tests: only the public API of the controls, the
// simulated device and the shared test support; no @testable, no core machinery.
package.targets.append(
    .testTarget(name: "AcceptanceTests", dependencies: ["InfiniteTabs", "InfiniteTabsSimulator", "TestSupport",
                                                         .product(name: "UIKit", package: "LinuxUIKit")],
                path: "Tests/AcceptanceTests"))
#endif
