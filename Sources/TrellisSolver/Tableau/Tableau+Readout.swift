/// Reading out values that changed.
extension Tableau {
  /// Appends to `changed` every dirty symbol that stands for a known variable and whose value differs from
  /// `published`, updates `published`, and clears the dirty set. Costs O(dirty), not O(variables).
  mutating func collectChanges(known variables: [Variable?], published: inout [Double], into changed: inout [Int32]) {
    let count = variables.count
    rows.withUnsafeBufferPointer { rows in
      basicRow.withUnsafeBufferPointer { basicRow in
        isDirty.withUnsafeMutableBufferPointer { isDirty in
          published.withUnsafeMutableBufferPointer { published in
            variables.withUnsafeBufferPointer { variables in
              for symbol in dirty {
                let index = Int(symbol)
                isDirty[index] = false
                guard index < count, variables[index] != nil else { continue }
                let row = Int(basicRow[index])
                let current = row >= 0 ? rows[row].constant : 0
                if current != published[index] {
                  published[index] = current
                  changed.append(symbol)
                }
              }
            }
          }
        }
      }
    }
    dirty.removeAll(keepingCapacity: true)
  }
}
