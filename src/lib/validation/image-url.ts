/**
 * Which image URLs the portal shows. Only its own files: an image from another host would tell that
 * host the address of everyone who opens the page, and a same-origin URL that is not a file
 * (`/api/account/loginout`, `/images/../api/…`) would be a request made in the visitor's name.
 * The patterns allow plain path segments only, so no `..`, `%`, `\`, query or control character.
 */
const UPLOADED_IMAGE = /^\/uploads\/[0-9a-f]{32}(\.(webp|jpg|png)|-w\d{3,4}\.webp)$/;
const SHIPPED_IMAGE = /^\/images(\/[\w-]+)+\.(png|jpe?g|webp|svg|gif|avif)$/i;
const SHIPPED_MEDIA_IMAGE = /^\/media(\/[\w-]+)+\.(png|jpe?g|webp|svg|gif|avif)$/i;

const ANY_ORIGIN = 'http://portal.invalid';

/** The browser would request exactly this path: nothing is dropped, decoded or resolved away. */
function keepsItsPath(url: string): boolean {
	return URL.canParse(url, ANY_ORIGIN) && new URL(url, ANY_ORIGIN).pathname === url;
}

/** An image uploaded through /upload/uploadFile (or a width variant of one). */
export function isUploadedImageUrl(url: string): boolean {
	return UPLOADED_IMAGE.test(url) && keepsItsPath(url);
}

/** What a publisher may give as a cover: an upload, or one of the pictures the portal ships. */
export function isCoverImageUrl(url: string): boolean {
	return isUploadedImageUrl(url) || (SHIPPED_IMAGE.test(url) && keepsItsPath(url));
}

/** Any image the portal itself serves, including the video posters under /media. */
export function isOwnImageUrl(url: string): boolean {
	return isCoverImageUrl(url) || (SHIPPED_MEDIA_IMAGE.test(url) && keepsItsPath(url));
}

/** The URL when it is one of our images, else '' (which shows the placeholder art). */
export function ownImageOrNothing(url: string | null | undefined): string {
	return url && isOwnImageUrl(url) ? url : '';
}
