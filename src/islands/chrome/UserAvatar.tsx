interface Props {
	src: string;
	name: string;
}

/** The user's avatar, or the first character of the name on a coloured disc. */
export default function UserAvatar({ src, name }: Props) {
	if (src) return <img className="user-avatar" src={src} alt="" width={32} height={32} />;
	return (
		<span className="user-avatar user-avatar-initial" aria-hidden="true">
			{name.slice(0, 1)}
		</span>
	);
}
