// The UIKit and SwiftUI controls live in this module, under `#if canImport(UIKit)`.
// Every decision they take comes from InfiniteTabsCore, re-exported here so that
// `import InfiniteTabs` is the only import an app needs.
@_exported import InfiniteTabsCore
