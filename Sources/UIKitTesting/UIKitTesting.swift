// UIKitTesting: deterministic test support for PortableUIKit users and for PortableUIKit itself.
@_exported import UIKit
