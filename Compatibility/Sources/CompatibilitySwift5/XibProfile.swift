#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// A xib-backed controller: init(nibName: nil, bundle:) finds ProfileViewController.xib by
// the class's name, File's Owner's outlets and its action are connected before viewDidLoad;
// a badge view comes from its own xib through UINib and styles itself in awakeFromNib.

class BadgeView: UIView {
    #if canImport(UIKit)
    @IBOutlet
    #endif
    weak var initialsLabel: UILabel!
    private(set) var awoke = false

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = initialsLabel != nil
        layer.cornerRadius = bounds.width / 2
        layer.borderWidth = 4
        layer.borderColor = UIColor.white.cgColor
    }

    #if !canImport(UIKit)
    // segue port: the outlets and actions Interface Builder documents connect (Segue has no Objective-C runtime).
    override class var interfaceBuilderBindings: [InterfaceBuilderBinding] {
        super.interfaceBuilderBindings + [
            .outlet("initialsLabel", \BadgeView.initialsLabel),
        ]
    }
    #endif
}

public class ProfileViewController: UIViewController {
    #if canImport(UIKit)
    @IBOutlet
    #endif
    weak var nameLabel: UILabel!
    #if canImport(UIKit)
    @IBOutlet
    #endif
    weak var followButton: UIButton!
    #if canImport(UIKit)
    @IBOutlet
    #endif
    weak var badgeHolder: UIView!
    public private(set) var following = false
    public private(set) var badgeAwoke = false

    public init() {
        super.init(nibName: nil, bundle: .module)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = nameLabel.text
        let badge = UINib(nibName: "BadgeView", bundle: .module)
            .instantiate(withOwner: nil, options: nil).first as! BadgeView
        badge.frame = badgeHolder.bounds
        badgeHolder.addSubview(badge)
        badgeAwoke = badge.awoke
    }

    #if canImport(UIKit)
    @IBAction
    #endif
    func followTapped(_ sender: UIButton) {
        following.toggle()
        sender.setTitle(following ? "Following" : "Follow", for: .normal)
        sender.backgroundColor = following ? .systemGreen : .systemBlue
    }

    #if !canImport(UIKit)
    // segue port: the outlets and actions Interface Builder documents connect (Segue has no Objective-C runtime).
    public override class var interfaceBuilderBindings: [InterfaceBuilderBinding] {
        super.interfaceBuilderBindings + [
            .outlet("nameLabel", \ProfileViewController.nameLabel),
            .outlet("followButton", \ProfileViewController.followButton),
            .outlet("badgeHolder", \ProfileViewController.badgeHolder),
            .action("followTapped:", ProfileViewController.followTapped(_:)),
        ]
    }
    #endif
}
