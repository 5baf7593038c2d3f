#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// A menu over the screen that reports through an @objc protocol with optional
// requirements, faded in with the built-in cross-dissolve.

@MainActor protocol MenuViewControllerDelegate: AnyObject {
    func menuDidClose(_ menu: MenuViewController)
    func menu(_ menu: MenuViewController, didSelectItemAt index: Int)
    func menuTitle(for index: Int) -> String?
}

extension MenuViewControllerDelegate {
    func menu(_ menu: MenuViewController, didSelectItemAt index: Int) {}
    func menuTitle(for index: Int) -> String? { nil }
}

final class MenuViewController: UIViewController {
    weak var delegate: MenuViewControllerDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        view.backgroundColor = UIColor.black.withAlphaComponent(0.6)
        for index in 0..<3 {
            let button = UIButton(type: .system)
            button.setTitle(delegate?.menuTitle(for: index) ?? "Item \(index + 1)", for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.frame = CGRect(x: 95, y: 300 + CGFloat(index) * 60, width: 200, height: 44)
            button.tag = index
            #if canImport(UIKit)
            button.addTarget(self, action: #selector(itemTapped(_:)), for: .touchUpInside)
            #else
            button.addTarget(self, action: MenuViewController.itemTapped(_:), for: .touchUpInside)
            #endif
            view.addSubview(button)
        }
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func itemTapped(_ sender: UIButton) {
        delegate?.menu(self, didSelectItemAt: sender.tag)
        dismiss(animated: true) {
            self.delegate?.menuDidClose(self)
        }
    }
}

/// A screen that opens the menu and shows what was picked.
public final class MenuHostViewController: UIViewController, MenuViewControllerDelegate {
    public private(set) var events: [String] = []
    private let status = UILabel()

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Home"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        status.frame = CGRect(x: 20, y: 100, width: 350, height: 30)
        status.text = "Nothing picked"
        view.addSubview(status)
        let button = UIButton(type: .system)
        button.setTitle("Menu", for: .normal)
        button.frame = CGRect(x: 95, y: 600, width: 200, height: 44)
        #if canImport(UIKit)
        button.addTarget(self, action: #selector(openMenu), for: .touchUpInside)
        #else
        button.addTarget(self, action: MenuHostViewController.openMenu, for: .touchUpInside)
        #endif
        view.addSubview(button)
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func openMenu() {
        let menu = MenuViewController()
        menu.delegate = self
        menu.modalPresentationStyle = .overFullScreen
        menu.modalTransitionStyle = .crossDissolve
        present(menu, animated: true)
    }

    func menu(_ menu: MenuViewController, didSelectItemAt index: Int) {
        events.append("selected \(index)")
        status.text = "Picked item \(index + 1)"
    }

    func menuDidClose(_ menu: MenuViewController) {
        events.append("closed")
    }
}
