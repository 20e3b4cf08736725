// What `import UIKit` brings on Apple platforms: Foundation and Dispatch (the
// real ones) and the Core Graphics and Core Animation types the controls use
// (modelled here, see CoreGraphics.swift and CALayer.swift).
@_exported import Dispatch
@_exported import Foundation
