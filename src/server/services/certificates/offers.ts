import type { CertificateOffer } from '../../../lib/api/certificate-types';

/** The certificates a registration earns: participation once checked in, volunteer once marked. */
export function certificateOffers(join: {
	checkedInAt: Date | null;
	volunteerHours: number | null;
}): CertificateOffer[] {
	const offers: CertificateOffer[] = [];
	if (join.checkedInAt !== null) offers.push({ kind: 'participation', hours: null });
	if (join.volunteerHours !== null && join.volunteerHours > 0) {
		offers.push({ kind: 'volunteer', hours: join.volunteerHours });
	}
	return offers;
}
