/// Every picture the README and the DocC catalog show, in the order written.
@MainActor
enum Scenarios {
    static func all() -> [Picture] {
        #if os(Linux)
        // The container's pictures come from the real controls, which run on
        // the Linux UIKit model.
        return [PickerWrapping.picture(), TabsScenes.seam(), TabsScenes.farTab()]
        #else
        return [PickerWrapping.picture()]
        #endif
    }
}
