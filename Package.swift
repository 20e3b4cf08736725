// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "InfiniteTabs",
    platforms: [.iOS(.v13), .macOS(.v10_15)],
    products: [
        .library(name: "InfiniteTabs", targets: ["InfiniteTabs"]),
        .executable(name: "infinite-tabs-demo", targets: ["InfiniteTabsDemo"]),
        .executable(name: "infinite-tabs-pictures", targets: ["InfiniteTabsPictures"]),
    ],
    targets: [
        .target(name: "InfiniteTabsCore", path: "Sources/InfiniteTabsCore"),
        .target(name: "InfiniteTabs", dependencies: ["InfiniteTabsCore"], path: "Sources/InfiniteTabs"),
        .target(name: "InfiniteTabsSimulator", dependencies: ["InfiniteTabsCore"], path: "Sources/InfiniteTabsSimulator"),
        .target(name: "InfiniteTabsDemoKit", dependencies: ["InfiniteTabsCore"], path: "Sources/InfiniteTabsDemoKit"),
        .executableTarget(name: "InfiniteTabsDemo", dependencies: ["InfiniteTabsCore", "InfiniteTabsDemoKit"], path: "Sources/InfiniteTabsDemo"),
        .executableTarget(name: "InfiniteTabsPictures", dependencies: ["InfiniteTabsCore", "InfiniteTabsSimulator"],
                          path: "Sources/InfiniteTabsPictures"),
        // The benchmarks (Benchmarks/run.sh): in this package so that they reach the
        // drivers' `package` API. Not a product; the allocation counter defines
        // malloc for this executable only (glibc).
        .target(name: "MallocCounter", path: "Benchmarks/Sources/MallocCounter"),
        .executableTarget(name: "InfiniteTabsBenchmarks", dependencies: ["InfiniteTabs", "InfiniteTabsCore", "MallocCounter"],
                          path: "Benchmarks/Sources/InfiniteTabsBenchmarks"),
        .testTarget(name: "InfiniteTabsTests", dependencies: ["InfiniteTabs", "InfiniteTabsCore", "InfiniteTabsDemoKit", "InfiniteTabsSimulator"],
                    path: "Tests/InfiniteTabsTests"),
    ],
    swiftLanguageModes: [.v6]
)
