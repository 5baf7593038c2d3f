import Foundation

/// UIKit's collection view controller: its view is a collection view whose data source and
/// delegate it is; it clears the selection as its view appears — with the transition when one
/// runs, restoring it if the transition is cancelled (docs/uikit-behaviour-2.md §2.4).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  private let initialLayout: UICollectionViewLayout
  /// Whether `viewWillAppear` deselects (default true).
  open var clearsSelectionOnViewWillAppear = true

  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// UIKit's archive initializer; there are no archives in Segue (`UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    ArchiveDecoding.reportUndecodable(Self.self)
    return nil
  }

  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? initialLayout }

  open override func loadView() {
    let view = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.dataSource = self
    view.delegate = self
    self.view = view
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let view = collectionView, let items = view.indexPathsForSelectedItems,
      !view.allowsMultipleSelection
    else { return }
    if let coordinator = transitionCoordinator {
      coordinator.animate(
        alongsideTransition: { _ in
          for item in items { view.deselectItem(at: item, animated: true) }
        },
        completion: { context in
          guard context.isCancelled else { return }
          for item in items { view.selectItem(at: item, animated: false, scrollPosition: []) }
        })
    } else {
      for item in items { view.deselectItem(at: item, animated: animated) }
    }
  }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell(frame: .zero)
  }
}
