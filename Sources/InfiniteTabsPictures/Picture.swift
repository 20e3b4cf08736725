import InfiniteTabsSimulator

/// A finished picture: the recording it came from, drawn as sketches, and
/// the frames a film strip shows.
struct Picture {
    /// File name without extension, e.g. "picker-wrapping".
    var name: String
    var title: String
    var width: Double
    var height: Double
    var sketches: [Sketch]
    /// Seconds each sketch is shown in the animation.
    var frameDuration: Double

    /// Evenly spread frames for the film strip: the first, the last and
    /// `count - 2` between them.
    func filmStripIndices(count: Int) -> [Int] {
        guard sketches.count > count, count > 1 else { return Array(sketches.indices) }
        return (0..<count).map { $0 * (sketches.count - 1) / (count - 1) }
    }

    /// Writes `<name>.svg` (the animation) and `<name>-film.svg` (the film
    /// strip) as text.
    func files(filmFrames: Int) -> [(name: String, text: String)] {
        let writer = SVGWriter(width: width, height: height, title: title)
        return [("\(name).svg", writer.animation(sketches, frameDuration: frameDuration)),
                ("\(name)-film.svg", writer.filmStrip(sketches, indices: filmStripIndices(count: filmFrames)))]
    }
}

/// Keeps every `step`-th frame of a recording (a 120 Hz recording drawn at
/// 30 frames a second keeps one in four), always with the last frame.
func thinned<T>(_ frames: [T], step: Int) -> [T] {
    guard step > 1, !frames.isEmpty else { return frames }
    var kept = stride(from: 0, to: frames.count, by: step).map { frames[$0] }
    if (frames.count - 1) % step != 0 { kept.append(frames[frames.count - 1]) }
    return kept
}

/// The words under a frame: the last event of the frame, or the one before.
func captions(for frames: [Frame]) -> [String] {
    var last = ""
    return frames.map { frame in
        if let event = frame.events.last { last = event }
        return last
    }
}
