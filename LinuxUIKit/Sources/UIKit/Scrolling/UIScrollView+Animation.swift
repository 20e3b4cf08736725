/// A scroll view's animated moves and its frame-by-frame motion on the display
/// link (the finger and where a lift lands are in UIScrollView+Motion.swift).
extension UIScrollView {
    func animate(to offset: CGPoint, seconds: Double, programmatic: Bool) {
        startAnimation(to: offset, seconds: seconds, programmatic: programmatic)
    }

    func startAnimation(to offset: CGPoint, seconds: Double, programmatic: Bool) {
        let frames = max(1, Int((seconds * UIKitModel.runLoop.framesPerSecond).rounded()))
        motion = .animating(from: contentOffset, to: offset, frame: 0, frames: frames, programmatic: programmatic)
        UIKitModel.runLoop.drive(self)
    }

    /// An assignment moved the offset by `delta`: the motion under way moves
    /// with it (a deceleration keeps its velocity; a snap or bounce moves its
    /// path; an animated set in code moves or keeps its target as
    /// ``UIKitModel/Configuration/assignmentShiftsAnimatedMove`` says; a
    /// paging drag's start page moves by whole pages).
    func shiftMotion(by delta: CGPoint) {
        switch motion {
        case .animating(let from, let to, let frame, let frames, let programmatic):
            if programmatic && !UIKitModel.configuration.assignmentShiftsAnimatedMove {
                let t = CGFloat(frame) / CGFloat(frames)
                let eased = UIKitModel.configuration.animatedMoveCurve.progress(t)
                let now = CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y)
                let newFrom = eased < 1 ? CGPoint(x: (now.x - to.x * eased) / (1 - eased), y: (now.y - to.y * eased) / (1 - eased)) : now
                motion = .animating(from: newFrom, to: to, frame: frame, frames: frames, programmatic: true)
            } else {
                motion = .animating(from: CGPoint(x: from.x + delta.x, y: from.y + delta.y),
                                    to: CGPoint(x: to.x + delta.x, y: to.y + delta.y), frame: frame, frames: frames,
                                    programmatic: programmatic)
            }
        case .dragging where isPagingEnabled:
            if bounds.width > 0 { dragStartPage.x += (delta.x / bounds.width).rounded() }
            if bounds.height > 0 { dragStartPage.y += (delta.y / bounds.height).rounded() }
        default:
            break
        }
    }

    /// One frame; true while a motion goes on (one the delegate started from
    /// an end callback included).
    func stepFrame() -> Bool {
        advanceFrame()
        switch motion {
        case .decelerating, .animating: return true
        case .idle, .dragging: return false
        }
    }

    private func advanceFrame() {
        switch motion {
        case .idle, .dragging:
            return
        case .decelerating(let v, let landing):
            let ms = 1000 / UIKitModel.runLoop.framesPerSecond
            let rate = decelerationRate.rawValue
            let keep = pow(rate, ms)
            let travelled = CGPoint(x: projected(v.x, rate) * (1 - keep), y: projected(v.y, rate) * (1 - keep))
            let next = CGPoint(x: v.x * keep, y: v.y * keep)
            let target = CGPoint(x: contentOffset.x + travelled.x, y: contentOffset.y + travelled.y)
            if !bounces && clamp(target) != target {
                // Without bouncing "scrolling stops immediately at the content
                // boundary" (Apple, "bounces"): didScroll never sees beyond it.
                noteEdgeHit()
                motion = .idle
                moveBoundsOrigin(to: clamp(target))
                finish(programmatic: false)
                return
            }
            motion = .decelerating(velocity: next, landing: landing)
            moveBoundsOrigin(to: target)
            guard case .decelerating = motion else { return }
            if let landing, abs(landing.x - contentOffset.x) < 0.5 && abs(landing.y - contentOffset.y) < 0.5 {
                // The recomputed deceleration has reached its target: it
                // rests exactly there.
                motion = .idle
                moveBoundsOrigin(to: landing)
                finish(programmatic: false)
                return
            }
            if isBeyondEdges {
                if bounces {
                    startAnimation(to: clamp(contentOffset), seconds: bounceBackSeconds, programmatic: false)
                    return
                }
                noteEdgeHit()
                motion = .idle
                moveBoundsOrigin(to: clamp(contentOffset))
                finish(programmatic: false)
                return
            }
            if landing == nil && decelerationHasEnded(velocity: next, rate: rate) {
                motion = .idle
                finish(programmatic: false)
            }
        case .animating(let from, let to, let frame, let frames, let programmatic):
            let f = frame + 1
            let t = CGFloat(f) / CGFloat(frames)
            let eased = UIKitModel.configuration.animatedMoveCurve.progress(t)
            let done = f >= frames
            motion = done ? .idle : .animating(from: from, to: to, frame: f, frames: frames, programmatic: programmatic)
            moveBoundsOrigin(to: done ? to : CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased))
            if done {
                // Something set inside the last didScroll may have started a
                // new motion: only an undisturbed end is reported.
                if motion == .idle { finish(programmatic: programmatic) }
            }
        }
    }

    private func finish(programmatic: Bool) {
        if programmatic {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            delegate?.scrollViewDidEndDecelerating(self)
        }
        didFinishMotion(programmatic: programmatic)
    }
}
