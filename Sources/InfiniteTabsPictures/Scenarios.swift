/// Every picture the README and the DocC catalog show, in the order written:
/// each drawn from the real controls' views on the simulated device, which
/// runs on the Linux UIKit model (so there are none on other platforms).
@MainActor
enum Scenarios {
    static func all() -> [Picture] {
        #if os(Linux)
        return [PickerWrapping.picture(), TabsScenes.seam(), TabsScenes.farTab()]
        #else
        return []
        #endif
    }
}
