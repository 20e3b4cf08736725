/// Writes sketches as SVG text: one frame, an animation that shows each frame
/// in turn and loops, or a film strip of chosen frames one below the other.
/// Plain string building, no dependencies.
struct SVGWriter {
    /// The size of one frame, in points.
    var width: Double
    var height: Double
    var title: String

    private static let font = "-apple-system, Helvetica, Arial, sans-serif"

    /// Every frame in turn, each for `frameDuration` seconds, looping for
    /// ever (SMIL `animate` on visibility, which browsers play inside `<img>`).
    func animation(_ frames: [Sketch], frameDuration: Double) -> String {
        let count = max(frames.count, 1)
        let total = Double(count) * frameDuration
        var body = ""
        for (index, frame) in frames.enumerated() {
            let start = Double(index) / Double(count)
            let end = Double(index + 1) / Double(count)
            let values: String, times: String
            switch (index == 0, index == count - 1) {
            case (true, true): values = "visible"; times = "0"
            case (true, false): values = "visible;hidden"; times = "0;\(fixed(end, 5))"
            case (false, true): values = "hidden;visible"; times = "0;\(fixed(start, 5))"
            case (false, false): values = "hidden;visible;hidden"; times = "0;\(fixed(start, 5));\(fixed(end, 5))"
            }
            body += "<g visibility='\(index == 0 ? "visible" : "hidden")'>"
            body += "<animate attributeName='visibility' values='\(values)' keyTimes='\(times)' "
            body += "calcMode='discrete' dur='\(fixed(total, 3))s' repeatCount='indefinite'/>\n"
            body += shapes(of: frame, dy: 0)
            body += "</g>\n"
        }
        return document(width: width, height: height, body: body)
    }

    /// The frames at `indices`, one below the other, each with its time
    /// (from the first frame; the device's clock does not start at 0) and
    /// caption on the left.
    func filmStrip(_ frames: [Sketch], indices: [Int]) -> String {
        let gutter = 70.0
        let start = frames.first?.time ?? 0
        var body = ""
        var y = 0.0
        for index in indices where frames.indices.contains(index) {
            let frame = frames[index]
            body += "<g transform='translate(\(fixed(gutter, 1)),0)'>"
            body += shapes(of: frame, dy: y)
            body += "</g>\n"
            body += text(Sketch.Label(x: gutter / 2, y: y + height / 2 + 4,
                                      text: "\(fixed(frame.time - start, 2)) s", size: 11, color: Palette.muted))
            y += height
            body += "<line x1='0' y1='\(fixed(y, 1))' x2='\(fixed(width + gutter, 1))' y2='\(fixed(y, 1))' stroke='\(Palette.pageEdge)' stroke-width='0.5'/>\n"
        }
        return document(width: width + gutter, height: y, body: body)
    }

    private func document(width: Double, height: Double, body: String) -> String {
        "<svg xmlns='http://www.w3.org/2000/svg' width='\(fixed(width, 0))' height='\(fixed(height, 0))' "
            + "viewBox='0 0 \(fixed(width, 1)) \(fixed(height, 1))'>\n"
            + "<title>\(escaped(title))</title>\n"
            + "<rect width='100%' height='100%' fill='\(Palette.background)'/>\n"
            + body + "</svg>\n"
    }

    private func shapes(of frame: Sketch, dy: Double) -> String {
        var out = ""
        for box in frame.boxes {
            out += "<rect x='\(fixed(box.x, 1))' y='\(fixed(box.y + dy, 1))' width='\(fixed(box.width, 1))' "
            out += "height='\(fixed(box.height, 1))' rx='\(fixed(box.cornerRadius, 1))' fill='\(box.fill)'"
            if let stroke = box.stroke {
                out += " stroke='\(stroke)' stroke-width='1'"
                if box.dashed { out += " stroke-dasharray='4 3'" }
            }
            out += "/>\n"
        }
        for label in frame.labels {
            var moved = label
            moved.y += dy
            out += text(moved)
        }
        if !frame.caption.isEmpty {
            out += text(Sketch.Label(x: width / 2, y: dy + height - 8, text: frame.caption, size: 11,
                                     color: Palette.muted))
        }
        return out
    }

    private func text(_ label: Sketch.Label) -> String {
        "<text x='\(fixed(label.x, 1))' y='\(fixed(label.y, 1))' font-family='\(Self.font)' "
            + "font-size='\(fixed(label.size, 0))' fill='\(label.color)' text-anchor='middle'"
            + (label.bold ? " font-weight='bold'" : "") + ">\(escaped(label.text))</text>\n"
    }

    private func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }
}

/// `value` with `digits` decimals, without Foundation's formatters, so the
/// same frames always give the same bytes. Non-finite values print as 0.
func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 1e15 else { return value < 0 ? "-1e15" : "1e15" }
    let whole = Int(scaled)
    let integer = whole / Int(scale)
    let fraction = whole % Int(scale)
    var text = (value < 0 && whole != 0 ? "-" : "") + String(integer)
    if digits > 0 {
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
    return text
}
