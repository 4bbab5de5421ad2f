import { useId, useState } from 'react';
import { markVolunteer } from '../../lib/api/participants';
import { showToast } from '../../lib/feedback';

interface Props {
	activityId: number;
	registrationId: number;
	name: string;
	hours: number | null;
	/** The viewer holds the activity; an admin sees the hours only. */
	canMark: boolean;
}

/** 志愿者: the hours of a person marked a volunteer, and for the organiser the form that sets them. */
export default function VolunteerHours({
	activityId,
	registrationId,
	name,
	hours,
	canMark,
}: Props) {
	const [saved, setSaved] = useState(hours);
	const [editing, setEditing] = useState(false);
	const [value, setValue] = useState(hours === null ? '' : String(hours));
	const [busy, setBusy] = useState(false);
	const inputId = useId();

	const save = async (next: number) => {
		setBusy(true);
		try {
			const answer = await markVolunteer({
				id: activityId,
				registration_id: registrationId,
				hours: next,
			});
			setSaved(answer.volunteer_hours);
			setEditing(false);
			showToast(
				'success',
				answer.volunteer_hours === null
					? `已取消 ${name} 的志愿者标记`
					: `已将 ${name} 标为志愿者，服务 ${answer.volunteer_hours} 小时`,
			);
		} catch {
			// The API client has shown why.
		} finally {
			setBusy(false);
		}
	};

	if (editing) {
		return (
			<form
				className="pt-volunteer-form"
				onSubmit={(event) => {
					event.preventDefault();
					void save(Number(value));
				}}
			>
				<label htmlFor={inputId}>{name} 的服务时长（小时）</label>
				<input
					id={inputId}
					type="number"
					inputMode="decimal"
					min="0.5"
					max="999.5"
					step="0.5"
					required
					value={value}
					onChange={(event) => setValue(event.target.value)}
				/>
				<button type="submit" className="pt-button" disabled={busy}>
					保存
				</button>
				<button
					type="button"
					className="pt-button pt-button-secondary"
					disabled={busy}
					onClick={() => setEditing(false)}
				>
					取消
				</button>
				{saved !== null && (
					<button
						type="button"
						className="pt-button pt-button-secondary"
						disabled={busy}
						onClick={() => void save(0)}
					>
						取消志愿者
					</button>
				)}
			</form>
		);
	}
	return (
		<span className="pt-volunteer">
			{saved !== null && <span className="pt-tag pt-tag-volunteer">志愿者 {saved} 小时</span>}
			{canMark && (
				<button
					type="button"
					className="pt-link-button"
					aria-label={saved === null ? `将 ${name} 标为志愿者` : `修改 ${name} 的志愿服务时长`}
					onClick={() => setEditing(true)}
				>
					{saved === null ? '标为志愿者' : '修改'}
				</button>
			)}
			{saved === null && !canMark && '—'}
		</span>
	);
}
