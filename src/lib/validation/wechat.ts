import './zod-csp';
import { z } from 'zod/mini';

/** The longest page address the signature endpoint takes; WeChat's own limit is not documented. */
const WECHAT_URL_MAX_LENGTH = 2048;

/** `/wechat/jsConfig`: the address of the page to sign, as the browser shows it. */
export const weChatJsConfigSchema = z.object({
	url: z.string({ error: '缺少页面地址 url' }).check(
		z.trim(),
		z.minLength(1, { error: '缺少页面地址 url' }),
		z.maxLength(WECHAT_URL_MAX_LENGTH, {
			error: `页面地址 url 最多 ${WECHAT_URL_MAX_LENGTH} 个字符`,
		}),
	),
});
