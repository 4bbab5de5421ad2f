import { useEffect, useId, useState } from 'react';
import { setSmsNotices } from '../../lib/api/user';
import './sms-notice-switch.css';

interface Props {
	/** The server's choice (getUserInfo `sms_notices`); undefined until it answers. */
	enabled: boolean | undefined;
}

/** 短信通知: whether promotion, change and reminder notices also come by SMS. */
export default function SmsNoticeSwitch({ enabled: loaded }: Props) {
	const id = useId();
	const [enabled, setEnabled] = useState(loaded);
	const [saving, setSaving] = useState(false);
	const [said, setSaid] = useState('');
	useEffect(() => setEnabled(loaded), [loaded]);

	const toggle = async () => {
		const wanted = !enabled;
		setSaving(true);
		try {
			const answer = await setSmsNotices(wanted);
			setEnabled(answer.sms_notices);
			setSaid(answer.sms_notices ? '已开启短信通知' : '已关闭短信通知，仍会收到站内信');
		} catch {
			// The API client has shown why; the switch keeps the saved choice.
		} finally {
			setSaving(false);
		}
	};

	return (
		<section className="uc-sms" aria-labelledby={`${id}-label`}>
			<label className="uc-sms-switch">
				<input
					type="checkbox"
					// biome-ignore lint/a11y/useAriaPropsForRole: a checkbox's own checked state is the switch's; HTML-ARIA forbids aria-checked on it (the Nu HTML Checker refuses it)
					role="switch"
					checked={enabled ?? true}
					disabled={enabled === undefined || saving}
					aria-describedby={`${id}-hint`}
					onChange={() => void toggle()}
				/>
				<span className="uc-sms-track" aria-hidden="true" />
				<span id={`${id}-label`} className="uc-sms-label">
					短信通知
				</span>
			</label>
			<p id={`${id}-hint`} className="uc-sms-hint">
				候补转正、活动时间地点变更和开始前提醒，除站内信外也发短信到您的手机。
			</p>
			<p className="uc-sms-said" role="status">
				{said}
			</p>
		</section>
	);
}
