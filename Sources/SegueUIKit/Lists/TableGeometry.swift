import Foundation

/// Where a table's sections, headers and rows are, in content coordinates (points): heights
/// as known (measured, fixed or estimated) and their running sums.
struct TableGeometry {
  struct Section {
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0
    var headerTitle: String?
    var footerTitle: String?
    var heights: [CGFloat] = []
    /// Whether each height is final (measured or fixed) rather than an estimate.
    var known: [Bool] = []
    /// The top of each row.
    var tops: [CGFloat] = []
    var top: CGFloat = 0
    var bottom: CGFloat = 0
  }

  var sections: [Section] = []
  var headerViewHeight: CGFloat = 0
  var footerViewHeight: CGFloat = 0
  var contentHeight: CGFloat = 0

  /// Recomputes the running sums from `start` section on (0: all).
  mutating func recomputeOffsets() {
    var y = headerViewHeight
    for index in sections.indices {
      sections[index].top = y
      y += sections[index].headerHeight
      var tops = sections[index].tops
      if tops.count != sections[index].heights.count {
        tops = Array(repeating: 0, count: sections[index].heights.count)
      }
      for row in sections[index].heights.indices {
        tops[row] = y
        y += sections[index].heights[row]
      }
      sections[index].tops = tops
      y += sections[index].footerHeight
      sections[index].bottom = y
    }
    contentHeight = y + footerViewHeight
  }

  func rowRect(_ indexPath: IndexPath, width: CGFloat, inset: CGFloat) -> CGRect {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].heights.indices.contains(indexPath.row)
    else { return .zero }
    let section = sections[indexPath.section]
    return CGRect(
      x: inset, y: section.tops[indexPath.row], width: max(width - 2 * inset, 0), height: section.heights[indexPath.row]
    )
  }

  func sectionRect(_ index: Int, width: CGFloat) -> CGRect {
    guard sections.indices.contains(index) else { return .zero }
    return CGRect(x: 0, y: sections[index].top, width: width, height: sections[index].bottom - sections[index].top)
  }

  /// The row whose vertical extent contains `y` (binary search), nil between rows or outside.
  func row(at y: CGFloat) -> IndexPath? {
    guard let section = sections.firstIndex(where: { y >= $0.top && y < $0.bottom }) else { return nil }
    let tops = sections[section].tops
    var low = 0
    var high = tops.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let top = tops[mid]
      if y < top {
        high = mid - 1
      } else if y >= top + sections[section].heights[mid] {
        low = mid + 1
      } else {
        return IndexPath(row: mid, section: section)
      }
    }
    return nil
  }

  /// The rows that overlap `minY..<maxY`, in order.
  func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
    var result: [IndexPath] = []
    for (index, section) in sections.enumerated() where section.bottom > minY && section.top < maxY {
      var low = 0
      var high = section.tops.count
      while low < high {
        let mid = (low + high) / 2
        if section.tops[mid] + section.heights[mid] <= minY { low = mid + 1 } else { high = mid }
      }
      var row = low
      while row < section.tops.count, section.tops[row] < maxY {
        result.append(IndexPath(row: row, section: index))
        row += 1
      }
    }
    return result
  }
}
