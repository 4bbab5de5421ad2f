import type { ReactNode } from 'react';
import type { PublishField } from './form-values';

export interface FieldA11y {
	id: string;
	'aria-describedby'?: string;
	'aria-invalid'?: true;
	'aria-required'?: true;
}

interface Props {
	field: PublishField;
	label: string;
	required?: boolean;
	hint?: string;
	error?: string | undefined;
	children: (a11y: FieldA11y) => ReactNode;
}

export const fieldId = (field: PublishField) => `pf-${field}`;
export const errorId = (field: PublishField) => `pf-${field}-error`;
export const labelId = (field: PublishField) => `pf-${field}-label`;

/** A labelled control with its hint and error tied to it by aria-describedby. */
export default function Field({ field, label, required = false, hint, error, children }: Props) {
	const hintId = `pf-${field}-hint`;
	const describedBy = [hint ? hintId : '', error ? errorId(field) : ''].filter(Boolean).join(' ');
	return (
		<div className="pf-field" data-field={field} data-invalid={error ? true : undefined}>
			<label className="pf-label" id={labelId(field)} htmlFor={fieldId(field)}>
				{label}
				{required && (
					<span className="pf-required" aria-hidden="true">
						*
					</span>
				)}
			</label>
			<div className="pf-control">
				{children({
					id: fieldId(field),
					...(describedBy ? { 'aria-describedby': describedBy } : {}),
					...(error ? { 'aria-invalid': true as const } : {}),
					...(required ? { 'aria-required': true as const } : {}),
				})}
				{hint && (
					<p className="pf-hint" id={hintId}>
						{hint}
					</p>
				)}
				{error && (
					<p className="pf-error" id={errorId(field)}>
						{error}
					</p>
				)}
			</div>
		</div>
	);
}
