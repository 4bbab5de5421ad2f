import { useEffect, useState } from 'react';
import { formatWallClock } from './format-time';

/** Full-screen top bar: the title and a clock ticking every second. */
export function TopBar({ title }: { title: string }) {
	const [now, setNow] = useState(() => new Date());
	useEffect(() => {
		const timer = setInterval(() => setNow(new Date()), 1000);
		return () => clearInterval(timer);
	}, []);
	return (
		<div className="vp-top">
			<span className="vp-top-title">{title}</span>
			<time className="vp-top-clock">{formatWallClock(now)}</time>
		</div>
	);
}
