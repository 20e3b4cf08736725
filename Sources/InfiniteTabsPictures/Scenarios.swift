/// Every picture the README and the DocC catalog show, in the order written.
@MainActor
enum Scenarios {
    static func all() -> [Picture] {
        #if os(Linux)
        // Every picture is drawn from the real controls on the UIKit model.
        [PickerWrapping.picture(), TabsScenes.seam(), TabsScenes.farTab()]
        #else
        []
        #endif
    }
}
