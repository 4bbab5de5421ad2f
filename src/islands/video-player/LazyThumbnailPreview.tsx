import { lazy, Suspense } from 'react';

// Loaded with the first preview, as its track is: most views never seek.
const ThumbnailPreview = lazy(() =>
	import('./ThumbnailPreview').then((module) => ({ default: module.ThumbnailPreview })),
);

/** The thumbnail for `seconds`, its code and track fetched the first time one is shown. */
export function LazyThumbnailPreview(props: { url: string; seconds: number }) {
	return (
		<Suspense fallback={null}>
			<ThumbnailPreview {...props} />
		</Suspense>
	);
}
