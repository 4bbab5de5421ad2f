/**
 * Whether content that moves by itself (the banner carousel, the newest-activities strip) moves:
 * by default only when neither reduced motion nor 长辈模式 asks for stillness; the pause/play
 * button then decides for this page (WCAG 2.2.2).
 */
export type MotionChoice = 'auto' | 'play' | 'pause';

export function shouldMove(choice: MotionChoice, still: boolean): boolean {
	return choice === 'play' || (choice === 'auto' && !still);
}

/** The choice after pressing the pause/play button. */
export function pressMotionButton(choice: MotionChoice, still: boolean): MotionChoice {
	return shouldMove(choice, still) ? 'pause' : 'play';
}
