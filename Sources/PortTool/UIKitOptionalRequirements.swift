/// UIKit's own protocols whose requirements are optional on iOS (`@objc optional` in the SDK), by
/// Swift name, from Apple's documentation. A value-returning requirement carries its return type.
/// On Linux these requirements have default implementations, so `delegate?.scrollViewDidScroll?(sv)`
/// becomes `delegate?.scrollViewDidScroll(sv)`, and the witness rule applies to them as to the user's.
struct KnownProtocol: Sendable {
    var inherits: [String] = []
    /// Swift name → return type (`""` for none).
    var optionalRequirements: [String: String]
}

private func requirements(_ entries: [String]) -> [String: String] {
    var table: [String: String] = [:]
    for entry in entries {
        let parts = entry.components(separatedBy: " -> ")
        table[parts[0]] = parts.count > 1 ? parts[1] : ""
    }
    return table
}

let uikitProtocols: [String: KnownProtocol] = [
    "UIScrollViewDelegate": KnownProtocol(optionalRequirements: requirements([
        "scrollViewDidScroll(_:)", "scrollViewDidZoom(_:)", "scrollViewWillBeginDragging(_:)",
        "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)", "scrollViewDidEndDragging(_:willDecelerate:)",
        "scrollViewWillBeginDecelerating(_:)", "scrollViewDidEndDecelerating(_:)", "scrollViewDidEndScrollingAnimation(_:)",
        "viewForZooming(in:) -> UIView?", "scrollViewWillBeginZooming(_:with:)", "scrollViewDidEndZooming(_:with:atScale:)",
        "scrollViewShouldScrollToTop(_:) -> Bool", "scrollViewDidScrollToTop(_:)", "scrollViewDidChangeAdjustedContentInset(_:)",
    ])),
    "UITableViewDataSource": KnownProtocol(optionalRequirements: requirements([
        "numberOfSections(in:) -> Int", "tableView(_:titleForHeaderInSection:) -> String?",
        "tableView(_:titleForFooterInSection:) -> String?", "tableView(_:canEditRowAt:) -> Bool",
        "tableView(_:canMoveRowAt:) -> Bool", "sectionIndexTitles(for:) -> [String]?",
        "tableView(_:sectionForSectionIndexTitle:at:) -> Int", "tableView(_:commit:forRowAt:)", "tableView(_:moveRowAt:to:)",
    ])),
    "UITableViewDelegate": KnownProtocol(inherits: ["UIScrollViewDelegate"], optionalRequirements: requirements([
        "tableView(_:willDisplay:forRowAt:)", "tableView(_:willDisplayHeaderView:forSection:)",
        "tableView(_:willDisplayFooterView:forSection:)", "tableView(_:didEndDisplaying:forRowAt:)",
        "tableView(_:didEndDisplayingHeaderView:forSection:)", "tableView(_:didEndDisplayingFooterView:forSection:)",
        "tableView(_:heightForRowAt:) -> CGFloat", "tableView(_:heightForHeaderInSection:) -> CGFloat",
        "tableView(_:heightForFooterInSection:) -> CGFloat", "tableView(_:estimatedHeightForRowAt:) -> CGFloat",
        "tableView(_:estimatedHeightForHeaderInSection:) -> CGFloat", "tableView(_:estimatedHeightForFooterInSection:) -> CGFloat",
        "tableView(_:viewForHeaderInSection:) -> UIView?", "tableView(_:viewForFooterInSection:) -> UIView?",
        "tableView(_:accessoryButtonTappedForRowWith:)", "tableView(_:shouldHighlightRowAt:) -> Bool",
        "tableView(_:didHighlightRowAt:)", "tableView(_:didUnhighlightRowAt:)", "tableView(_:willSelectRowAt:) -> IndexPath?",
        "tableView(_:willDeselectRowAt:) -> IndexPath?", "tableView(_:didSelectRowAt:)", "tableView(_:didDeselectRowAt:)",
        "tableView(_:editingStyleForRowAt:) -> UITableViewCell.EditingStyle",
        "tableView(_:titleForDeleteConfirmationButtonForRowAt:) -> String?",
        "tableView(_:leadingSwipeActionsConfigurationForRowAt:) -> UISwipeActionsConfiguration?",
        "tableView(_:trailingSwipeActionsConfigurationForRowAt:) -> UISwipeActionsConfiguration?",
        "tableView(_:shouldIndentWhileEditingRowAt:) -> Bool", "tableView(_:willBeginEditingRowAt:)",
        "tableView(_:didEndEditingRowAt:)", "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) -> IndexPath",
        "tableView(_:indentationLevelForRowAt:) -> Int", "tableView(_:canFocusRowAt:) -> Bool",
        "tableView(_:selectionFollowsFocusForRowAt:) -> Bool", "indexPathForPreferredFocusedView(in:) -> IndexPath?",
        "tableView(_:shouldBeginMultipleSelectionInteractionAt:) -> Bool",
        "tableView(_:didBeginMultipleSelectionInteractionAt:)", "tableViewDidEndMultipleSelectionInteraction(_:)",
        "tableView(_:contextMenuConfigurationForRowAt:point:) -> UIContextMenuConfiguration?",
        "tableView(_:canPerformPrimaryActionForRowAt:) -> Bool", "tableView(_:performPrimaryActionForRowAt:)",
    ])),
    "UICollectionViewDataSource": KnownProtocol(optionalRequirements: requirements([
        "numberOfSections(in:) -> Int", "collectionView(_:viewForSupplementaryElementOfKind:at:) -> UICollectionReusableView",
        "collectionView(_:canMoveItemAt:) -> Bool", "collectionView(_:moveItemAt:to:)", "indexTitles(for:) -> [String]?",
        "collectionView(_:indexPathForIndexTitle:at:) -> IndexPath",
    ])),
    "UICollectionViewDelegate": KnownProtocol(inherits: ["UIScrollViewDelegate"], optionalRequirements: requirements([
        "collectionView(_:shouldHighlightItemAt:) -> Bool", "collectionView(_:didHighlightItemAt:)",
        "collectionView(_:didUnhighlightItemAt:)", "collectionView(_:shouldSelectItemAt:) -> Bool",
        "collectionView(_:shouldDeselectItemAt:) -> Bool", "collectionView(_:didSelectItemAt:)",
        "collectionView(_:didDeselectItemAt:)", "collectionView(_:willDisplay:forItemAt:)",
        "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)", "collectionView(_:didEndDisplaying:forItemAt:)",
        "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)",
        "collectionView(_:transitionLayoutForOldLayout:newLayout:) -> UICollectionViewTransitionLayout",
        "collectionView(_:targetContentOffsetForProposedContentOffset:) -> CGPoint",
        "collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:) -> IndexPath",
        "collectionView(_:canFocusItemAt:) -> Bool", "collectionView(_:selectionFollowsFocusForItemAt:) -> Bool",
        "indexPathForPreferredFocusedView(in:) -> IndexPath?", "collectionView(_:shouldBeginMultipleSelectionInteractionAt:) -> Bool",
        "collectionView(_:didBeginMultipleSelectionInteractionAt:)", "collectionViewDidEndMultipleSelectionInteraction(_:)",
        "collectionView(_:contextMenuConfigurationForItemsAt:point:) -> UIContextMenuConfiguration?",
        "collectionView(_:canPerformPrimaryActionForItemAt:) -> Bool", "collectionView(_:performPrimaryActionForItemAt:)",
    ])),
    "UICollectionViewDelegateFlowLayout": KnownProtocol(inherits: ["UICollectionViewDelegate"], optionalRequirements: requirements([
        "collectionView(_:layout:sizeForItemAt:) -> CGSize", "collectionView(_:layout:insetForSectionAt:) -> UIEdgeInsets",
        "collectionView(_:layout:minimumLineSpacingForSectionAt:) -> CGFloat",
        "collectionView(_:layout:minimumInteritemSpacingForSectionAt:) -> CGFloat",
        "collectionView(_:layout:referenceSizeForHeaderInSection:) -> CGSize",
        "collectionView(_:layout:referenceSizeForFooterInSection:) -> CGSize",
    ])),
    "UITextViewDelegate": KnownProtocol(inherits: ["UIScrollViewDelegate"], optionalRequirements: requirements([
        "textViewShouldBeginEditing(_:) -> Bool", "textViewShouldEndEditing(_:) -> Bool", "textViewDidBeginEditing(_:)",
        "textViewDidEndEditing(_:)", "textView(_:shouldChangeTextIn:replacementText:) -> Bool", "textViewDidChange(_:)",
        "textViewDidChangeSelection(_:)", "textView(_:shouldInteractWith:in:interaction:) -> Bool",
    ])),
    "UIGestureRecognizerDelegate": KnownProtocol(optionalRequirements: requirements([
        "gestureRecognizerShouldBegin(_:) -> Bool", "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) -> Bool",
        "gestureRecognizer(_:shouldRequireFailureOf:) -> Bool", "gestureRecognizer(_:shouldBeRequiredToFailBy:) -> Bool",
        "gestureRecognizer(_:shouldReceive:) -> Bool",
    ])),
    "UINavigationControllerDelegate": KnownProtocol(optionalRequirements: requirements([
        "navigationController(_:willShow:animated:)", "navigationController(_:didShow:animated:)",
        "navigationControllerSupportedInterfaceOrientations(_:) -> UIInterfaceOrientationMask",
        "navigationControllerPreferredInterfaceOrientationForPresentation(_:) -> UIInterfaceOrientation",
        "navigationController(_:interactionControllerFor:) -> UIViewControllerInteractiveTransitioning?",
        "navigationController(_:animationControllerFor:from:to:) -> UIViewControllerAnimatedTransitioning?",
    ])),
    "UITabBarControllerDelegate": KnownProtocol(optionalRequirements: requirements([
        "tabBarController(_:shouldSelect:) -> Bool", "tabBarController(_:didSelect:)",
        "tabBarController(_:shouldSelectTab:) -> Bool", "tabBarController(_:didSelectTab:previousTab:)",
        "tabBarController(_:willBeginCustomizing:)", "tabBarController(_:willEndCustomizing:changed:)",
        "tabBarController(_:didEndCustomizing:changed:)",
        "tabBarControllerSupportedInterfaceOrientations(_:) -> UIInterfaceOrientationMask",
        "tabBarControllerPreferredInterfaceOrientationForPresentation(_:) -> UIInterfaceOrientation",
        "tabBarController(_:interactionControllerFor:) -> UIViewControllerInteractiveTransitioning?",
        "tabBarController(_:animationControllerForTransitionFrom:to:) -> UIViewControllerAnimatedTransitioning?",
    ])),
    "UIViewControllerTransitioningDelegate": KnownProtocol(optionalRequirements: requirements([
        "animationController(forPresented:presenting:source:) -> UIViewControllerAnimatedTransitioning?",
        "animationController(forDismissed:) -> UIViewControllerAnimatedTransitioning?",
        "interactionControllerForPresentation(using:) -> UIViewControllerInteractiveTransitioning?",
        "interactionControllerForDismissal(using:) -> UIViewControllerInteractiveTransitioning?",
        "presentationController(forPresented:presenting:source:) -> UIPresentationController?",
    ])),
    "UIViewControllerAnimatedTransitioning": KnownProtocol(optionalRequirements: requirements([
        "animationEnded(_:)", "interruptibleAnimator(using:) -> UIViewImplicitlyAnimating",
    ])),
    "UIViewControllerInteractiveTransitioning": KnownProtocol(optionalRequirements: requirements([
        "completionSpeed -> CGFloat", "completionCurve -> UIView.AnimationCurve", "wantsInteractiveStart -> Bool",
    ])),
    "UIPageViewControllerDataSource": KnownProtocol(optionalRequirements: requirements([
        "presentationCount(for:) -> Int", "presentationIndex(for:) -> Int",
    ])),
    "UIPageViewControllerDelegate": KnownProtocol(optionalRequirements: requirements([
        "pageViewController(_:willTransitionTo:)", "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
        "pageViewController(_:spineLocationFor:) -> UIPageViewController.SpineLocation",
        "pageViewControllerSupportedInterfaceOrientations(_:) -> UIInterfaceOrientationMask",
        "pageViewControllerPreferredInterfaceOrientationForPresentation(_:) -> UIInterfaceOrientation",
    ])),
    "UIAdaptivePresentationControllerDelegate": KnownProtocol(optionalRequirements: requirements([
        "adaptivePresentationStyle(for:) -> UIModalPresentationStyle",
        "adaptivePresentationStyle(for:traitCollection:) -> UIModalPresentationStyle",
        "presentationController(_:prepare:)",
        "presentationController(_:viewControllerForAdaptivePresentationStyle:) -> UIViewController?",
        "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
        "presentationControllerShouldDismiss(_:) -> Bool", "presentationControllerWillDismiss(_:)",
        "presentationControllerDidDismiss(_:)", "presentationControllerDidAttemptToDismiss(_:)",
    ])),
    "UIPopoverPresentationControllerDelegate": KnownProtocol(inherits: ["UIAdaptivePresentationControllerDelegate"], optionalRequirements: requirements([
        "prepareForPopoverPresentation(_:)", "popoverPresentationControllerShouldDismissPopover(_:) -> Bool",
        "popoverPresentationControllerDidDismissPopover(_:)", "popoverPresentationController(_:willRepositionPopoverTo:in:)",
    ])),
    "UISheetPresentationControllerDelegate": KnownProtocol(inherits: ["UIAdaptivePresentationControllerDelegate"], optionalRequirements: requirements([
        "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)",
    ])),
]
