// infinite-tabs-pictures: runs the recorded scenarios with the real controls
// on the simulated device (the Linux UIKit model), reads each frame from
// their views, and writes each as an animated SVG and a film strip. Linux
// only: elsewhere it writes nothing.
//
//   swift run infinite-tabs-pictures [OUTPUT_FOLDER]
//
// OUTPUT_FOLDER defaults to Sources/InfiniteTabs/InfiniteTabs.docc/Resources. The output
// depends only on the code: the same commit always writes the same bytes.
import Foundation

let folder = CommandLine.arguments.dropFirst().first ?? "Sources/InfiniteTabs/InfiniteTabs.docc/Resources"
let pictures = MainActor.assumeIsolated { Scenarios.all() }
do {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for picture in pictures {
        for file in picture.files(filmFrames: 8) {
            let path = (folder as NSString).appendingPathComponent(file.name)
            try file.text.write(toFile: path, atomically: true, encoding: .utf8)
            print("wrote \(path) (\(picture.sketches.count) frames)")
        }
    }
} catch {
    FileHandle.standardError.write(Data("infinite-tabs-pictures: \(error)\n".utf8))
    exit(1)
}
