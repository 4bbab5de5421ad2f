import type { APIRoute } from 'astro';
import { actorOf } from '../../server/access/actor';
import { GATED_EXTENSIONS, uploadAudience } from '../../server/services/uploads/audience';
import { locateStoredFile, readStoredFile } from '../../server/storage/image-variants';
import { CONTENT_TYPES, STORED_NAME } from '../../server/storage/storage';
import { objectKey } from '../../server/upload-store-config';

/**
 * Stored uploads. Names are random and never reused, so they cache for a year; the sandbox CSP and
 * nosniff keep a file from ever running as a page of this origin (ASVS 3.2.1). With `S3_PUBLIC_URL`,
 * pictures and videos redirect to that CDN, another origin; documents stay here, as attachments.
 * Videos and documents go to others only once review passed what uses them (audience.ts): until
 * then to their uploader and reviewers, uncached, and after it cached for an hour only, so that a
 * takedown or rejection stops them within the hour.
 */
export const GET: APIRoute = async ({ params, locals }) => {
	const name = params.path ?? '';
	if (!STORED_NAME.test(name)) return notFound();
	const extension = name.slice(name.lastIndexOf('.') + 1);
	const gated = GATED_EXTENSIONS.has(extension);
	const audience = gated
		? await uploadAudience(await locals.runtime.db(), name, actorOf(locals.session))
		: 'everyone';
	if (audience === 'nobody') return notFound();
	const store = locals.runtime.config.uploadStore;
	if (store.kind === 's3' && store.publicUrl && extension !== 'pdf' && audience === 'everyone') {
		const stored = await locateStoredFile(locals.runtime.storage, name);
		if (!stored) return notFound();
		return new Response(null, {
			status: 302,
			headers: {
				location: `${store.publicUrl}/${objectKey(store.prefix, stored)}`,
				// A variant made later would answer by its own name, so the redirect caches for a day.
				'cache-control': 'public, max-age=86400',
			},
		});
	}
	const bytes = await readStoredFile(locals.runtime.storage, name);
	if (!bytes) return notFound();
	return new Response(bytes, {
		headers: {
			'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
			'content-length': String(bytes.byteLength),
			'cache-control': cacheControlOf(audience, gated),
			'x-content-type-options': 'nosniff',
			'content-security-policy': "sandbox; default-src 'none'",
			...(extension === 'pdf' ? { 'content-disposition': 'attachment' } : {}),
		},
	});
};

function cacheControlOf(audience: 'everyone' | 'viewer', gated: boolean): string {
	if (audience === 'viewer') return 'private, no-store';
	return gated ? 'public, max-age=3600' : 'public, max-age=31536000, immutable';
}

function notFound() {
	return new Response('Not found', { status: 404 });
}
