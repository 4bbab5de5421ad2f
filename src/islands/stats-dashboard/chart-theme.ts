/** Series colours: the house palette (primary, accent, success, dark blue). */
export const COLORS = ['#1f5fd6', '#ff8a1f', '#0f7a4c', '#0d2d6b'];
export const TEXT = { color: '#1f2733', fontFamily: 'inherit' };
