// Debian's nginx as the load balancer of bench:cluster: a generated nginx.conf in a temp directory,
// run in the foreground as a child process. Nothing is installed: a missing nginx is reported.
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CANDIDATES = [
	...(process.env.PATH ?? '').split(':').filter(Boolean),
	'/usr/sbin',
	'/usr/local/sbin',
];

/** The nginx binary, or null when there is none. */
export function findNginx() {
	for (const dir of CANDIDATES) {
		try {
			accessSync(join(dir, 'nginx'), constants.X_OK);
			return join(dir, 'nginx');
		} catch {}
	}
	return null;
}

/**
 * The configuration docs/deployment.md shows, with the paths of `dir`: round robin
 * over `upstreams` (no sticky sessions), keep-alive to them, the client's address in
 * X-Forwarded-For (TRUSTED_PROXIES=1), and a retry on the next instance for a request that could
 * not be sent (nginx never resends a POST that reached an instance).
 */
function nginxConfig({ dir, listen, upstreams }) {
	return `daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
	access_log off;
	client_body_temp_path ${dir}/client_body;
	proxy_temp_path ${dir}/proxy;
	fastcgi_temp_path ${dir}/fastcgi;
	uwsgi_temp_path ${dir}/uwsgi;
	scgi_temp_path ${dir}/scgi;
	client_max_body_size 60m;
	upstream portal {
		# Shared by the workers, so one failed connection marks the instance down for all of them.
		zone portal 64k;
${upstreams.map((address) => `		server ${address} max_fails=1 fail_timeout=5s;`).join('\n')}
		keepalive 64;
	}
	server {
		listen ${listen};
		location / {
			proxy_pass http://portal;
			proxy_http_version 1.1;
			proxy_set_header Connection "";
			proxy_set_header Host $http_host;
			proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
			proxy_set_header X-Forwarded-Proto $scheme;
			proxy_connect_timeout 2s;
			proxy_next_upstream error timeout http_502 http_503;
			proxy_next_upstream_tries 3;
		}
	}
}
`;
}

/** Starts nginx with the generated configuration; answers `{ stop }` once it accepts connections. */
export async function startNginx({ binary, dir, listen, upstreams }) {
	mkdirSync(dir, { recursive: true });
	const conf = join(dir, 'nginx.conf');
	writeFileSync(conf, nginxConfig({ dir, listen, upstreams }));
	const child = spawn(binary, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], {
		stdio: ['ignore', 'inherit', 'inherit'],
	});
	const exited = new Promise((resolve) => child.once('exit', resolve));
	const deadline = Date.now() + 10_000;
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode} (${conf})`);
		try {
			await fetch(`http://${listen}/livez`);
			return {
				conf,
				stop: async () => {
					if (child.exitCode === null) child.kill('SIGQUIT');
					await exited;
				},
			};
		} catch {}
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	child.kill('SIGKILL');
	throw new Error(`nginx did not answer on ${listen} (${conf})`);
}
