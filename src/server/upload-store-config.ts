import { type Env, read } from './env-values';

/** `UPLOAD_STORE=s3://bucket/prefix` with the `S3_*` settings; anything else keeps the local directory. */
export type UploadStore =
	| { kind: 'local' }
	| {
			kind: 's3';
			bucket: string;
			/** Key prefix without slashes at either end; '' for the bucket's root. */
			prefix: string;
			endpoint: string | undefined;
			region: string;
			accessKeyId: string | undefined;
			secretAccessKey: string | undefined;
			forcePathStyle: boolean;
			/**
			 * `S3_PUBLIC_URL`: where a CDN (or the bucket's public endpoint) serves `<key>`; pictures and
			 * videos are then answered by a redirect there. Without a trailing slash.
			 */
			publicUrl: string | undefined;
	  };

/** The object key of a stored name: `prefix/<name>`, or `<name>` at the bucket's root. */
export function objectKey(prefix: string, name: string): string {
	return prefix ? `${prefix}/${name}` : name;
}

export function readUploadStore(env: Env): UploadStore {
	const text = read(env, 'UPLOAD_STORE')?.trim();
	if (text === undefined || text === 'local') return { kind: 'local' };
	const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(text);
	if (!match) {
		throw new Error(
			`UPLOAD_STORE 应为 local 或 s3://存储桶/前缀 / must be local or s3://bucket/prefix: ${text}`,
		);
	}
	const endpoint = read(env, 'S3_ENDPOINT')?.trim();
	if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint)) {
		throw new Error(
			`S3_ENDPOINT 应为 http(s)://主机[:端口] / must be http(s)://host[:port]: ${endpoint}`,
		);
	}
	const publicUrl = read(env, 'S3_PUBLIC_URL')?.trim();
	if (publicUrl !== undefined && !/^https?:\/\/[^/]/.test(publicUrl)) {
		throw new Error(
			`S3_PUBLIC_URL 应为 http(s)://主机[/路径] / must be http(s)://host[/path]: ${publicUrl}`,
		);
	}
	return {
		kind: 's3',
		bucket: match[1] ?? '',
		prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, ''),
		endpoint,
		region: read(env, 'S3_REGION')?.trim() ?? 'us-east-1',
		accessKeyId: read(env, 'S3_ACCESS_KEY_ID')?.trim(),
		secretAccessKey: read(env, 'S3_SECRET_ACCESS_KEY')?.trim(),
		forcePathStyle: read(env, 'S3_FORCE_PATH_STYLE') === 'true',
		publicUrl: publicUrl?.replace(/\/+$/, ''),
	};
}
