import Foundation
import Segue
import SegueRender

/// `segue bench scroll`: a list flung from top to bottom, frame by frame at 60 fps @2x: the
/// cost of each frame (the frame loop's work — touches, deceleration, layout with cell reuse
/// and self-sizing — plus commit and composite), how many cells are alive and visible at
/// most, and re-rasterizations of content that had been drawn before (cells that only move
/// must not be drawn again).
@MainActor enum ScrollBenchmark {
  struct Result {
    let kind: String
    let frames: Int
    let frameMillisecondsP50: Double
    let frameMillisecondsP99: Double
    let cellsAliveMax: Int
    let cellsVisibleMax: Int
    let rerastersOfMovingCells: Int
  }

  static let viewport = CGSize(width: 390, height: 844)
  static let rowCount = 1000

  /// A self-sizing cell: an image and a wrapping label, pinned with constraints.
  final class PhotoRowCell: UITableViewCell {
    let photo = UIImageView()
    let caption = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      photo.translatesAutoresizingMaskIntoConstraints = false
      photo.backgroundColor = .systemTeal
      photo.layer.cornerRadius = 6
      photo.clipsToBounds = true
      caption.numberOfLines = 0
      caption.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(photo)
      contentView.addSubview(caption)
      NSLayoutConstraint.activate([
        photo.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        photo.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
        photo.widthAnchor.constraint(equalToConstant: 48),
        photo.heightAnchor.constraint(equalToConstant: 48),
        photo.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -10),
        caption.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 12),
        caption.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        caption.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
        caption.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -10),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }

  final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { ScrollBenchmark.rowCount }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "photo", for: indexPath)
      (cell as? PhotoRowCell)?.caption.text =
        "Row \(indexPath.row): " + String(repeating: "a caption that wraps ", count: 1 + indexPath.row % 4)
      return cell
    }
  }

  /// Flings the table with repeated fast drags until its last row has been shown, rendering
  /// every frame.
  static func runTable(threadCount: Int) -> Result {
    let host = HeadlessHost(size: viewport, scale: 2, framesPerSecond: 60)
    let table = UITableView(frame: CGRect(origin: .zero, size: viewport), style: .plain)
    table.register(PhotoRowCell.self, forCellReuseIdentifier: "photo")
    let rows = Rows()
    table.dataSource = rows
    host.rootView.addSubview(table)
    host.step()
    defer { withExtendedLifetime(rows) {} }
    return fling(
      table, in: host, kind: "table", threadCount: threadCount, cells: { $0 is UITableViewCell },
      visibleCount: { table.indexPathsForVisibleRows?.count ?? 0 })
  }

  static let gridItemCount = 2000

  /// A photo tile: a coloured image view filling the cell and a caption on it.
  final class PhotoGridCell: UICollectionViewCell {
    let photo = UIImageView()
    let caption = UILabel()

    required init(frame: CGRect) {
      super.init(frame: frame)
      photo.frame = contentView.bounds
      photo.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      photo.layer.cornerRadius = 4
      photo.clipsToBounds = true
      caption.textColor = .white
      caption.font = .systemFont(ofSize: 12)
      contentView.addSubview(photo)
      contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
      super.layoutSubviews()
      caption.frame = CGRect(x: 6, y: bounds.height - 20, width: bounds.width - 12, height: 16)
    }
  }

  final class Photos: NSObject, UICollectionViewDataSource {
    static let colors: [UIColor] = [.systemTeal, .systemIndigo, .systemOrange, .systemPink, .systemGreen]
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      ScrollBenchmark.gridItemCount
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
      if let cell = cell as? PhotoGridCell {
        cell.photo.backgroundColor = Self.colors[indexPath.item % Self.colors.count]
        cell.caption.text = "Photo \(indexPath.item)"
      }
      return cell
    }
  }

  /// A 3-column photo grid of 2,000 square items (flow layout, 2 pt gaps) flung from top to
  /// bottom as the table is.
  static func runGrid(threadCount: Int) -> Result {
    let host = HeadlessHost(size: viewport, scale: 2, framesPerSecond: 60)
    let layout = UICollectionViewFlowLayout()
    let side = ((viewport.width - 4) / 3).rounded(.down)
    layout.itemSize = CGSize(width: side, height: side)
    layout.minimumLineSpacing = 2
    layout.minimumInteritemSpacing = 2
    let grid = UICollectionView(frame: CGRect(origin: .zero, size: viewport), collectionViewLayout: layout)
    grid.register(PhotoGridCell.self, forCellWithReuseIdentifier: "photo")
    let photos = Photos()
    grid.dataSource = photos
    host.rootView.addSubview(grid)
    host.step()
    defer { withExtendedLifetime(photos) {} }
    return fling(
      grid, in: host, kind: "grid", threadCount: threadCount, cells: { $0 is UICollectionViewCell },
      visibleCount: { grid.indexPathsForVisibleItems.count })
  }

  /// Flings `scrollView` with repeated fast drags until its end has been shown, rendering every
  /// frame, and measures each frame.
  private static func fling(
    _ scrollView: UIScrollView, in host: HeadlessHost, kind: String, threadCount: Int, cells isCell: (UIView) -> Bool,
    visibleCount: () -> Int
  ) -> Result {
    let renderer = FrameRenderer(threadCount: threadCount)
    // One frame buffer for the run, as the window reuses its presenter's buffers (a new
    // bitmap each frame would time zero-filling fresh pages).
    let target = Bitmap(
      width: Int((host.rootView.bounds.width * CGFloat(host.scale)).rounded()),
      height: Int((host.rootView.bounds.height * CGFloat(host.scale)).rounded()), scale: host.scale)
    var samples = TimingSamples()
    var alive = 0
    var visible = 0
    var onScreen: [UInt64: Int] = [:]
    var rerasters = 0
    func frame(_ body: () -> Void) {
      let cache = renderer.contentCache
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      let tree: RenderTree? = host.loop.commit(atMediaTime: host.now)
      if let tree { renderer.render(tree, into: target) }
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      // A layer of a cell that was on screen (itself in view) in the previous frame, drawn again with the same
      // appearance and size: the cell only moved, and must not be re-rasterized.
      var current: [UInt64: Int] = [:]
      if let tree { collect(tree.root, into: &current) }
      for id in cache.rasterizedLayerIDs {
        if let key = current[id], onScreen[id] == key { rerasters += 1 }
      }
      // The layers of the cells in view now, with their keys, for the next frame's check.
      onScreen.removeAll(keepingCapacity: true)
      let viewport = CGRect(origin: scrollView.contentOffset, size: scrollView.bounds.size)
      for cell in scrollView.subviews where isCell(cell) && cell.frame.intersects(viewport) {
        func add(_ layer: CALayer) {
          let overlap = layer.convert(layer.bounds, to: scrollView.layer).intersection(viewport)
          // At least a pixel of it showed (the compositor skips slivers it would not draw).
          if let key = current[layer.layerID], !overlap.isNull, overlap.width >= 0.5, overlap.height >= 0.5 {
            onScreen[layer.layerID] = key
          }
          for sublayer in layer.sublayers ?? [] { add(sublayer) }
        }
        add(cell.layer)
      }
      alive = max(alive, scrollView.subviews.filter(isCell).count)
      visible = max(visible, visibleCount())
    }
    frame { host.step() }
    var flings = 0
    while scrollView.contentOffset.y + viewport.height < scrollView.contentSize.height - 1, flings < 400 {
      flings += 1
      // A fast upward flick: 300 pt in 0.1 s (3000 pt/s), then the deceleration.
      host.send(PointerEvent(phase: .down, location: CGPoint(x: 200, y: 700), timestamp: host.now))
      for step in 1...6 {
        frame { host.advance(by: 1.0 / 60) }
        host.send(
          PointerEvent(phase: .move, location: CGPoint(x: 200, y: 700 - 50 * CGFloat(step)), timestamp: host.now))
      }
      host.send(PointerEvent(phase: .up, location: CGPoint(x: 200, y: 400), timestamp: host.now))
      for _ in 0..<30 { frame { host.advance(by: 1.0 / 60) } }
    }
    return Result(
      kind: kind, frames: samples.values.count, frameMillisecondsP50: samples.median * 1000,
      frameMillisecondsP99: samples.quantile(0.99) * 1000, cellsAliveMax: alive, cellsVisibleMax: visible,
      rerastersOfMovingCells: rerasters)
  }

  /// Each layer's appearance key (appearance and size) by layer id.
  private static func collect(_ layer: RenderLayer, into keys: inout [UInt64: Int]) {
    var hasher = Hasher()
    hasher.combine(layer.appearance)
    hasher.combine(layer.width)
    hasher.combine(layer.height)
    keys[layer.id] = hasher.finalize()
    for sublayer in layer.sublayers { collect(sublayer, into: &keys) }
  }
}

extension BenchCommand {
  /// `segue bench scroll [--kind table|grid] [--threads N] [--json]`: one result per kind.
  static func runScroll(_ options: inout OptionParser) throws {
    let json = options.flag("json")
    let threads =
      try options.integer(
        "threads", accepts: "a whole number of threads from 1 to 64", where: { (1...64).contains($0) })
      ?? ProcessInfo.processInfo.activeProcessorCount
    var kinds = ["table", "grid"]
    if let name = options.string("kind") {
      guard kinds.contains(name) else { throw UsageError("--kind accepts table, grid; got '\(name)'.") }
      kinds = [name]
    }
    try options.finish(command: "bench")
    #if DEBUG
      FileHandle.standardError.write(
        Data("segue: this is a debug build; for real figures run 'swift run -c release segue bench scroll'.\n".utf8))
    #endif
    for kind in kinds {
      let result = MainActor.assumeIsolated {
        kind == "grid" ? ScrollBenchmark.runGrid(threadCount: threads) : ScrollBenchmark.runTable(threadCount: threads)
      }
      if json {
        print(
          "{\"kind\": \"\(result.kind)\", \"frames\": \(result.frames), "
            + "\"frame_ms_p50\": \(String(format: "%.3f", result.frameMillisecondsP50)), "
            + "\"frame_ms_p99\": \(String(format: "%.3f", result.frameMillisecondsP99)), "
            + "\"cells_alive_max\": \(result.cellsAliveMax), \"cells_visible_max\": \(result.cellsVisibleMax), "
            + "\"rerasters_of_moving_cells\": \(result.rerastersOfMovingCells)}")
      } else {
        print(
          "\(result.kind): \(result.frames) frames, frame median \(String(format: "%.2f", result.frameMillisecondsP50)) ms, "
            + "p99 \(String(format: "%.2f", result.frameMillisecondsP99)) ms (target ≤ 4 ms); cells alive at most "
            + "\(result.cellsAliveMax) with \(result.cellsVisibleMax) visible; re-rasterizations of moving cells "
            + "\(result.rerastersOfMovingCells)")
      }
    }
  }
}
