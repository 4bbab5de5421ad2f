import { persistentMap } from '@nanostores/persistent';
import { formatBusinessTime, isPublishOpen } from '../beijing-time';
import type { Device } from '../device';
import { jsonEncoding } from './json-encoding';

/** Browser-wide app state (docs/client.md, "App state"). */
export interface AppState {
	isShowAddBtn: boolean;
	device: Device;
	/** First visit on the web, `YYYY-MM-DD HH:mm:ss`. */
	isWebFirstTime: string;
	/** First visit inside the host app; empty outside it. */
	isAppFirstTime: string;
}

export const INITIAL_APP_STATE: AppState = {
	isShowAddBtn: true,
	device: 'desktop',
	isWebFirstTime: '',
	isAppFirstTime: '',
};

export const $app = persistentMap<AppState>('kpy-app:', { ...INITIAL_APP_STATE }, jsonEncoding);

export interface AppStart {
	device: Device;
	inHostApp: boolean;
	publishCutoff: string;
	now: number;
}

/**
 * Records the start of a page: device, the add-button flag and the first-visit times.
 * Answers whether this is the visitor's first visit in this context (web or host app).
 */
export function startAppState({ device, inHostApp, publishCutoff, now }: AppStart): boolean {
	const state = $app.get();
	const stamp = formatBusinessTime(now);
	const firstWeb = !state.isWebFirstTime;
	const firstApp = inHostApp && !state.isAppFirstTime;
	$app.set({
		isShowAddBtn: isPublishOpen(publishCutoff, now),
		device,
		isWebFirstTime: state.isWebFirstTime || stamp,
		isAppFirstTime: inHostApp ? state.isAppFirstTime || stamp : '',
	});
	return inHostApp ? firstApp : firstWeb;
}

export function toggleDevice(): Device {
	const next: Device = $app.get().device === 'mobile' ? 'desktop' : 'mobile';
	$app.setKey('device', next);
	return next;
}
