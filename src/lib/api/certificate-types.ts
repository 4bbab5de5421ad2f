export type CertificateKind = 'participation' | 'volunteer';
export type CertificateFormat = 'pdf' | 'png';

/** A certificate the signed-in person may download for an activity. */
export interface CertificateOffer {
	kind: CertificateKind;
	/** A volunteer certificate's hours; null for participation. */
	hours: number | null;
}

/** What /verify shows of a genuine certificate: the activity, and the name masked. */
export interface VerifiedCertificate {
	code: string;
	kind: CertificateKind;
	kind_label: string;
	hours: number | null;
	masked_name: string;
	activity_id: number;
	activity_title: string;
	date: string;
	place: string;
	organizer: string;
	/** `YYYY-MM-DD HH:mm:ss`, Beijing time. */
	issued_at: string;
}

/** What a typed or scanned code proves: a genuine certificate, or why not. */
export type Verification =
	| { valid: true; certificate: VerifiedCertificate }
	| { valid: false; reason: 'malformed' | 'forged' | 'unknown'; message: string };
