import Foundation

// How the built-in containers answer the system's preference questions (spec §18.3).
extension UINavigationController {
    /// With the bar showing, the style follows the bar (spec §18.3, fact 25): a black bar gets light
    /// content, a default bar the default style. The top controller is not asked.
    var _navigationStatusBarStyle: UIStatusBarStyle {
        _navigationBar.barStyle == .default ? .default : .lightContent
    }

    /// The delegate's orientations if it implements them, else the default (spec §18.2 step 4).
    var _navigationSupportedInterfaceOrientations: UIInterfaceOrientationMask? {
        guard let delegate = _delegate else { return nil }
        return _ifImplemented("navigationControllerSupportedInterfaceOrientations(_:)") {
            delegate.navigationControllerSupportedInterfaceOrientations(self)
        }
    }

    var _navigationPreferredInterfaceOrientation: UIInterfaceOrientation? {
        guard let delegate = _delegate else { return nil }
        return _ifImplemented("navigationControllerPreferredInterfaceOrientationForPresentation(_:)") {
            delegate.navigationControllerPreferredInterfaceOrientationForPresentation(self)
        }
    }
}

extension UITabBarController {
    /// The delegate's orientations if it implements them, else the default (spec §18.2 step 4).
    var _tabSupportedInterfaceOrientations: UIInterfaceOrientationMask? {
        guard let delegate = _delegate else { return nil }
        return _ifImplemented("tabBarControllerSupportedInterfaceOrientations(_:)") {
            delegate.tabBarControllerSupportedInterfaceOrientations(self)
        }
    }

    var _tabPreferredInterfaceOrientation: UIInterfaceOrientation? {
        guard let delegate = _delegate else { return nil }
        return _ifImplemented("tabBarControllerPreferredInterfaceOrientationForPresentation(_:)") {
            delegate.tabBarControllerPreferredInterfaceOrientationForPresentation(self)
        }
    }
}
