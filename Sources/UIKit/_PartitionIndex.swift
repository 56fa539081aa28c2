/// The first index in `0..<count` for which `isPast` holds, by bisection: `isPast` must be false for a
/// prefix of the indices and true for the rest (`count` when it never holds). The table's searches over
/// its running offsets and an update's sorted row lists, and the text's searches over character offsets and
/// widths, share it.
func _partitionIndex(_ count: Int, _ isPast: (Int) -> Bool) -> Int {
    var low = 0, high = count
    while low < high {
        let mid = (low + high) / 2
        if isPast(mid) { high = mid } else { low = mid + 1 }
    }
    return low
}
