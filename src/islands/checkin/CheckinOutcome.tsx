import type { Shown } from './use-checkin-station';

/** The latest scan's outcome, large enough to read at arm's length. */
export default function CheckinOutcome({ shown }: { shown: Shown | null }) {
	if (!shown) return null;
	if (shown.kind === 'sending') {
		return <output className="checkin-outcome checkin-outcome-sending">正在提交…</output>;
	}
	if (shown.kind === 'queued') {
		return (
			<output className="checkin-outcome checkin-outcome-queued" data-testid="checkin-outcome">
				<strong>已记录，待同步</strong>
				<span>网络恢复后自动提交，不会重复计数。</span>
			</output>
		);
	}
	if (shown.kind === 'refused') {
		return (
			<output className="checkin-outcome checkin-outcome-refused" data-testid="checkin-outcome">
				<strong>签到失败</strong>
				<span>{shown.message}</span>
			</output>
		);
	}
	const { result } = shown;
	return (
		<output
			className={`checkin-outcome ${result.already ? 'checkin-outcome-already' : 'checkin-outcome-done'}`}
			data-testid="checkin-outcome"
		>
			<strong>{result.already ? '此前已签到' : '签到成功'}</strong>
			<span className="checkin-person">
				{result.name}
				{result.mobile && <small>{result.mobile}</small>}
			</span>
			<span>
				{result.already ? '签到时间' : '时间'}：{result.checked_in_at.slice(5, 16)}
			</span>
		</output>
	);
}
