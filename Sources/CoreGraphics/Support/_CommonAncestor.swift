/// The nearest node that is `a` or one of its ancestors and also `b` or one of its ancestors, following
/// `parent`; nil when the two are in separate trees. Linear in the two depths.
package func _nearestCommonAncestor<Node: AnyObject>(_ a: Node, _ b: Node, parent: (Node) -> Node?) -> Node? {
    var ancestors = Set<ObjectIdentifier>()
    var node: Node? = a
    while let current = node { ancestors.insert(ObjectIdentifier(current)); node = parent(current) }
    node = b
    while let current = node {
        if ancestors.contains(ObjectIdentifier(current)) { return current }
        node = parent(current)
    }
    return nil
}
