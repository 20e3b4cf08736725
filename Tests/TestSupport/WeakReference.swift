/// Holds `object` weakly, so a test can check that it was freed (a local
/// `weak var` that is never assigned again draws a warning on Swift 6.2 and
/// later, and `weak let` needs 6.2).
package struct WeakReference<Object: AnyObject> {
    package weak var object: Object?
    package init(_ object: Object?) { self.object = object }
}
