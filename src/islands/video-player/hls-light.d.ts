// hls.js ships no declarations for its light build; it exports the same class, minus alternate
// audio, subtitles and captions.
declare module 'hls.js/light' {
	import Hls from 'hls.js';
	export default Hls;
}
