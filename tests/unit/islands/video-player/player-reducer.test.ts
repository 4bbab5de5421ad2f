import { describe, expect, it } from 'vitest';
import { resolvePlayerOptions } from '../../../../src/islands/video-player/player-options';
import {
	type PlayerAction,
	playerReducer,
} from '../../../../src/islands/video-player/player-reducer';
import {
	createPlayerState,
	type PlayerState,
} from '../../../../src/islands/video-player/player-state';

const initial = (extra: Record<string, unknown> = {}) =>
	createPlayerState(resolvePlayerOptions({ src: '/v.m3u8', ...extra }));
const run = (state: PlayerState, ...actions: PlayerAction[]) =>
	actions.reduce(playerReducer, state);
const media = (event: Extract<PlayerAction, { type: 'media' }>['event']): PlayerAction => ({
	type: 'media',
	event,
});

describe('player reducer', () => {
	it('starts on the play button, or on pause when autoPlay is set', () => {
		expect(initial().playButton).toBe('play');
		expect(initial({ autoPlay: true }).playButton).toBe('pause');
	});

	it('moves play to pause on play and back on pause', () => {
		const playing = run(initial(), media('play'));
		expect(playing.playButton).toBe('pause');
		expect(run(playing, media('pause')).playButton).toBe('play');
	});

	it('shows 重新播放 at the end and keeps it through the pause the element fires first', () => {
		const ended = run(initial(), media('play'), media('ended'), media('pause'));
		expect(ended.playButton).toBe('replay');
		expect(ended.loading).toBe('ended');
	});

	it('shows the cover at load start and clears it on suspend so iOS never spins forever', () => {
		expect(run(initial(), media('loadstart')).loading).toBe('loadstart');
		expect(run(initial(), media('loadstart'), media('suspend')).loading).toBeNull();
	});

	it('shows buffering on waiting and hides it when playback resumes, not on a stray event', () => {
		const waiting = run(initial(), media('play'), media('waiting'));
		expect(waiting.loading).toBe('waiting');
		expect(run(waiting, { type: 'time', currentTime: 1, duration: 8, buffered: 0.5 }).loading).toBe(
			'waiting',
		);
		expect(run(waiting, media('playing')).loading).toBeNull();
	});

	it('keeps 请求错误 on screen until 重试 or a new source resets the state', () => {
		const failed = run(initial(), media('error'), media('canplay'), media('pause'));
		expect(failed.loading).toBe('error');
		expect(failed.playButton).toBe('replay');
		// The element may start its load after hls.js has already given up on the playlist.
		expect(run(failed, media('loadstart')).loading).toBe('error');
		expect(run(failed, { type: 'failed' }, media('loadstart'), media('waiting')).loading).toBe(
			'error',
		);
		expect(run(failed, media('play'), media('pause')).playButton).toBe('replay');
		expect(run(failed, { type: 'source-changed', autoPlay: false }).loading).toBeNull();
	});

	it('shows the play button, not an error, when the browser blocks autoplay', () => {
		const blocked = run(initial({ autoPlay: true }), { type: 'play-rejected', blocked: true });
		expect(blocked.playButton).toBe('play');
		expect(blocked.loading).toBeNull();
	});

	it('turns a rejected play into replay, then 请求错误 once the shell reports failure', () => {
		const rejected = run(initial(), { type: 'play-rejected', blocked: false });
		expect(rejected.playButton).toBe('replay');
		expect(run(rejected, { type: 'failed' }).loading).toBe('error');
	});

	it('resets progress, levels and tracks on a source change but keeps speed and switches', () => {
		const used = run(
			initial(),
			media('play'),
			media('ended'),
			{ type: 'time', currentTime: 8, duration: 8, buffered: 1 },
			{ type: 'levels', levels: [{ height: 240, bitrate: 1 }] },
			{ type: 'level-switched', level: 0 },
			{ type: 'rate', rate: 1.5 },
			{ type: 'switch', name: 'mirror', on: true },
		);
		const fresh = run(used, { type: 'source-changed', autoPlay: false });
		expect(fresh).toMatchObject({
			playButton: 'play',
			loading: null,
			currentTime: 0,
			levels: [],
			level: -1,
		});
		expect(fresh).toMatchObject({ rate: 1.5, mirror: true, autoLevel: true });
	});

	it('announces the level it switched to and the 5× mode', () => {
		const withLevels = run(initial(), { type: 'levels', levels: [{ height: 360, bitrate: 1 }] });
		expect(run(withLevels, { type: 'level-switched', level: 0 }).announcement).toBe(
			'已切换至 360P',
		);
		expect(run(initial(), { type: 'fast', on: true }).announcement).toBe('5X速播放中');
	});

	it('accepts ligthOff as the original contract spells it, and lightOff too', () => {
		expect(initial({ ligthOff: true }).lightOff).toBe(true);
		expect(initial({ lightOff: true }).lightOff).toBe(true);
	});

	it('mutes an autoplaying player and honours muted otherwise', () => {
		expect(initial({ autoPlay: true }).muted).toBe(true);
		expect(initial({ muted: true }).muted).toBe(true);
		expect(initial().muted).toBe(false);
	});
});
