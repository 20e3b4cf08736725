// swift-tools-version:6.0
// The performance benchmarks of InfiniteTabs: their own package, so that the
// library keeps no dependencies. Run them with `Benchmarks/run.sh` from the
// repository root (see Sources/InfiniteTabs/InfiniteTabs.docc/Performance.md).
import PackageDescription

let package = Package(
    name: "InfiniteTabsBenchmarks",
    dependencies: [
        .package(name: "InfiniteTabs", path: ".."),
    ],
    targets: [
        // Counts heap allocations by defining malloc, calloc, realloc and the
        // aligned allocators in the executable (glibc), passing each call on.
        .target(name: "MallocCounter", path: "Sources/MallocCounter"),
        .executableTarget(
            name: "InfiniteTabsBenchmarks",
            dependencies: [
                "MallocCounter",
                .product(name: "InfiniteTabs", package: "InfiniteTabs"),
            ],
            path: "Sources/InfiniteTabsBenchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)
