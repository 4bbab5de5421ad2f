import { waitSeconds, waitText } from '../auth/send-limits';
import { ADMIN_ROUTES } from './admin-routes';
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
	getActivityCopy,
	getActivityList,
	getActivityMaterial,
	releaseMaterial,
	updateActivity,
} from './handlers/activity';
import { getImportTemplate, importActivities } from './handlers/activity-import';
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
import { activityReport, materialReport } from './handlers/reports';
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
import { ORGANISATION_ROUTES } from './organisation-routes';
import { HOUR, MINUTE, REPORT_RATE, read, TOGGLE_RATE, write } from './route-builders';
import { SUMMARY_ROUTES } from './summary-routes';

/**
 * Every endpoint, under both /api and /api/h5 (docs/api.md). Reads accept GET and POST, since the
 * portal's client posts its reads; writes accept POST only. Each declares its `effect` on what
 * visitors are shown: `none` (logins, messages, uploads not yet attached, the user's own details),
 * `activity` (the counters of the activity named by `id`: its data is read afresh, and cached pages
 * showing them lag by a page's lifetime at most), `page` (what that activity's own page shows
 * beyond them: its materials), `lists` (publishing, cancelling, reviewing, editing: the lists and that activity) or
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
	'/activity/getImportTemplate': {
		...read(getImportTemplate, 'user'),
		rate: { limit: 60, windowMs: HOUR, per: 'user' },
	},
	// One call checks and saves up to 2,000 activities: a few files an hour is a season's work.
	'/activity/importActivities': {
		...write(importActivities, 'lists', { limit: 20, windowMs: HOUR, per: 'user' }),
		body: 'multipart',
	},
	'/activity/updateActivity': write(updateActivity, 'lists', {
		limit: 60,
		windowMs: HOUR,
		per: 'user',
	}),
	'/activity/activityCancel': write(activityCancel, 'lists'),
	'/activity/getActDetail': read(getActDetail, 'optional'),
	'/activity/getActivityCopy': read(getActivityCopy, 'user'),
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
	'/activity/releaseMaterial': write(releaseMaterial, 'page', {
		limit: 60,
		windowMs: HOUR,
		per: 'user',
	}),
	'/activity/activityReport': write(activityReport, 'none', REPORT_RATE),
	'/activity/materialReport': write(materialReport, 'none', REPORT_RATE),
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
	...ADMIN_ROUTES,
	...ORGANISATION_ROUTES,
	...SUMMARY_ROUTES,
	// One call per page a WeChat visitor opens; a school behind one address opens many.
	'/wechat/jsConfig': {
		...read(getWeChatJsConfig),
		rate: { limit: 300, windowMs: MINUTE, per: 'ip' },
	},
};
