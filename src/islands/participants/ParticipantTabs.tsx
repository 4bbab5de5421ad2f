import type { KeyboardEvent } from 'react';
import type { ParticipantTab } from '../../lib/api/participant-types';
import { PARTICIPANT_TAB_LIST } from './participant-tabs';

interface Props {
	current: ParticipantTab;
	counts: Record<ParticipantTab, number> | null;
	onSelect: (tab: ParticipantTab) => void;
}

export const participantTabId = (tab: ParticipantTab) => `pt-tab-${tab}`;
export const PARTICIPANT_PANEL_ID = 'pt-panel';

/** 报名 / 候补 / 签到 as ARIA tabs: one tab stop, arrows move between them. */
export default function ParticipantTabs({ current, counts, onSelect }: Props) {
	const move = (event: KeyboardEvent) => {
		const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
		if (step === 0) return;
		event.preventDefault();
		const index = PARTICIPANT_TAB_LIST.findIndex((tab) => tab.id === current);
		const size = PARTICIPANT_TAB_LIST.length;
		const next = PARTICIPANT_TAB_LIST[(index + step + size) % size];
		if (!next) return;
		onSelect(next.id);
		document.getElementById(participantTabId(next.id))?.focus();
	};
	return (
		<div className="pt-tabs" role="tablist" aria-label="名单" onKeyDown={move}>
			{PARTICIPANT_TAB_LIST.map((tab) => {
				const selected = tab.id === current;
				return (
					<button
						key={tab.id}
						id={participantTabId(tab.id)}
						type="button"
						role="tab"
						aria-selected={selected}
						aria-controls={PARTICIPANT_PANEL_ID}
						tabIndex={selected ? 0 : -1}
						className="pt-tab"
						onClick={() => onSelect(tab.id)}
					>
						{tab.label}
						{counts && <span className="pt-count">{counts[tab.id]}</span>}
					</button>
				);
			})}
		</div>
	);
}
