import { useCallback, useEffect, useState } from 'react';
import { getMessageList, readMessage } from '../../lib/api/user-center';
import type { UserMessage } from '../../lib/api/user-types';
import type { Device } from '../../lib/device';
import { detailPage } from '../../lib/routes';
import { PAGE_SIZE } from './user-activity-pages';

interface Props {
	device: Device;
	/** After shown messages were marked read, so the unread count follows. */
	onRead: () => void;
}

/** Review results and notices; unread ones keep their mark while shown, then count as read. */
export default function MessagesTab({ device, onRead }: Props) {
	const [messages, setMessages] = useState<UserMessage[] | null>(null);
	const [page, setPage] = useState(1);
	const [total, setTotal] = useState(0);

	const load = useCallback(
		async (wanted: number) => {
			const result = await getMessageList({ page: wanted, pageSize: PAGE_SIZE });
			setMessages((current) =>
				wanted === 1 ? result.items : [...(current ?? []), ...result.items],
			);
			setTotal(result.total);
			setPage(wanted);
			const unread = result.items.filter((item) => !item.read).map((item) => item.id);
			if (unread.length === 0) return;
			await readMessage(unread);
			onRead();
		},
		[onRead],
	);

	useEffect(() => {
		load(1).catch(() => setMessages([]));
	}, [load]);

	if (messages === null) return <p className="uc-empty">正在加载…</p>;
	if (messages.length === 0) return <p className="uc-empty">暂无消息。</p>;
	return (
		<>
			<ul className="uc-messages">
				{messages.map((message) => (
					<li key={message.id} className="uc-message" data-read={message.read || undefined}>
						<div className="uc-message-head">
							{!message.read && <span className="uc-unread">未读</span>}
							<strong>{message.title}</strong>
							<time dateTime={message.created_at.replace(' ', 'T')}>
								{message.created_at.slice(0, 16)}
							</time>
						</div>
						<p>{message.body}</p>
						{message.activity_id !== null && (
							<a href={detailPage(message.activity_id, device)}>查看活动</a>
						)}
					</li>
				))}
			</ul>
			{messages.length < total && (
				<button
					type="button"
					className="uc-more"
					onClick={() => load(page + 1).catch(() => undefined)}
				>
					加载更多消息（还有 {total - messages.length} 条）
				</button>
			)}
		</>
	);
}
