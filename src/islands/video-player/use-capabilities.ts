import { useEffect, useState } from 'react';

/** Touch-first devices get the browser's own controls. */
export const TOUCH_QUERY = '(hover: none) and (pointer: coarse)';

export interface Capabilities {
	/** A touch-first device (not a touch laptop with a mouse): native controls instead of ours. */
	touch: boolean;
	pip: boolean;
}

/** Browser capabilities, read after hydration so the server and first client render agree. */
export function useCapabilities(): Capabilities {
	const [caps, setCaps] = useState<Capabilities>({ touch: false, pip: false });
	useEffect(() => {
		const query = window.matchMedia(TOUCH_QUERY);
		const update = () =>
			setCaps({ touch: query.matches, pip: document.pictureInPictureEnabled === true });
		update();
		query.addEventListener('change', update);
		return () => query.removeEventListener('change', update);
	}, []);
	return caps;
}
