interface Props {
	page: number;
	total: number;
	pageSize: number;
	onPage: (page: number) => void;
	/** The island's own classes for the bar and its buttons. */
	className: string;
	buttonClassName: string;
}

/** 上一页 / 第 n / m 页 / 下一页 under a list; nothing when it has one page. */
export default function Pager({
	page,
	total,
	pageSize,
	onPage,
	className,
	buttonClassName,
}: Props) {
	const pages = Math.max(1, Math.ceil(total / pageSize));
	if (pages === 1) return null;
	return (
		<nav className={className} aria-label="分页">
			<button
				type="button"
				className={buttonClassName}
				disabled={page <= 1}
				onClick={() => onPage(page - 1)}
			>
				上一页
			</button>
			<span aria-current="page">
				第 {page} / {pages} 页
			</span>
			<button
				type="button"
				className={buttonClassName}
				disabled={page >= pages}
				onClick={() => onPage(page + 1)}
			>
				下一页
			</button>
		</nav>
	);
}
