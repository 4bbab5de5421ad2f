import type { ScreeningHit } from '../../lib/api/screening-types';

interface Props {
	hits: readonly ScreeningHit[] | undefined;
}

/** Why screening held the item: each match in its field, highlighted in the text around it. */
export default function ScreeningHits({ hits }: Props) {
	if (!hits || hits.length === 0) return null;
	return (
		<section className="rc-hits" aria-label="筛查命中">
			<h3>筛查命中 {hits.length} 处，请重点审核</h3>
			<ul>
				{hits.map((hit) => (
					<li key={`${hit.field}:${hit.before}:${hit.matched}:${hit.after}`}>
						<span className="rc-hit-field">{hit.field}</span>
						<span className="rc-hit-text">
							{hit.before && '…'}
							{hit.before}
							<mark>{hit.matched}</mark>
							{hit.after}
							{hit.after && '…'}
						</span>
						<span className="rc-hit-term">筛查词：{hit.term}</span>
					</li>
				))}
			</ul>
		</section>
	);
}
