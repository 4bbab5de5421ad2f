import UnreadBadge from './UnreadBadge';

interface Props {
	src: string;
	name: string;
	/** Unread messages, shown as a badge on the avatar's corner. */
	unread: number;
}

/** The user's avatar, or the first character of the name on a coloured disc. */
export default function UserAvatar({ src, name, unread }: Props) {
	return (
		<span className="avatar-with-badge">
			{src ? (
				<img className="user-avatar" src={src} alt="" width={32} height={32} />
			) : (
				<span className="user-avatar user-avatar-initial" aria-hidden="true">
					{name.slice(0, 1)}
				</span>
			)}
			<UnreadBadge count={unread} />
		</span>
	);
}
