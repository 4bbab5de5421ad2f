import { waitSeconds, waitText } from '../auth/send-limits';
import type { RouteEffect } from '../cache/changes';
import type { Route } from './context';
import { ApiError, CODES } from './errors';
import {
	loginByCode,
	loginByHostToken,
	logOut,
	logOutEverywhere,
	sendCode,
} from './handlers/account';
import {
	activityCancel,
	activityCollect,
	activityJoinList,
	activitySpecialList,
	activityThumb,
	addActivity,
	checkPublish,
	getActDetail,
	getActivityList,
	getActivityMaterial,
	releaseMaterial,
	updateActivity,
} from './handlers/activity';
import {
	escalateHandler,
	getAdminScope,
	getReviewList,
	reviewActivityHandler,
} from './handlers/admin';
import { getAdminUsers, grantRoleHandler, revokeRoleHandler } from './handlers/admin-users';
import { exportAuditLog, getAuditList } from './handlers/audit';
import { activityCheckin, getCheckinInfo } from './handlers/checkin';
import {
	getBannerList,
	getCalActivity,
	getEducationBaseList,
	getJointActionList,
	getRegionList,
	getResourceDetailHandler,
	getResourceList,
} from './handlers/first';
import { deleteMyAccount, exportMyData, sendDeletionCode } from './handlers/my-data';
import {
	exportParticipantList,
	getActivityViewsHandler,
	getParticipantList,
} from './handlers/participants';
import { getRegistrationDefaultsHandler, updateUserInfo } from './handlers/profile';
import {
	activityJoin,
	cancelJoin,
	getMyWaitlist,
	getRegistration,
	waitlistJoin,
	waitlistLeave,
} from './handlers/registration';
import {
	getMaterialReviewList,
	removeMaterialHandler,
	reviewMaterialHandler,
} from './handlers/review';
import {
	addScreeningTermHandler,
	getScreeningTerms,
	removeScreeningTermHandler,
} from './handlers/screening-terms';
import { exportStats, getStats } from './handlers/stats';
import { uploadFile } from './handlers/upload';
import {
	getMessageList,
	getUserActivityList,
	getUserActMsg,
	getUserInfo,
	readMessages,
	setSmsNoticesHandler,
} from './handlers/user';
import { getWeChatJsConfig } from './handlers/wechat';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const read = (handle: Route['handle'], access: Route['access'] = 'public'): Route => ({
	method: 'ANY',
	access,
	handle,
	effect: 'none',
});
/** A signed-in user's write, with what it changes of public pages (`effect`). */
const write = (handle: Route['handle'], effect: RouteEffect, rate?: Route['rate']): Route => ({
	method: 'POST',
	access: 'user',
	handle,
	effect,
	...(rate ? { rate } : {}),
});

const TOGGLE_RATE = { limit: 120, windowMs: MINUTE, per: 'user' } as const;

/**
 * Every endpoint, under both /api and /api/h5 (docs/api.md). Reads accept GET and POST, since the
 * portal's client posts its reads; writes accept POST only. Each declares its `effect` on what
 * visitors are shown: `none` (logins, messages, uploads not yet attached, the user's own details),
 * `activity` (the counters of the activity named by `id`: its data is read afresh, and cached pages
 * showing them lag by a page's lifetime at most), `lists` (publishing, cancelling, reviewing, editing: the lists and that activity) or
 * `all` (rare admin actions whose activity the call does not name).
 */
export const ROUTES: Record<string, Route> = {
	'/account/sendCode': {
		method: 'POST',
		access: 'public',
		handle: sendCode,
		effect: 'none',
		// Past its codes, a shared network's sends each take a captcha ask and the solved send: ten
		// calls a code leave room for NAT while the captcha and the per-number caps do the rest.
		rate: (config) => ({
			limit: 10 * config.loginSendsPerAddressPerHour,
			windowMs: HOUR,
			per: 'ip',
			refusal: (waitMs) => {
				const seconds = waitSeconds(waitMs);
				const message = `当前网络请求验证码过于频繁，请 ${waitText(seconds)}后再试`;
				return new ApiError(CODES.rateLimited, message, 429, { resend_in: seconds });
			},
		}),
	},
	'/account/ajaxByCode': {
		method: 'POST',
		access: 'public',
		handle: loginByCode,
		effect: 'none',
		// Three checks for every code the address may be sent: a school behind one NAT logs a class in
		// within minutes, while each code still burns after five wrong tries.
		rate: (config) => ({
			limit: 3 * config.loginSendsPerAddressPerHour,
			windowMs: HOUR,
			per: 'ip',
		}),
	},
	'/account/getUserByToken': {
		method: 'POST',
		access: 'public',
		handle: loginByHostToken,
		effect: 'none',
		rate: { limit: 60, windowMs: 5 * MINUTE, per: 'ip' },
	},
	'/account/loginout': { ...read(logOut), changesState: true },
	'/account/loginoutAll': write(logOutEverywhere, 'none', {
		limit: 20,
		windowMs: HOUR,
		per: 'user',
	}),
	'/account/sendDeletionCode': write(sendDeletionCode, 'none', {
		limit: 10,
		windowMs: HOUR,
		per: 'user',
	}),
	// Closing an account may withdraw activities and free seats anywhere: every page may change.
	// Once per account and after a fresh SMS code; it may withdraw any number of the caller's activities.
	'/account/deleteAccount': write(deleteMyAccount, 'all', {
		limit: 10,
		windowMs: HOUR,
		per: 'user',
	}),
	'/user/exportMyData': write(exportMyData, 'none', { limit: 5, windowMs: HOUR, per: 'user' }),
	'/user/getUserInfo': read(getUserInfo, 'user'),
	'/user/updateUserInfo': write(updateUserInfo, 'none', { limit: 30, windowMs: HOUR, per: 'user' }),
	'/user/getRegistrationDefaults': read(getRegistrationDefaultsHandler, 'user'),
	'/user/getUserActMsg': read(getUserActMsg, 'user'),
	'/user/getUserActivityList': read(getUserActivityList, 'user'),
	'/user/getMessageList': read(getMessageList, 'user'),
	'/user/readMessage': write(readMessages, 'none'),
	'/user/setSmsNotices': write(setSmsNoticesHandler, 'none', TOGGLE_RATE),
	'/activity/checkPublish': read(checkPublish, 'user'),
	'/activity/addActivity': write(addActivity, 'lists', { limit: 20, windowMs: HOUR, per: 'user' }),
	'/activity/updateActivity': write(updateActivity, 'lists', {
		limit: 60,
		windowMs: HOUR,
		per: 'user',
	}),
	'/activity/activityCancel': write(activityCancel, 'lists'),
	'/activity/getActDetail': read(getActDetail, 'optional'),
	'/activity/getActivityList': read(getActivityList),
	'/activity/activitySpecialList': read(activitySpecialList),
	'/activity/activityJoin': write(activityJoin, 'activity', TOGGLE_RATE),
	'/activity/cancelJoin': write(cancelJoin, 'activity', TOGGLE_RATE),
	'/activity/waitlistJoin': write(waitlistJoin, 'activity', TOGGLE_RATE),
	'/activity/waitlistLeave': write(waitlistLeave, 'activity', TOGGLE_RATE),
	'/activity/getRegistration': read(getRegistration, 'user'),
	'/activity/getMyWaitlist': read(getMyWaitlist, 'user'),
	'/activity/activityCollect': write(activityCollect, 'activity', TOGGLE_RATE),
	'/activity/activityThumb': write(activityThumb, 'activity', TOGGLE_RATE),
	'/activity/activityJoinList': read(activityJoinList, 'user'),
	'/activity/getParticipantList': read(getParticipantList, 'user'),
	'/activity/exportParticipantList': read(exportParticipantList, 'user'),
	'/activity/getActivityViews': read(getActivityViewsHandler, 'user'),
	'/activity/releaseMaterial': write(releaseMaterial, 'activity', {
		limit: 60,
		windowMs: HOUR,
		per: 'user',
	}),
	'/activity/getActivityMaterial': read(getActivityMaterial, 'optional'),
	'/activity/getCheckinInfo': read(getCheckinInfo, 'user'),
	// A phone at the door scans fast; 600 a minute still stops guessing short codes.
	'/activity/activityCheckin': write(activityCheckin, 'activity', {
		limit: 600,
		windowMs: MINUTE,
		per: 'user',
	}),
	'/first/getCalActivity': read(getCalActivity),
	'/first/getBannerList': read(getBannerList),
	'/first/getJointActionList': read(getJointActionList),
	'/first/getEducationBaseList': read(getEducationBaseList),
	'/resource/getResourceList': read(getResourceList),
	'/resource/getResourceDetail': read(getResourceDetailHandler),
	'/common/getRegionList': read(getRegionList),
	'/upload/uploadFile': {
		method: 'POST',
		access: 'user',
		body: 'multipart',
		handle: uploadFile,
		effect: 'none',
		rate: { limit: 60, windowMs: HOUR, per: 'user' },
	},
	'/admin/getScope': read(getAdminScope, 'admin'),
	'/admin/getReviewList': read(getReviewList, 'admin'),
	'/admin/escalate': { method: 'POST', access: 'admin', handle: escalateHandler, effect: 'none' },
	'/admin/getUsers': read(getAdminUsers, 'admin'),
	'/admin/grantRole': { method: 'POST', access: 'admin', handle: grantRoleHandler, effect: 'none' },
	'/admin/revokeRole': {
		method: 'POST',
		access: 'admin',
		handle: revokeRoleHandler,
		effect: 'none',
	},
	'/admin/reviewActivity': {
		method: 'POST',
		access: 'admin',
		handle: reviewActivityHandler,
		effect: 'lists',
	},
	'/admin/getMaterialList': read(getMaterialReviewList, 'admin'),
	'/admin/reviewMaterial': {
		method: 'POST',
		access: 'admin',
		handle: reviewMaterialHandler,
		effect: 'all',
	},
	'/admin/removeMaterial': {
		method: 'POST',
		access: 'admin',
		handle: removeMaterialHandler,
		effect: 'all',
	},
	'/admin/getStats': read(getStats, 'admin'),
	'/admin/exportStats': read(exportStats, 'admin'),
	'/admin/getAuditList': read(getAuditList, 'admin'),
	'/admin/getScreeningTerms': read(getScreeningTerms, 'admin'),
	'/admin/addScreeningTerm': {
		method: 'POST',
		access: 'admin',
		handle: addScreeningTermHandler,
		effect: 'none',
	},
	'/admin/removeScreeningTerm': {
		method: 'POST',
		access: 'admin',
		handle: removeScreeningTermHandler,
		effect: 'none',
	},
	'/admin/exportAuditLog': read(exportAuditLog, 'admin'),
	// One call per page a WeChat visitor opens; a school behind one address opens many.
	'/wechat/jsConfig': {
		...read(getWeChatJsConfig),
		rate: { limit: 300, windowMs: MINUTE, per: 'ip' },
	},
};
