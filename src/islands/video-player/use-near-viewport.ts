import { type RefObject, useEffect, useState } from 'react';

/** True once the element comes within `margin` of the viewport, and from then on. */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
	const [near, setNear] = useState(false);
	useEffect(() => {
		const element = ref.current;
		if (!element || near) return;
		if (typeof IntersectionObserver === 'undefined') {
			setNear(true);
			return;
		}
		const observer = new IntersectionObserver(
			(entries) => {
				if (entries.some((e) => e.isIntersecting)) setNear(true);
			},
			{ rootMargin: margin },
		);
		observer.observe(element);
		return () => observer.disconnect();
	}, [ref, margin, near]);
	return near;
}
