import type { APIRoute } from 'astro';
import { readStoredFile } from '../../server/storage/image-variants';
import { CONTENT_TYPES, STORED_NAME } from '../../server/storage/storage';

/**
 * Stored uploads. Names are random and never reused, so they cache for a year; the sandbox CSP and
 * nosniff keep a file from ever running as a page of this origin (ASVS 3.2.1).
 */
export const GET: APIRoute = async ({ params, locals }) => {
	const name = params.path ?? '';
	const bytes = STORED_NAME.test(name) ? await readStoredFile(locals.runtime.storage, name) : null;
	if (!bytes) return new Response('Not found', { status: 404 });
	const extension = name.slice(name.lastIndexOf('.') + 1);
	return new Response(bytes, {
		headers: {
			'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
			'content-length': String(bytes.byteLength),
			'cache-control': 'public, max-age=31536000, immutable',
			'x-content-type-options': 'nosniff',
			'content-security-policy': "sandbox; default-src 'none'",
			...(extension === 'pdf' ? { 'content-disposition': 'attachment' } : {}),
		},
	});
};
