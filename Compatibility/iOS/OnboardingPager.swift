import UIKit

// An onboarding pager as iOS apps write it: a UIPageViewController subclass that is its own
// data source and delegate, pages made by index from a small model, UIKit's page dots from
// presentationCount/presentationIndex, a custom "1 of 3" label updated from the delegate
// (pendingIndex remembered in willTransitionTo, committed when the transition completed),
// and a Next button that pages with setViewControllers(animated:) and becomes "Get Started"
// on the last page.

struct OnboardingPage {
    let title: String
    let symbol: String
    let color: UIColor
}

final class OnboardingContentViewController: UIViewController {
    let pageIndex: Int
    private let page: OnboardingPage

    init(page: OnboardingPage, index: Int) {
        self.page = page
        self.pageIndex = index
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = page.color

        let imageView = UIImageView(image: UIImage(systemName: page.symbol))
        imageView.tintColor = .white
        imageView.contentMode = .scaleAspectFit
        imageView.translatesAutoresizingMaskIntoConstraints = false

        let titleLabel = UILabel()
        titleLabel.text = page.title
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0
        titleLabel.translatesAutoresizingMaskIntoConstraints = false

        view.addSubview(imageView)
        view.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            imageView.centerYAnchor.constraint(equalTo: view.centerYAnchor, constant: -60),
            imageView.widthAnchor.constraint(equalToConstant: 120),
            imageView.heightAnchor.constraint(equalToConstant: 120),
            titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 32),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}

public final class OnboardingPageViewController: UIPageViewController, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate
{
    private let pages: [OnboardingPage] = [
        OnboardingPage(title: "Welcome to Trails", symbol: "star.fill", color: .systemIndigo),
        OnboardingPage(title: "Save the walks you love", symbol: "heart.fill", color: .systemPink),
        OnboardingPage(title: "Share them with friends", symbol: "square.and.arrow.up", color: .systemTeal),
    ]

    public private(set) var currentIndex = 0
    public private(set) var finishedOnboarding = false
    public let progressLabel = UILabel()
    public let nextButton = UIButton(type: .system)
    private var pendingIndex: Int?

    public init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 12])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        dataSource = self
        delegate = self
        setViewControllers([makePage(at: 0)], direction: .forward, animated: false, completion: nil)

        progressLabel.font = .preferredFont(forTextStyle: .subheadline)
        progressLabel.textColor = .white
        progressLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(progressLabel)

        nextButton.tintColor = .white
        nextButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        nextButton.translatesAutoresizingMaskIntoConstraints = false
        nextButton.addTarget(self, action: #selector(nextTapped), for: .touchUpInside)
        view.addSubview(nextButton)

        NSLayoutConstraint.activate([
            progressLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            progressLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            nextButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            nextButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
        updateChrome()
    }

    private func makePage(at index: Int) -> OnboardingContentViewController {
        OnboardingContentViewController(page: pages[index], index: index)
    }

    private func updateChrome() {
        progressLabel.text = "\(currentIndex + 1) of \(pages.count)"
        let isLast = currentIndex == pages.count - 1
        nextButton.setTitle(isLast ? "Get Started" : "Next", for: .normal)
    }

    @objc private func nextTapped() {
        guard currentIndex < pages.count - 1 else {
            finishedOnboarding = true
            return
        }
        currentIndex += 1
        setViewControllers([makePage(at: currentIndex)], direction: .forward, animated: true) { [weak self] _ in
            self?.updateChrome()
        }
    }

    // MARK: UIPageViewControllerDataSource

    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let content = viewController as? OnboardingContentViewController, content.pageIndex > 0 else {
            return nil
        }
        return makePage(at: content.pageIndex - 1)
    }

    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let content = viewController as? OnboardingContentViewController,
            content.pageIndex < pages.count - 1
        else {
            return nil
        }
        return makePage(at: content.pageIndex + 1)
    }

    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        pages.count
    }

    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        currentIndex
    }

    // MARK: UIPageViewControllerDelegate

    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        pendingIndex = (pendingViewControllers.first as? OnboardingContentViewController)?.pageIndex
    }

    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        if completed, let pendingIndex {
            currentIndex = pendingIndex
            updateChrome()
        }
        pendingIndex = nil
    }
}
