import { lazy, Suspense } from 'react';
import CoverField from './CoverField';
import Field, { type FieldA11y, labelId } from './Field';
import type { FormBinding } from './use-publish-form';

const SUMMARY_MAX = 200;

/** The editor is the form's largest part; the other fields are usable while it loads. */
const RichTextEditor = lazy(() => import('../rich-text-editor/RichTextEditor'));

/** The editor's place while it loads: a control, so that the field's label names something. */
function EditorLoading({ a11y }: { a11y: FieldA11y }) {
	return (
		<textarea {...a11y} className="pf-editor-loading" disabled placeholder="正在加载编辑器…" />
	);
}

/**
 * Title, cover, summary and the rich description. The editor comes once the island runs
 * (`editorShown`): the server renders its placeholder, never the lazy editor itself, which React's
 * server rendering would give up on and the browser would report as an error.
 */
export default function BasicFields({
	values,
	errors,
	setField,
	editorShown,
}: FormBinding & { editorShown: boolean }) {
	return (
		<fieldset className="pf-section">
			<legend>基本信息</legend>
			<Field field="title" label="活动标题" required error={errors.title}>
				{(a11y) => (
					<input
						{...a11y}
						type="text"
						maxLength={50}
						value={values.title}
						placeholder="2 到 50 个字"
						onChange={(event) => setField('title', event.target.value)}
					/>
				)}
			</Field>
			<Field field="cover" label="封面图片" error={errors.cover}>
				{(a11y) => (
					<CoverField
						a11y={a11y}
						value={values.cover}
						focus={values.cover_focus}
						onChange={(url) => {
							setField('cover', url);
							setField('cover_focus', '');
						}}
						onFocusChange={(focus) => setField('cover_focus', focus)}
					/>
				)}
			</Field>
			<Field
				field="summary"
				label="活动简介"
				hint={`${values.summary.length} / ${SUMMARY_MAX} 字，显示在活动卡片上`}
				error={errors.summary}
			>
				{(a11y) => (
					<textarea
						{...a11y}
						rows={3}
						maxLength={SUMMARY_MAX}
						value={values.summary}
						onChange={(event) => setField('summary', event.target.value)}
					/>
				)}
			</Field>
			<Field field="content" label="活动详情" error={errors.content}>
				{(a11y) =>
					editorShown ? (
						<Suspense fallback={<EditorLoading a11y={a11y} />}>
							<RichTextEditor
								id={a11y.id}
								labelId={labelId('content')}
								describedBy={a11y['aria-describedby']}
								invalid={a11y['aria-invalid'] === true}
								value={values.content}
								placeholder="介绍活动内容、流程与参与方式"
								onChange={(html) => setField('content', html)}
							/>
						</Suspense>
					) : (
						<EditorLoading a11y={a11y} />
					)
				}
			</Field>
		</fieldset>
	);
}
