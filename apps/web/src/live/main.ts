import { startLivePage } from './live-page';
import { createZoomAdapter } from './zoom-sdk';
import './live.css';

const root = document.getElementById('live-shell');
if (!root) throw new Error('#live-shell is missing from live.html');
startLivePage(root, createZoomAdapter());
