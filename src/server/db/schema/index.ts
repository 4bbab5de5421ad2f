/** The database schema (one set of migrations for PGlite and PostgreSQL), by area. */
export * from './accounts';
export * from './activities';
export * from './activity-edits';
export * from './awards';
export * from './certificates';
export * from './consents';
export * from './content';
export * from './engagement';
export * from './governance';
export * from './notices';
export * from './organisations';
export * from './reports';
export * from './review-escalations';
export * from './stats';
export * from './summaries';
export * from './system';
export * from './uploads';
