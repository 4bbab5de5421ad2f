/**
 * What every page loads after its load event, so that none of it counts in the script a public
 * page fetches before it: the 长辈模式 switch and read-aloud, the motion of the home page's carousel
 * and newest-activities strip (still, and usable by hand, until then), a phone list's 加载更多,
 * and inside WeChat the share card.
 */
import './elder-mode/elder-client';
import { isWeChatUserAgent, WECHAT_ATTRIBUTE } from '../lib/wechat';

if (document.querySelector('banner-carousel')) {
	void import('./banner-carousel/banner-carousel-element');
}
if (document.querySelector('seamless-scroll')) {
	void import('./seamless-scroll/seamless-scroll-element');
}
if (document.querySelector('load-more')) {
	void import('./load-more/load-more-element');
}

// Only the WeChat variant of a page admits the SDK, and only WeChat's browser uses it.
if (
	document.documentElement.hasAttribute(WECHAT_ATTRIBUTE) &&
	isWeChatUserAgent(navigator.userAgent)
) {
	void import('./wechat-share/wechat-share');
}
