import { afterFirstPaint, preloadAppFiles } from './app/first-paint';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The entry is tiny: on the home the server has drawn the first picture into index.html, and on a
// ticket, product or video detail its inline script draws the record's. Once that picture is on screen
// the app's files (index.html's #nh-app-files) are asked for all at once, and the app (app/boot.tsx)
// runs. React is evaluated first, in a task of its own (vite.config.ts: the `react` chunk), so that
// evaluating the app's scripts is two shorter tasks instead of one long one; boot() runs in a third,
// after the `start` chunk's evaluation.
void afterFirstPaint()
  .then(() => {
    preloadAppFiles();
    return import('react-dom/client');
  })
  .then(nextTask)
  .then(() => import('./app/boot'))
  .then(async (m) => {
    await nextTask();
    m.boot();
  });
