import { formatBusinessDate, startOfBusinessDay } from '../beijing-time';
import { DAY_MS, endOfBusinessDay } from '../calendar-days';

/** The days activities may take place on, Asia/Shanghai, both ends included. */
export interface CampaignWindow {
	/** Epoch ms of 00:00 on the first day. */
	start: number;
	/** Epoch ms of 00:00 on the day after the last day. */
	end: number;
}

export const DEFAULT_CAMPAIGN_WINDOW_TEXT = '2025-01-01/2027-12-31';

/** `YYYY-MM-DD/YYYY-MM-DD` (first and last day), or null when malformed or reversed. */
export function parseCampaignWindow(text: string): CampaignWindow | null {
	const [first, last, ...rest] = text.trim().split('/');
	if (first === undefined || last === undefined || rest.length > 0) return null;
	const start = startOfBusinessDay(first.trim());
	const end = endOfBusinessDay(last.trim());
	if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return null;
	return { start, end };
}

export const DEFAULT_CAMPAIGN_WINDOW = parseCampaignWindow(
	DEFAULT_CAMPAIGN_WINDOW_TEXT,
) as CampaignWindow;

/** `2025-01-01/2027-12-31`, as CAMPAIGN_WINDOW is written. */
export function campaignWindowText(window: CampaignWindow): string {
	return `${formatBusinessDate(window.start)}/${formatBusinessDate(window.end - DAY_MS)}`;
}

/** `2025-01-01 至 2027-12-31`, for messages. */
export function describeCampaignWindow(window: CampaignWindow): string {
	return `${formatBusinessDate(window.start)} 至 ${formatBusinessDate(window.end - DAY_MS)}`;
}

/** The window of a configured text, the default one when the text is empty or malformed. */
export function campaignWindowOf(text: string | undefined): CampaignWindow {
	return (text && parseCampaignWindow(text)) || DEFAULT_CAMPAIGN_WINDOW;
}
