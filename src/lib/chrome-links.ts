/**
 * Fixed links and texts of the site chrome (docs/routes.md, "Desktop header" and "Desktop footer").
 */
export const SMART_ASSOCIATION_LINK = { label: '智慧科协', href: 'https://www.cast.org.cn/' };

export const FOOTER = {
	organizer: '主办单位：中国科学技术协会',
	copyright: '版权所有 © 2025 中国科学技术协会',
	hotlines: [
		{ label: '活动咨询', number: '010-68518888' },
		{ label: '技术支持', number: '010-68571899' },
	],
	qrCodes: [
		{ src: '/images/chrome/qr-wechat.png', caption: '关注官方公众号' },
		{ src: '/images/chrome/qr-mobile.png', caption: '手机扫码访问' },
	],
} as const;
