#if canImport(UIKit)
import UIKit
#else
import Segue
#endif

// A sign-in form as iOS code writes it: two text fields and a button laid out with Auto
// Layout, the controller the fields' delegate (Return moves to the password, then signs in),
// #selector target-action for .editingChanged, a tap that dismisses the keyboard, and the
// button kept above the keyboard by a bottom constraint moved in keyboardWillShow and
// keyboardWillHide with the notification's frame, duration and curve.

public final class LoginViewController: UIViewController, UITextFieldDelegate {
    public let emailField = UITextField()
    public let passwordField = UITextField()
    public let signInButton = UIButton(type: .system)
    public private(set) var signIns: [String] = []
    private var buttonBottomConstraint: NSLayoutConstraint!

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let titleLabel = UILabel()
        titleLabel.text = "Sign In"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(titleLabel)

        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.returnKeyType = .next
        emailField.clearButtonMode = .whileEditing
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go
        for field in [emailField, passwordField] {
            field.delegate = self
            field.translatesAutoresizingMaskIntoConstraints = false
            #if canImport(UIKit)
            field.addTarget(self, action: #selector(textChanged(_:)), for: .editingChanged)
            #else
            field.addTarget(self, action: LoginViewController.textChanged(_:), for: .editingChanged)
            #endif
            view.addSubview(field)
        }

        signInButton.setTitle("Sign In", for: .normal)
        signInButton.isEnabled = false
        signInButton.translatesAutoresizingMaskIntoConstraints = false
        #if canImport(UIKit)
        signInButton.addTarget(self, action: #selector(signInTapped), for: .touchUpInside)
        #else
        signInButton.addTarget(self, action: LoginViewController.signInTapped, for: .touchUpInside)
        #endif
        view.addSubview(signInButton)

        buttonBottomConstraint = signInButton.bottomAnchor.constraint(
            equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            emailField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 24),
            emailField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            emailField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
            passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
            passwordField.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
            signInButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            buttonBottomConstraint,
        ])

        #if canImport(UIKit)
        let backgroundTap = UITapGestureRecognizer(target: self, action: #selector(backgroundTapped))
        #else
        let backgroundTap = UITapGestureRecognizer(target: self, action: LoginViewController.backgroundTapped)
        #endif
        backgroundTap.cancelsTouchesInView = false
        view.addGestureRecognizer(backgroundTap)
        #if canImport(UIKit)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification,
            object: nil)
        #else
        NotificationCenter.default.addObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil) { observer, notification in observer.keyboardWillShow(notification) }
        #endif
        #if canImport(UIKit)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification,
            object: nil)
        #else
        NotificationCenter.default.addObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil) { observer, notification in observer.keyboardWillHide(notification) }
        #endif
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func textChanged(_ sender: UITextField) {
        signInButton.isEnabled = !(emailField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func signInTapped() {
        signIns.append(emailField.text ?? "")
        view.endEditing(true)
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func backgroundTapped() {
        view.endEditing(true)
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func keyboardWillShow(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
            let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
            let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
            let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue
        else { return }
        let keyboardTop = view.convert(frame, from: nil).minY
        buttonBottomConstraint.constant = -(view.bounds.height - keyboardTop) - 12 + view.safeAreaInsets.bottom
        UIView.animate(
            withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
            animations: { self.view.layoutIfNeeded() })
    }

    #if canImport(UIKit)
    @objc
    #endif
    private func keyboardWillHide(_ notification: Notification) {
        let duration = (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
            .doubleValue ?? 0.25
        buttonBottomConstraint.constant = -20
        UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else if signInButton.isEnabled {
            signInTapped()
        }
        return true
    }
}
