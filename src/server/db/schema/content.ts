import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

export const banners = pgTable('banners', {
	id: serial('id').primaryKey(),
	position: text('position', { enum: ['pc', 'mobile'] }).notNull(),
	title: text('title').notNull(),
	image: text('image').notNull(),
	link: text('link').notNull().default(''),
	sortOrder: integer('sort_order').notNull().default(0),
});

export const resources = pgTable('resources', {
	id: serial('id').primaryKey(),
	type: text('type', { enum: ['video', 'article'] }).notNull(),
	title: text('title').notNull(),
	summary: text('summary').notNull().default(''),
	cover: text('cover').notNull().default(''),
	bodyHtml: text('body_html').notNull().default(''),
	videoUrl: text('video_url').notNull().default(''),
	poster: text('poster').notNull().default(''),
	durationS: integer('duration_s').notNull().default(0),
	source: text('source').notNull().default(''),
	viewCount: integer('view_count').notNull().default(0),
	publishedAt: at('published_at').notNull().defaultNow(),
});
