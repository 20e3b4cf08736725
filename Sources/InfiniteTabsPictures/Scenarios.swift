/// Every picture the README and the DocC catalog show, in the order written.
@MainActor
enum Scenarios {
    static func all() -> [Picture] {
        [PickerWrapping.picture(), TabsScenes.seam(), TabsScenes.farTab()]
    }
}
