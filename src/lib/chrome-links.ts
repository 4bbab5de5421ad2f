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
} as const;
