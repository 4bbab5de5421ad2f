import { lazy, Suspense, useEffect, useId, useState } from 'react';
import './share-panel.css';

/** The panel's code (the dialog, the link copy, the QR code) arrives with the first 分享. */
const ShareDialog = lazy(() => import('./ShareDialog'));

interface Props {
	/** The page address to share; the current address when absent. */
	url?: string;
	title: string;
}

/**
 * 分享: the page link to copy and a QR code to scan with a phone (drawn only when opened), in a modal
 * dialog that takes the focus, keeps Tab inside, and gives the focus back to 分享 when it closes.
 */
export default function SharePanel({ url, title }: Props) {
	const [open, setOpen] = useState(false);
	const [link, setLink] = useState(url ?? '');
	const panelId = useId();

	useEffect(() => {
		if (!url) setLink(window.location.href);
	}, [url]);

	return (
		<div className="share">
			<button
				type="button"
				className="share-toggle"
				aria-haspopup="dialog"
				aria-expanded={open}
				aria-controls={open ? panelId : undefined}
				onClick={() => setOpen(true)}
			>
				分享
			</button>
			{open && (
				<Suspense fallback={null}>
					<ShareDialog id={panelId} link={link} title={title} onClose={() => setOpen(false)} />
				</Suspense>
			)}
		</div>
	);
}
