#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal settings found at start, restored on every way out. Global so
/// that the signal handler can reach them.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var isRaw = false

/// Raw-mode handling for the interactive demo: no line buffering, no echo,
/// reads that return at once, and the original settings put back on exit,
/// on SIGINT and on SIGTERM.
enum Terminal {
    /// Whether both stdin and stdout are terminals.
    static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

    /// Switches stdin to raw mode (keeping Ctrl-C as SIGINT), hides the cursor
    /// and clears the screen. Returns false when the settings cannot be read
    /// or changed.
    static func enterRawMode() -> Bool {
        guard tcgetattr(0, &savedSettings) == 0 else { return false }
        var raw = savedSettings
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        signal(SIGINT, restoreAndExit)
        signal(SIGTERM, restoreAndExit)
        guard tcsetattr(0, TCSAFLUSH, &raw) == 0 else { return false }
        isRaw = true
        output("\u{1B}[?25l\u{1B}[2J\u{1B}[H")
        return true
    }

    /// Puts the original settings back and shows the cursor again.
    static func restore() {
        guard isRaw else { return }
        isRaw = false
        _ = tcsetattr(0, TCSAFLUSH, &savedSettings)
        output("\u{1B}[?25h\n")
    }

    /// Waits up to `milliseconds` for input (the demo's only real sleep), then
    /// returns what is there, possibly nothing.
    static func input(waitingUpTo milliseconds: Int32) -> [UInt8] {
        var fds = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        guard poll(&fds, 1, milliseconds) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        return n > 0 ? Array(buffer[0..<n]) : []
    }

    /// Writes text to stdout at once.
    static func output(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let n = write(1, buffer.baseAddress! + done, buffer.count - done)
                if n <= 0 { break }
                done += n
            }
        }
    }
}

/// SIGINT / SIGTERM: restore the terminal and leave. Only async-signal-safe
/// calls (tcsetattr, write, _exit).
private func restoreAndExit(_ signal: Int32) {
    _ = tcsetattr(0, TCSAFLUSH, &savedSettings)
    let showCursor: StaticString = "\u{1B}[?25h\n"
    _ = write(1, showCursor.utf8Start, showCursor.utf8CodeUnitCount)
    _exit(128 + signal)
}
