// What a simulated visitor does: browse pages and lists, join, collect, thumb and publish, with
// every answer counted (stats) and every acknowledged write written down (acks).

const DAY = 86_400_000;

const pick = (items) => items[Math.floor(Math.random() * items.length)];

/** `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai. */
export function shanghaiTime(ms) {
	return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** A valid addActivity body, upcoming and offline in 北京市东城区. */
export function activityDraft(title, overrides = {}) {
	const start = Date.now() + (3 + Math.floor(Math.random() * 20)) * DAY;
	return {
		title,
		summary: '负载测试生成的活动。',
		content: '<p>负载测试</p>',
		start_time: shanghaiTime(start),
		end_time: shanghaiTime(start + 2 * 3600_000),
		mode: 'offline',
		province_code: '110000',
		city_code: '110100',
		district_code: '110101',
		venue: '东城区科技馆',
		address: '东城区某路 1 号',
		organizer: '东城区科学技术协会',
		contact_name: '王老师',
		contact_phone: '010-61234567',
		audiences: [1, 3],
		...overrides,
	};
}

/** Ids of activities that can still be joined, and of resources, from the public lists. */
export async function readCatalogue(client) {
	const joinable = [];
	for (let page = 1; page <= 4; page += 1) {
		const answer = await client.api('/activity/getActivityList', { page, pageSize: 50 });
		if (answer.code !== 0) throw new Error(`getActivityList: ${answer.status} ${answer.msg}`);
		// Joining closes at the start, so only upcoming activities are joinable.
		for (const item of answer.data.items) if (item.phase === 'upcoming') joinable.push(item.id);
		if (answer.data.items.length < 50) break;
	}
	const resources = await client.api('/resource/getResourceList', { pageSize: 50 });
	return { joinable, resources: resources.data.items.map((item) => item.id) };
}

const WEIGHTS = { read: 30, page: 10, join: 15, collect: 15, thumb: 15, publish: 5 };
const TOTAL = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
/** addActivity allows 20 per user per hour; the rest of a user's budget is left alone. */
const MAX_PUBLISHES = 12;

function chooseKind() {
	let roll = Math.random() * TOTAL;
	for (const [kind, weight] of Object.entries(WEIGHTS)) {
		roll -= weight;
		if (roll < 0) return kind;
	}
	return 'read';
}

/**
 * One signed-in visitor. `catalogue.scarce` holds small-capacity activities that joins race for;
 * `titlePrefix` marks this run's publications.
 */
export function createVisitor({ client, stats, acks, catalogue, titlePrefix, name }) {
	let published = 0;
	const anyActivity = () =>
		Math.random() < 0.4 && catalogue.scarce.length
			? pick(catalogue.scarce)
			: pick(catalogue.joinable);

	const actions = {
		async read() {
			const reads = [
				['/activity/getActivityList', { page: 1 + Math.floor(Math.random() * 3), pageSize: 12 }],
				['/activity/getActDetail', { id: anyActivity() }],
				['/resource/getResourceList', { pageSize: 12 }],
				['/resource/getResourceDetail', { id: pick(catalogue.resources) }],
				['/first/getBannerList', {}],
				['/user/getUserActMsg', {}],
				['/user/getUserActivityList', { tab: pick(['join', 'collect', 'publish']) }],
			];
			const [path, body] = pick(reads);
			stats.record('read', await client.api(path, body));
		},
		async page() {
			const path = pick([
				'/home-list',
				'/list-page',
				`/detail-page?id=${anyActivity()}`,
				'/resources-page',
				`/resource-detail?id=${pick(catalogue.resources)}`,
			]);
			stats.record('page', await client.page(path));
		},
		async join(id = anyActivity()) {
			const answer = await client.api('/activity/activityJoin', { id, agree: 1 });
			stats.record('join', answer);
			acks.join(id, client.session.uid, answer);
		},
		collect: () => mark('collect'),
		thumb: () => mark('thumb'),
		async publish() {
			if (published >= MAX_PUBLISHES) return actions.read();
			published += 1;
			const title = `${titlePrefix} ${name}-${published}`;
			const body = activityDraft(title, { capacity: pick([null, 30, 100]) });
			// One submission in ten is sent twice at once, as a double click does.
			const copies = Math.random() < 0.1 ? 2 : 1;
			const answers = await Promise.all(
				Array.from({ length: copies }, () => client.api('/activity/addActivity', body)),
			);
			for (const answer of answers) {
				stats.record('publish', answer);
				acks.publish(title, client.session.uid, answer);
			}
			if (answers[0].code === 0) catalogue.joinable.push(Number(answers[0].data.id));
		},
	};

	async function mark(kind) {
		const id = anyActivity();
		const state = Math.random() < 0.6 ? 1 : 0;
		const path = kind === 'collect' ? '/activity/activityCollect' : '/activity/activityThumb';
		const answer = await client.api(path, { id, state });
		stats.record(kind, answer);
		acks.mark(kind, id, client.session.uid, state, answer);
	}

	return {
		actions,
		/** One action chosen by weight. */
		step: () => actions[chooseKind()](),
	};
}
