// Placeholder: the terminal demo (issue 4) replaces this file.
import InfiniteTabsCore

print("infinite-tabs-demo: \(Cycle(count: 3).wrap(4))")
