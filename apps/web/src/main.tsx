import { afterFirstPaint } from './app/first-paint';

// The entry is tiny: on the home the server has drawn the first picture into index.html, and the app
// (app/boot.tsx, fetched beside it: index.html's modulepreload links) runs once that picture is on screen.
void afterFirstPaint()
  .then(() => import('./app/boot'))
  .then((m) => m.boot());
