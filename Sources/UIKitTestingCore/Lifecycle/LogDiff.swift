/// A line diff for lifecycle logs: common lines indented, missing ones with `-`, unexpected ones with `+`.
enum LogDiff {
    /// Nil when `expected == actual`; otherwise a readable, line-aligned diff.
    static func describe(expected: [String], actual: [String]) -> String? {
        guard expected != actual else { return nil }
        // Longest common subsequence; logs are short, so the quadratic table is fine here.
        let n = expected.count, m = actual.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = expected[i] == actual[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines = ["Lifecycle log mismatch (- expected, + actual):"]
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                lines.append("  " + expected[i]); i += 1; j += 1
            } else if j < m, i == n || table[i][j + 1] >= table[i + 1][j] {
                lines.append("+ " + actual[j]); j += 1
            } else {
                lines.append("- " + expected[i]); i += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
