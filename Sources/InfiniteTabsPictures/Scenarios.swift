/// Every picture the README and the DocC catalog show, in the order written.
@MainActor
enum Scenarios {
    static func all() -> [Picture] {
        #if os(Linux)
        // The picker's picture is drawn from the real control on the UIKit model.
        [PickerWrapping.picture(), TabsScenes.seam(), TabsScenes.farTab()]
        #else
        [TabsScenes.seam(), TabsScenes.farTab()]
        #endif
    }
}
