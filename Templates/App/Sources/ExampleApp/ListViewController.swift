#if canImport(UIKit)
  import UIKit
#else
  import Segue
#endif

/// The first screen: a title and a button that pushes the detail screen.
final class ListViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Photos"
    view.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    let button = UIButton(type: .system)
    button.setTitle("Open photo", for: .normal)
    button.backgroundColor = .systemBlue
    button.setTitleColor(.white, for: .normal)
    button.layer.cornerRadius = 12
    button.frame = CGRect(x: 40, y: 380, width: view.bounds.width - 80, height: 56)
    button.autoresizingMask = [.flexibleWidth]
    button.addAction(
      UIAction { [weak self] _ in self?.navigationController?.pushViewController(DetailViewController(), animated: true)
      },
      for: .touchUpInside)
    view.addSubview(button)
  }
}

/// The second screen: the app's photo (from its asset catalog) on a card.
final class DetailViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Photo"
    view.backgroundColor = .white
    let card = UIImageView(image: UIImage(named: "photo"))
    card.frame = CGRect(x: 24, y: 140, width: view.bounds.width - 48, height: 320)
    card.backgroundColor = UIColor(red: 0.2, green: 0.55, blue: 0.45, alpha: 1)
    card.contentMode = .scaleAspectFill
    card.clipsToBounds = true
    card.layer.cornerRadius = 20
    card.autoresizingMask = [.flexibleWidth]
    view.addSubview(card)
  }
}
