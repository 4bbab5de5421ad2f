/**
 * Every PostgreSQL advisory lock the server takes, so that no two uses share a key. A key alone
 * (`pg_advisory_xact_lock(key)`) locks one thing for every server on the database; a space is the
 * first of two keys, the second naming what inside it is locked (a person, a bucket's hashtext).
 * All are held to the end of their transaction.
 */
export const LOCKS = {
	/** One migrator at a time. */
	migration: 727_100_001,
	/** One demo seeding at a time. */
	demoSeed: 727_100_002,
	/** Space, with the owner's id: one publish per person at a time, so a resubmission sees the first. */
	publishByOwner: 727_100_003,
	/** Space, with hashtext(bucket): one count-and-insert per rate bucket at a time. */
	rateBucket: 727_100_010,
	/** Space, with the person's id: one SMS notice send decision per person at a time. */
	smsNoticeCap: 727_100_018,
	/** The analytics roll-up: one server at a time, the others skip. */
	analyticsRollup: 727_100_020,
	/** The statistics fold and rebuild: one server at a time, the others skip. */
	statsFold: 727_100_030,
	/** One audit writer at a time across every server, so the hash chain never forks. */
	auditChain: 727_100_031,
	/** Space, with hashtext(appId): one server at a time asks WeChat for a 公众号's credentials. */
	wechatCredentials: 727_100_040,
	/** The daily erasure of expired registration details, sessions and codes: one server, others skip. */
	registrationRetention: 727_100_050,
	/** Space, with the person's id: one quota check and record per person's uploads at a time. */
	uploadQuota: 727_100_060,
	/** The deletion of uploads nothing uses: one server at a time, the others skip. */
	uploadOrphans: 727_100_061,
} as const;
