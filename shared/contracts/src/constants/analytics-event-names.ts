// ANALYTICS_EVENTS (re-exported as a namespace by analytics-events.ts): one export per value, so a bundle keeps only the values it reads.

export const like = '/like';
export const unlike = '/unlike';
export const wish = '/wish';
export const unwish = '/unwish';
export const follow = '/follow';
export const unfollowConfirm = '/unfollow/confirm';
export const unfollowCancel = '/unfollow/cancel';
export const shareStart = '/share/start';
export const shareComplete = '/share/complete';
export const shareCancel = '/share/cancel';
export const productSetShareStart = '/product-set/share/start';
export const productSetShareComplete = '/product-set/share/complete';
export const openInBrowser = 'open in browser';
export const searchClick = '/search/click';
