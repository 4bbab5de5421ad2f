/** Player constants (docs/player.md, "Constants"). */
export const VOLUME_STEP = 0.1;
export const SEEK_STEP_SECONDS = 10;
export const FAST_RATE = 5;
export const LONG_PRESS_MS = 500;
export const CONTROLS_HIDE_MS = 2500;
export const CONTROLS_LEAVE_HIDE_MS = 500;
export const VOLUME_POPUP_MS = 500;
export const PLAY_REJECT_ERROR_DELAY_MS = 500;
export const CONTEXT_MENU_WIDTH = 130;
export const UNMUTE_FLOOR_VOLUME = 0.05;
/** Fatal media errors are recovered at most this often (hls.js docs/API.md, "Fatal Error Recovery"). */
export const MEDIA_RECOVERY_INTERVAL_MS = 5000;
/** Buffering this long without progress counts as a stall: 请求错误 with its retry. */
export const STALL_TIMEOUT_MS = 15000;
/** How long the touch scrubbing thumbnail stays after the last seek. */
export const SCRUB_PREVIEW_LINGER_MS = 1000;
/** How long the 从上次位置继续 prompt stays once the video plays (not while hovered or focused). */
export const RESUME_PROMPT_MS = 6000;
/** Saves of the resume point during playback are at least this far apart. */
export const RESUME_SAVE_INTERVAL_MS = 5000;
