import { afterFirstPaint, preloadAppFiles } from './app/first-paint';

// The entry is tiny: on the home the server has drawn the first picture into index.html, and on a
// ticket, product or video detail its inline script draws the record's. Once that picture is on screen
// the app's files (index.html's #nh-app-files) are asked for all at once, and the app (app/boot.tsx) runs.
void afterFirstPaint()
  .then(() => {
    preloadAppFiles();
    return import('./app/boot');
  })
  .then((m) => m.boot());
