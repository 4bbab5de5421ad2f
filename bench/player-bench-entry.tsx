import { createRoot } from 'react-dom/client';
import VideoPlayer from '../src/islands/video-player/VideoPlayer';

const root = document.getElementById('player');
if (root)
	createRoot(root).render(<VideoPlayer src="/media/videos/fixture/master.m3u8" title="测试片" />);
