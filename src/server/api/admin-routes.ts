import type { Route } from './context';
import {
	escalateHandler,
	getAdminScope,
	getReviewHistory,
	getReviewList,
	reviewActivityHandler,
} from './handlers/admin';
import { getAdminUsers, grantRoleHandler, revokeRoleHandler } from './handlers/admin-users';
import { exportAuditLog, getAuditList } from './handlers/audit';
import {
	decideAwardHandler,
	getAwardCandidates,
	getAwardList,
	nominateAwardHandler,
	withdrawNominationHandler,
} from './handlers/awards';
import { dismissReportHandler, getReportList, takeDownHandler } from './handlers/reports';
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
import { adminWrite, read } from './route-builders';

/** The review console's and the operators' endpoints; every one needs an admin session. */
export const ADMIN_ROUTES: Record<string, Route> = {
	'/admin/getScope': read(getAdminScope, 'admin'),
	'/admin/getReviewList': read(getReviewList, 'admin'),
	'/admin/getReviewHistory': read(getReviewHistory, 'admin'),
	'/admin/escalate': adminWrite(escalateHandler, 'none'),
	'/admin/getUsers': read(getAdminUsers, 'admin'),
	'/admin/grantRole': adminWrite(grantRoleHandler, 'none'),
	'/admin/revokeRole': adminWrite(revokeRoleHandler, 'none'),
	'/admin/reviewActivity': adminWrite(reviewActivityHandler, 'lists'),
	'/admin/getReportList': read(getReportList, 'admin'),
	'/admin/dismissReport': adminWrite(dismissReportHandler, 'none'),
	// A takedown must leave no page, list, sitemap or calendar showing the activity on any instance.
	'/admin/takeDownActivity': adminWrite(takeDownHandler, 'all'),
	'/admin/getMaterialList': read(getMaterialReviewList, 'admin'),
	'/admin/reviewMaterial': adminWrite(reviewMaterialHandler, 'all'),
	'/admin/removeMaterial': adminWrite(removeMaterialHandler, 'all'),
	'/admin/getStats': read(getStats, 'admin'),
	'/admin/exportStats': read(exportStats, 'admin'),
	'/admin/getAuditList': read(getAuditList, 'admin'),
	'/admin/getScreeningTerms': read(getScreeningTerms, 'admin'),
	'/admin/addScreeningTerm': adminWrite(addScreeningTermHandler, 'none'),
	'/admin/removeScreeningTerm': adminWrite(removeScreeningTermHandler, 'none'),
	'/admin/exportAuditLog': read(exportAuditLog, 'admin'),
	'/admin/getAwardCandidates': read(getAwardCandidates, 'admin'),
	'/admin/getAwardList': read(getAwardList, 'admin'),
	'/admin/nominateAward': adminWrite(nominateAwardHandler, 'none'),
	'/admin/withdrawNomination': adminWrite(withdrawNominationHandler, 'none'),
	// The confirmed list is public (/awards) and badges the activity's pages.
	'/admin/decideAward': adminWrite(decideAwardHandler, 'all'),
};
