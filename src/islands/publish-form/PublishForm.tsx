import { useCallback, useEffect, useRef, useState } from 'react';
import { addActivity, updateActivity } from '../../lib/api/activity';
import { getRegionList } from '../../lib/api/common';
import { ApiError } from '../../lib/api/errors';
import { getEducationBaseList } from '../../lib/api/first';
import { showAlert, showToast } from '../../lib/feedback';
import type { RegionOption } from '../../lib/provinces';
import BasicFields from './BasicFields';
import BulkEntry from './BulkEntry';
import ClosedNotice from './ClosedNotice';
import { fieldId } from './Field';
import { EMPTY_FORM_VALUES, toActivityInput } from './form-values';
import OrganiserFields, { type EducationBaseOption } from './OrganiserFields';
import { isPublishClosed, openPublishForm, publishStillOpen } from './open-publish-form';
import PlaceFields from './PlaceFields';
import RegistrationFields from './RegistrationFields';
import ScheduleFields from './ScheduleFields';
import SubmitResult, { type SubmitOutcome } from './SubmitResult';
import { usePublishForm } from './use-publish-form';
import { firstInvalidField } from './validate-form';
import './publish-form.css';
import './publish-form-mobile.css';

interface Props {
	/** The activity being edited; `null` publishes a new one. */
	activityId: number | null;
	/** A new activity starts as a copy of this one of the user's (复制活动). */
	copyOf?: number | null;
	device: 'desktop' | 'mobile';
}

type Phase =
	| { kind: 'checking' }
	| { kind: 'closed' }
	| { kind: 'failed'; message: string }
	| { kind: 'form'; notice?: string | undefined }
	| { kind: 'done'; outcome: SubmitOutcome };

const loadRegions = (parentCode: string): Promise<RegionOption[]> => getRegionList(parentCode);

/**
 * Publish or edit an activity: checkPublish, the form, then what became of it. A new activity's
 * form is in the page's HTML, so it shows before any script runs; checkPublish runs behind it and
 * closes it if the cutoff has passed. An edit or a copy waits for the activity it starts from.
 */
export default function PublishForm({ activityId, copyOf = null, device }: Props) {
	const form = usePublishForm(activityId);
	const { start } = form;
	const blank = activityId === null && copyOf === null;
	const [phase, setPhase] = useState<Phase>(blank ? { kind: 'form' } : { kind: 'checking' });
	const [bases, setBases] = useState<EducationBaseOption[]>([]);
	const [sending, setSending] = useState(false);
	// The form in the page's HTML takes no input until the island runs: what was typed before would
	// be replaced by the island's state.
	const [interactive, setInteractive] = useState(false);
	const inFlight = useRef(false);

	const close = useCallback(() => {
		setPhase({ kind: 'closed' });
		void showAlert('提示', '活动填报已结束。');
	}, []);

	useEffect(() => {
		let live = true;
		setInteractive(true);
		if (blank) {
			start(EMPTY_FORM_VALUES);
			void publishStillOpen().then((open) => live && !open && close());
		} else {
			openPublishForm(activityId, copyOf)
				.then((opening) => {
					if (!live) return;
					if (opening.kind === 'closed') return close();
					start(opening.initial, opening.fresh);
					setPhase({ kind: 'form', notice: opening.notice });
				})
				.catch((error: unknown) => {
					const message = error instanceof Error ? error.message : '加载失败';
					if (live) setPhase({ kind: 'failed', message });
				});
		}
		getEducationBaseList()
			.then((list) => live && setBases(list.map(({ id, name }) => ({ id, name }))))
			.catch(() => undefined);
		return () => {
			live = false;
		};
	}, [activityId, copyOf, blank, start, close]);

	const submit = async (event: React.SubmitEvent) => {
		event.preventDefault();
		if (inFlight.current) return;
		const first = firstInvalidField(form.validate());
		if (first) {
			document.getElementById(fieldId(first))?.focus();
			return;
		}
		inFlight.current = true;
		setSending(true);
		try {
			// No client toast: a closed cutoff gets the 提示 alert alone; the catch shows the rest.
			const input = toActivityInput(form.values);
			const saved =
				activityId === null
					? await addActivity(input, { toast: false })
					: await updateActivity(activityId, input, { toast: false });
			form.discardDraft();
			setPhase({ kind: 'done', outcome: { ...saved, edited: activityId !== null } });
			window.scrollTo({ top: 0 });
		} catch (error) {
			if (isPublishClosed(error)) close();
			else if (error instanceof ApiError) {
				showToast(error.kind === 'not-logged-in' ? 'warning' : 'error', error.message);
			}
		} finally {
			inFlight.current = false;
			setSending(false);
		}
	};

	const publishAnother = () => {
		start(EMPTY_FORM_VALUES);
		setPhase({ kind: 'form' });
	};

	const title = activityId === null ? '发布活动' : '修改活动';
	return (
		<div className={`publish-form publish-form-${device}`}>
			<h1 className="pf-title">{title}</h1>
			{phase.kind === 'checking' && <p className="pf-status">正在检查发布权限…</p>}
			{phase.kind === 'closed' && <ClosedNotice device={device} />}
			{phase.kind === 'failed' && (
				<p className="pf-status pf-error" role="alert">
					{phase.message}
				</p>
			)}
			{phase.kind === 'done' && (
				<SubmitResult outcome={phase.outcome} device={device} onPublishAnother={publishAnother} />
			)}
			{phase.kind === 'form' && activityId === null && copyOf === null && (
				<BulkEntry device={device} />
			)}
			{phase.kind === 'form' && (
				<form className="pf-form" noValidate onSubmit={submit} aria-label={title}>
					{phase.notice && (
						<p className="pf-edit-note" role="status">
							{phase.notice}
						</p>
					)}
					{form.restoredAt !== null && (
						<p className="pf-draft-note" role="status">
							已恢复上次未提交的草稿。
							<button type="button" className="pf-link-button" onClick={form.dropDraft}>
								放弃草稿
							</button>
						</p>
					)}
					<fieldset className="pf-sections" disabled={!interactive}>
						<BasicFields {...form.binding} editorShown={interactive} />
						<ScheduleFields {...form.binding} />
						<PlaceFields {...form.binding} loadRegions={loadRegions} />
						<OrganiserFields {...form.binding} educationBases={bases} />
						<RegistrationFields {...form.binding} />
						<div className="pf-submit-bar">
							<button
								type="submit"
								className="pf-button pf-submit"
								disabled={sending}
								aria-busy={sending}
							>
								{sending ? '正在提交…' : activityId === null ? '提交发布' : '保存修改'}
							</button>
						</div>
					</fieldset>
				</form>
			)}
		</div>
	);
}
