import './unread-badge.css';

interface Props {
	count: number;
}

/** A red count of unread messages; screen readers hear 「3 条未读消息」. Nothing when there are none. */
export default function UnreadBadge({ count }: Props) {
	if (count <= 0) return null;
	return (
		<span className="unread-badge" data-testid="unread-badge">
			<span aria-hidden="true">{count > 99 ? '99+' : count}</span>
			<span className="visually-hidden">{count} 条未读消息</span>
		</span>
	);
}
