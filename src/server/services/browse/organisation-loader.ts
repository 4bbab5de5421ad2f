import type { OrganisationPageData } from '../../../lib/api/organisations';
import { parseDatabaseId } from '../../../lib/validation/fields';
import type { Db } from '../../db/types';
import { DomainError } from '../../domain-error';
import { getOrganisationPage } from '../organisations/page';

const PAGE_SIZE = 48;

/** `/organisation-page?id=`: the organisation and its public activities, or null when unknown. */
export async function loadOrganisationPage(
	db: Db,
	idText: string | null,
	now = new Date(),
): Promise<OrganisationPageData | null> {
	const id = parseDatabaseId(idText);
	if (id === null) return null;
	try {
		return await getOrganisationPage(db, { id, page: 1, pageSize: PAGE_SIZE, viewer: null, now });
	} catch (error) {
		if (error instanceof DomainError && error.reason === 'not_found') return null;
		throw error;
	}
}
