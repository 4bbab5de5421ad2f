/** A coding the portal sends, besides identity. */
export type ContentCoding = 'br' | 'gzip';

export function pickCoding<Offered extends ContentCoding>(
	header: string | null | undefined,
	offered?: readonly Offered[],
): Offered | 'identity';

/** The codings a cached page is sent in, identity being unpacked from a kept copy. */
export type PageCoding = ContentCoding | 'identity';
