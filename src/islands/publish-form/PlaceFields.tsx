import type { RegionOption } from '../../lib/provinces';
import Field from './Field';
import RegionFields from './RegionFields';
import type { FormBinding } from './use-publish-form';

interface Props extends FormBinding {
	loadRegions: (parentCode: string) => Promise<RegionOption[]>;
}

/** Where it happens: the region always, the venue offline, the link online. */
export default function PlaceFields(props: Props) {
	const { values, errors, setField } = props;
	const offline = values.mode !== 'online';
	const online = values.mode !== 'offline';
	return (
		<fieldset className="pf-section">
			<legend>活动地点</legend>
			<RegionFields {...props} />
			{offline && (
				<>
					<Field field="venue" label="活动场所" required error={errors.venue}>
						{(a11y) => (
							<input
								{...a11y}
								type="text"
								maxLength={100}
								value={values.venue}
								placeholder="如：中国科学技术馆"
								onChange={(event) => setField('venue', event.target.value)}
							/>
						)}
					</Field>
					<Field field="address" label="详细地址" error={errors.address}>
						{(a11y) => (
							<input
								{...a11y}
								type="text"
								maxLength={200}
								value={values.address}
								onChange={(event) => setField('address', event.target.value)}
							/>
						)}
					</Field>
				</>
			)}
			{online && (
				<Field
					field="online_url"
					label="线上活动链接"
					required
					hint="仅向报名用户显示"
					error={errors.online_url}
				>
					{(a11y) => (
						<input
							{...a11y}
							type="url"
							inputMode="url"
							maxLength={500}
							value={values.online_url}
							placeholder="https://"
							onChange={(event) => setField('online_url', event.target.value)}
						/>
					)}
				</Field>
			)}
		</fieldset>
	);
}
