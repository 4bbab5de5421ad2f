import type { Plugin } from 'vite';

/** The API paths the test server answers as for a visitor whose session has expired. */
const LOGGED_OUT_PATHS = ['/api/upload/uploadFile', '/api/user/getUserInfo'];

/**
 * Answers the paths above with the not-logged-in envelope (code 100000009), as the portal does once
 * a session has expired, so the browser's real API client and uploader meet it over HTTP.
 */
export function loggedOutApiPlugin(): Plugin {
	return {
		name: 'kpy-logged-out-api',
		configureServer(server) {
			server.middlewares.use((req, res, next) => {
				if (!LOGGED_OUT_PATHS.includes(req.url?.split('?')[0] ?? '')) return next();
				req.resume();
				req.on('end', () => {
					res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
					res.end(JSON.stringify({ code: 100000009, msg: '未登录', data: null }));
				});
			});
		},
	};
}
