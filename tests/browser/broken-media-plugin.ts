import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Plugin } from 'vite';

import { BROKEN_PREFIX, type BrokenTarget } from './broken-scenario';

const TARGETS: Record<BrokenTarget, (path: string) => boolean> = {
	master: (path) => path.endsWith('/master.m3u8'),
	variant: (path) => path.endsWith('/index.m3u8') && !path.includes('/subs-'),
	segment: (path) => path.endsWith('/seg1.m4s'),
};

function fail(res: ServerResponse, how: string) {
	if (how === 'reset') {
		res.socket?.destroy();
		return;
	}
	res.statusCode = Number(how) || 404;
	res.end('broken on purpose');
}

/**
 * Serves public/media under /broken-media/. The legacy path /broken-media/<media path> answers 404
 * for every `seg1.m4s` until the test POSTs /broken-media/__heal (and /broken-media/__break to
 * break it again). /broken-media/s/<target>-<how>-<tag>/<media path> breaks as its name says until
 * POST /broken-media/__heal/<scenario> (and __break/<scenario>). The committed fixture is never
 * touched.
 */
export function brokenMediaPlugin(publicDir: string): Plugin {
	let broken = true;
	const healed = new Set<string>();
	return {
		name: 'kpy-broken-media',
		configureServer(server) {
			server.middlewares.use(async (req, res, next) => {
				const url = req.url?.split('?')[0] ?? '';
				if (!url.startsWith(BROKEN_PREFIX)) return next();
				let rest = url.slice(BROKEN_PREFIX.length);
				const control = /^__(heal|break)(?:\/(.+))?$/.exec(rest);
				if (control) {
					const [, verb, scenario] = control;
					if (!scenario) broken = verb === 'break';
					else if (verb === 'heal') healed.add(scenario);
					else healed.delete(scenario);
					res.statusCode = 204;
					res.end();
					return;
				}
				let breaks = (path: string) => broken && path.endsWith('/seg1.m4s');
				let how = '404';
				const scenario = /^s\/([^/]+)\/(.*)$/.exec(rest);
				if (scenario) {
					const [, name = '', path = ''] = scenario;
					const [target, status = ''] = name.split('-');
					rest = path;
					how = status;
					const matches = TARGETS[target as BrokenTarget];
					breaks = (p) => matches !== undefined && !healed.has(name) && matches(`/${p}`);
				}
				if (rest.includes('..')) return fail(res, '404');
				if (breaks(rest)) return fail(res, how);
				try {
					const body = await readFile(join(publicDir, 'media', rest));
					res.setHeader('Cache-Control', 'no-store');
					res.end(body);
				} catch {
					res.statusCode = 404;
					res.end('not found');
				}
			});
		},
	};
}
