/**
 * The page's share card inside WeChat, loaded by the layout after the load event
 * on the WeChat variant of a page only: loads the official JS-SDK, has the server sign this
 * address, and hands the SDK the page's title, summary, cover and canonical link for sharing to a
 * friend and to 朋友圈. A failure leaves WeChat's own card (the page title and address).
 */
import { getWeChatJsConfig, type WeChatJsConfig } from '../../lib/api/wechat';
import { WECHAT_JS_API_LIST, WECHAT_SDK_URL } from '../../lib/wechat';
import { readShareCard, withoutHash } from '../../lib/wechat-share-card';

interface ShareData {
	title: string;
	desc?: string;
	link: string;
	imgUrl: string;
}

/** The part of the JS-SDK's `wx` this module calls. */
interface WeChatSdk {
	config(options: WeChatJsConfig & { debug: boolean; jsApiList: string[] }): void;
	ready(callback: () => void): void;
	error(callback: (result: { errMsg?: string }) => void): void;
	updateAppMessageShareData(data: ShareData): void;
	updateTimelineShareData(data: ShareData): void;
}

declare global {
	interface Window {
		wx?: WeChatSdk;
	}
}

function loadSdk(): Promise<WeChatSdk> {
	return new Promise((resolve, reject) => {
		const script = document.createElement('script');
		script.src = WECHAT_SDK_URL;
		script.async = true;
		script.addEventListener('load', () =>
			window.wx ? resolve(window.wx) : reject(new Error('jweixin defined no wx')),
		);
		script.addEventListener('error', () => reject(new Error(`${WECHAT_SDK_URL} did not load`)));
		document.head.append(script);
	});
}

async function configureShareCard() {
	const card = readShareCard(document, location.href);
	const [config, wx] = await Promise.all([
		getWeChatJsConfig(withoutHash(location.href)),
		loadSdk(),
	]);
	wx.config({ debug: false, ...config, jsApiList: [...WECHAT_JS_API_LIST] });
	wx.error((result) => console.warn('[wechat] wx.config refused:', result.errMsg));
	wx.ready(() => {
		wx.updateAppMessageShareData(card);
		// 朋友圈 shows the title alone.
		wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl });
	});
}

configureShareCard().catch((error: unknown) => console.warn('[wechat] no share card:', error));
