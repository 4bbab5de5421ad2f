import { useEffect } from 'react';

/** A material of the page's 精彩回顾 that a visitor asked to report. */
export interface ReportedMaterial {
	id: number;
	name: string;
}

/**
 * The 举报 buttons of the materials are the page's static markup (`data-report-material`), not
 * islands of their own: this island opens the dialog for them.
 */
export function useMaterialReportButtons(open: (material: ReportedMaterial) => void) {
	useEffect(() => {
		function onClick(event: MouseEvent) {
			const button = (event.target as Element | null)?.closest?.('[data-report-material]');
			if (!(button instanceof HTMLElement)) return;
			open({ id: Number(button.dataset.reportMaterial), name: button.dataset.materialName ?? '' });
		}
		document.addEventListener('click', onClick);
		return () => document.removeEventListener('click', onClick);
	}, [open]);
}
