import UIKit

// A xib-backed controller: init(nibName: nil, bundle:) finds ProfileViewController.xib by
// the class's name, File's Owner's outlets and its action are connected before viewDidLoad;
// a badge view comes from its own xib through UINib and styles itself in awakeFromNib.

class BadgeView: UIView {
    @IBOutlet weak var initialsLabel: UILabel!
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
}

public class ProfileViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var followButton: UIButton!
    @IBOutlet weak var badgeHolder: UIView!
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

    @IBAction func followTapped(_ sender: UIButton) {
        following.toggle()
        sender.setTitle(following ? "Following" : "Follow", for: .normal)
        sender.backgroundColor = following ? .systemGreen : .systemBlue
    }
}
