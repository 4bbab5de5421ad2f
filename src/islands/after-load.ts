/**
 * What every page loads after its load event, so that none of it counts in the script a public
 * page fetches before it: the 长辈模式 switch and read-aloud, and inside WeChat the share card.
 */
import './elder-mode/elder-client';
import { isWeChatUserAgent, WECHAT_ATTRIBUTE } from '../lib/wechat';

// Only the WeChat variant of a page admits the SDK, and only WeChat's browser uses it.
if (
	document.documentElement.hasAttribute(WECHAT_ATTRIBUTE) &&
	isWeChatUserAgent(navigator.userAgent)
) {
	void import('./wechat-share/wechat-share');
}
